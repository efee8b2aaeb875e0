/// <reference path="./clipper-lib.d.ts" />
/**
 * clipper-lib with its types (`clipper-lib.d.ts`), referenced from here so every program that
 * compiles this package, not only its own, sees them. Import Clipper from this file.
 */
import ClipperLib from 'clipper-lib';

export { ClipperLib };
