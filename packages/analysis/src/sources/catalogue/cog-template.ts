import { DataSourceError, type LonLatBBox } from '../data-source.js';
import { splitBBox } from '../vector/geojson-file.js';

/** More tiles than this for one request means the box is far too large for a local read. */
export const MAX_TILES = 256;

/**
 * The COG locations a `cog` source template names for a box, year and month (`{month}` is two
 * digits, 01..12). Without `tileDegrees` the
 * template is one file; with it, one file per tile whose south-west corner is on the
 * `tileDegrees` lattice and whose square meets the box, named as `{lat}` = `N45`/`S05` and
 * `{lon}` = `E012`/`W075` (the Copernicus DEM and ESA WorldCover conventions), `{tile}` both.
 */
export function expandCogTemplate(
  template: string,
  bbox: LonLatBBox,
  year: number | undefined,
  tileDegrees?: number,
  month?: number,
): string[] {
  const withMonth =
    month === undefined ? template : template.replaceAll('{month}', String(month).padStart(2, '0'));
  const withYear = year === undefined ? withMonth : withMonth.replaceAll('{year}', String(year));
  if (tileDegrees === undefined) return [withYear];
  const corners = tileCorners(bbox, tileDegrees);
  if (corners.length > MAX_TILES) {
    throw new DataSourceError(
      `The area needs ${corners.length} tiles of ${tileDegrees} degrees; the limit is ${MAX_TILES}`,
      { transient: false },
    );
  }
  return corners.map(([lon, lat]) => {
    const latName = `${lat < 0 ? 'S' : 'N'}${pad(Math.abs(lat), 2)}`;
    const lonName = `${lon < 0 ? 'W' : 'E'}${pad(Math.abs(lon), 3)}`;
    return withYear
      .replaceAll('{tile}', `${latName}${lonName}`)
      .replaceAll('{lat}', latName)
      .replaceAll('{lon}', lonName);
  });
}

/** South-west corners [lon, lat] of the lattice squares meeting the box, north rows first. */
export function tileCorners(bbox: LonLatBBox, tileDegrees: number): [number, number][] {
  const corners: [number, number][] = [];
  for (const [west, south, east, north] of splitBBox(bbox)) {
    const firstLat = Math.floor(south / tileDegrees) * tileDegrees;
    const firstLon = Math.floor(west / tileDegrees) * tileDegrees;
    const lats: number[] = [];
    for (let lat = firstLat; lat < north || lat === firstLat; lat += tileDegrees) lats.push(lat);
    for (const lat of lats.reverse()) {
      for (let lon = firstLon; lon < east || lon === firstLon; lon += tileDegrees) {
        if (lon < 180) corners.push([lon, lat]);
      }
    }
  }
  return corners;
}

function pad(value: number, digits: number): string {
  return String(Math.round(value)).padStart(digits, '0');
}
