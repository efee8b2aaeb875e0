import { type ShapeCollection, totalAreaHectares } from '@ecotone/geometry';
import type { Runtime } from '../../src/bootstrap.js';

/**
 * A shapefile stored the way the workflow stores one: in a site (a new one of its own unless
 * `siteId` is given) through the site and shapefile repositories, with the app's measure of its
 * area. The shape is stored as given, not validated or repaired first, so a test can also store
 * one that today's checks refuse (a shapefile kept from before them).
 */
export async function storeShapefile(
  runtime: Pick<Runtime, 'repositories'>,
  input: { name: string; geojson: object; createdBy: string; siteId?: string },
): Promise<string> {
  const { sites, shapefiles } = runtime.repositories;
  const siteId =
    input.siteId ??
    (await sites.create({
      title: `${input.name} site`,
      siteType: 'ranch',
      createdBy: input.createdBy,
    }));
  return shapefiles.create({
    siteId,
    name: input.name,
    geojsonText: JSON.stringify(input.geojson),
    totalAreaHa: totalAreaHectares(input.geojson as ShapeCollection),
    createdBy: input.createdBy,
  });
}
