import type { Refusal, ShapeCollection } from '@ecotone/geometry';

/**
 * The checks of an exclusion-mask file that need no reading (name, size) and the answer types of
 * reading it (`mask-file.ts`, run in the geometry worker): the panel imports only this.
 */

/** The mask files the panel takes (specs/1 section 5: .geojson or .json). */
export const MASK_FILE_EXTENSIONS = ['.geojson', '.json'] as const;

/** A mask file above this is refused before it is read: a mask is a few polygons, not a map. */
export const MASK_FILE_MAX_BYTES = 10_000_000;

/**
 * Why an uploaded mask was refused: a `geometry` catalogue code (the shape checks every upload
 * gets) or one of the mask panel's own (`masks.upload.errors`).
 */
export type MaskUploadRefusal =
  | { catalogue: 'geometry'; reason: Refusal }
  /** The importer's refusal of the document (a `files` catalogue code). */
  | { catalogue: 'files'; reason: Refusal }
  | { catalogue: 'masks'; code: 'wrongExtension' | 'tooLarge' | 'notJson' };

export type MaskUploadResult =
  /** `warnings`: what the importer left out or could not convert (`files` catalogue codes). */
  | { valid: true; collection: ShapeCollection; warnings: Refusal[] }
  | { valid: false; refusal: MaskUploadRefusal };

const refused = (code: 'wrongExtension' | 'tooLarge' | 'notJson'): MaskUploadResult => ({
  valid: false,
  refusal: { catalogue: 'masks', code },
});

/** Whether the file's name and size may be read at all. */
export function checkMaskFile(name: string, size: number): MaskUploadResult | null {
  const lower = name.toLowerCase();
  if (!MASK_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    return refused('wrongExtension');
  }
  return size > MASK_FILE_MAX_BYTES ? refused('tooLarge') : null;
}
