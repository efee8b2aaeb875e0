/** The importer, fetched by the geometry worker only when a mask file is read (mask-file.ts). */
export { importShapeFiles } from '@ecotone/geometry';
