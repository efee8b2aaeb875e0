import proj4 from 'proj4';
import { accept, type Refusal, type Result, refuse } from '../types.js';
import { copyLonLat } from './copy-lon-lat.js';
import type { ToLonLat } from './import.types.js';
import { proj4ToLonLat } from './proj4-to-lon-lat.js';
import { projectionName } from './projection-name.js';
import { transverseMercatorToLonLat } from './transverse-mercator-to-lon-lat.js';

export interface SourceProjection {
  toLonLat: ToLonLat;
  warnings: Refusal[];
}

/** The fields of a parsed proj4 definition this module reads (proj4's own typings omit them). */
interface Proj4Fields {
  projName?: string;
  datumCode?: string;
  datumName?: string;
  datum?: { datum_type: number };
  a: number;
  es: number;
  rf?: number;
  k0?: number;
  lat0?: number;
  long0?: number;
  x0?: number;
  y0?: number;
  to_meter?: number;
  from_greenwich?: number;
  approx?: boolean;
}

/** proj4's datum types: 4 = WGS 84, 5 = none (no shift applied), 3 = grid shift. */
const NO_SHIFT = new Set([4, 5]);
const GRID_SHIFT = 3;
/** proj4js runs its `etmerc` series (what transverseMercatorToLonLat evaluates) for these names. */
const TRANSVERSE_MERCATOR = new Set([
  'transverse_mercator',
  'tmerc',
  'etmerc',
  'extended_transverse_mercator',
  'gauss_kruger',
  'utm',
  'universal_transverse_mercator_system',
]);

function parse(definition: string): (InstanceType<typeof proj4.Proj> & Proj4Fields) | undefined {
  try {
    return new proj4.Proj(definition) as InstanceType<typeof proj4.Proj> & Proj4Fields;
  } catch {
    return undefined;
  }
}

/** WGS 84 and GRS 80 (NAD 83, ETRS 89, SIRGAS 2000, GDA…) agree with WGS 84 to about a metre. */
function isWgs84Like(fields: Proj4Fields): boolean {
  return fields.a === 6378137 && Math.abs((fields.rf ?? 0) - 298.257) < 0.001;
}

function fastPath(fields: Proj4Fields): ToLonLat | undefined {
  if (fields.from_greenwich || !NO_SHIFT.has(fields.datum?.datum_type ?? -1)) return undefined;
  const name = (fields.projName ?? '').toLowerCase().replaceAll(' ', '_');
  if (name === 'longlat') return copyLonLat;
  if (!TRANSVERSE_MERCATOR.has(name) || fields.approx || !(fields.es > 0)) return undefined;
  return transverseMercatorToLonLat({
    semiMajorAxis: fields.a,
    eccentricitySquared: fields.es,
    scale: fields.k0 ?? 1,
    originLatitude: fields.lat0 ?? 0,
    centralMeridian: fields.long0 ?? 0,
    falseEasting: fields.x0 ?? 0,
    falseNorthing: fields.y0 ?? 0,
    toMeter: fields.to_meter ?? 1,
  });
}

/**
 * How to bring coordinates in a .prj's projection (WKT 1 as ESRI and OGC write it, WKT 2, or a
 * proj string) to WGS 84 longitude/latitude. Datums that need grid files cannot be converted
 * here and are refused; a datum proj4 does not shift (no TOWGS84) on another ellipsoid is used
 * as if it were WGS 84, with a warning, because that can move shapes by tens of metres.
 */
export function projectionFromDefinition(
  definition: string,
  file: string,
): Result<SourceProjection> {
  const text = definition.replace(/^\uFEFF/, '').trim();
  if (text === '') return refuse('PRJ_EMPTY', { file });
  const fields = parse(text);
  if (!fields) return refuse('PROJECTION_UNKNOWN', { file, projection: projectionName(text) });
  if (fields.datum?.datum_type === GRID_SHIFT) {
    return refuse('PROJECTION_UNSUPPORTED', { file, projection: projectionName(text) });
  }
  const warnings: Refusal[] =
    fields.datum?.datum_type === 5 && !isWgs84Like(fields)
      ? [
          {
            code: 'DATUM_NOT_CONVERTED',
            params: { file, datum: fields.datumName ?? fields.datumCode ?? '?' },
          },
        ]
      : [];
  return accept({ toLonLat: fastPath(fields) ?? proj4ToLonLat(fields), warnings });
}
