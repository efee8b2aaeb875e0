import type { ShapefileListItem, SiteType } from '@ecotone/contracts';
import type { ShapeCollection } from '@ecotone/geometry';
import type { EditableShape } from './editable-shape';

/**
 * The shapefile chosen with "Select existing shape". It stays linked only while the shapes are
 * exactly the ones it set: any edit after that (draw, upload, delete, undo) drops the link and
 * the mask id (specs/1 section 4), and the submission then creates a new shapefile.
 */
export interface ImportedShapefile {
  shapefileId: string;
  shapefileName: string;
  siteId: string | null;
  siteName: string | null;
  siteType: SiteType | null;
  maskId: string | null;
  totalAreaHa: number;
  /** The features the selection put in the editor; compared one by one, by identity. */
  shapes: readonly EditableShape[];
}

/**
 * What "Select existing shape" hands the wizard (specs/1 section 4: the shape, the imported
 * shapefile record and its existing mask id). Each feature gets a fresh id, and the record
 * holds the very feature objects that go into the editor: the wizard's link to the shapefile
 * lasts while those objects are the shapes (wizard-draft.ts `activeImport`).
 */
export function toImportedShapefile(
  item: ShapefileListItem,
  collection: ShapeCollection,
  newId: () => string = () => crypto.randomUUID(),
): ImportedShapefile {
  const shapes: EditableShape[] = collection.features.map((feature) => ({
    ...feature,
    id: newId(),
  }));
  return {
    shapefileId: item.shapefileId,
    shapefileName: item.shapefileName,
    siteId: item.siteId,
    siteName: item.siteName,
    siteType: item.siteType,
    maskId: item.maskId,
    totalAreaHa: item.totalAreaHa,
    shapes,
  };
}
