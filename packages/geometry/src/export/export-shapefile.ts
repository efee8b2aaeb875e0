import JSZip from 'jszip';
import type { ShapeCollection } from '../types.js';
import { writeDbf } from './write-dbf.js';
import { writeShp } from './write-shp.js';

/** EPSG:4326 as ArcGIS writes it: what every GIS reads as WGS 84 longitude/latitude. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/**
 * The collection as a zipped ESRI shapefile for desktop GIS: `{baseName}.shp/.shx/.dbf/.prj/.cpg`
 * at the zip's top level, one polygon record per feature in WGS 84, properties as attributes
 * (UTF-8). `baseName` should already be a safe file name.
 */
export async function exportShapefile(
  collection: ShapeCollection,
  baseName: string,
): Promise<Uint8Array> {
  const { shp, shx } = writeShp(collection.features);
  const zip = new JSZip();
  zip.file(`${baseName}.shp`, shp);
  zip.file(`${baseName}.shx`, shx);
  zip.file(`${baseName}.dbf`, writeDbf(collection.features));
  zip.file(`${baseName}.prj`, WGS84_PRJ);
  zip.file(`${baseName}.cpg`, 'UTF-8');
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
