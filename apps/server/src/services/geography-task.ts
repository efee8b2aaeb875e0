/**
 * The `locateShape` compute task (a pool thread): simplify the shape for locating, then describe
 * it with the thread's own offline source (loaded on its first lookup and kept). A lookup error
 * comes back as its code: the class does not cross the thread boundary.
 */
import type { ShapeCollection } from '@ecotone/geometry';
import {
  GeographyError,
  type GeographyErrorCode,
  type ShapeGeography,
} from '../geography/shape-geography.js';
import { forLocating, sharedShapeGeography } from './geography.service.js';

export type LocateShapeOutput =
  | { ok: true; geography: ShapeGeography }
  | { ok: false; code: GeographyErrorCode; message: string };

export async function locateShape(shape: ShapeCollection): Promise<LocateShapeOutput> {
  try {
    return { ok: true, geography: await sharedShapeGeography().describe(forLocating(shape)) };
  } catch (error) {
    const code = error instanceof GeographyError ? error.code : 'GEOGRAPHY_LOOKUP_FAILED';
    return { ok: false, code, message: error instanceof Error ? error.message : String(error) };
  }
}
