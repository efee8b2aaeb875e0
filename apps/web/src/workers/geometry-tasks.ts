import {
  exportFileName,
  exportGeoJson,
  exportKml,
  exportShapefile,
  polygonCount,
  type ShapeCollection,
  totalAreaHectares,
} from '@ecotone/geometry';
import { feature as topologyFeature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { parseMaskFile } from '../shapes/mask-file';
import { unwrapAntimeridianRings } from './antimeridian-rings';
import { decode } from './decode-shapes';
import type {
  CountryCollection,
  ExportedFile,
  ExportFormat,
  GeometryResults,
  GeometryTask,
  ShapeMeasures,
} from './geometry-protocol';

/** Runs in the worker whenever the shapes change: geodesic area and polygon count. */
export function measure(collection: ShapeCollection): ShapeMeasures {
  return { areaHectares: totalAreaHectares(collection), polygonCount: polygonCount(collection) };
}

/**
 * Runs once per map without a configured basemap: Natural Earth countries (world-atlas TopoJSON,
 * an asset of this app, not the internet) as GeoJSON for the offline basemap, rings across 180
 * made continuous (no band round the world at Fiji).
 */
export async function countries(url: string): Promise<CountryCollection> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Natural Earth countries: HTTP ${response.status}`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  return unwrapAntimeridianRings(
    topologyFeature(topology, topology.objects.countries) as CountryCollection,
  );
}

/**
 * Runs when the user picks Export GeoJSON, KML or Zipped shapefile; KML of a big shape is slow
 * to build. KML names its folder, and a shapefile its parts, after the file.
 */
export async function exportFile(
  format: ExportFormat,
  collection: ShapeCollection,
  date: Date,
): Promise<ExportedFile> {
  const fileName = exportFileName(format, date);
  const baseName = fileName.replace(/\.[a-z]+$/, '');
  if (format === 'kml') return { content: exportKml(collection, baseName), fileName };
  if (format === 'shapefile')
    return { content: await exportShapefile(collection, baseName), fileName };
  return { content: exportGeoJson(collection), fileName };
}

export async function runGeometryTask(
  task: GeometryTask,
): Promise<GeometryResults[GeometryTask['kind']]> {
  switch (task.kind) {
    case 'measure':
      return measure(task.collection);
    case 'decode':
      return decode(task.geojson, task.compressed);
    case 'export':
      return exportFile(task.format, task.collection, new Date(task.date));
    case 'countries':
      return countries(task.url);
    case 'maskFile':
      return parseMaskFile(task.text, task.fileName);
  }
}
