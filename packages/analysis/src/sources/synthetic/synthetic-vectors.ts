import { geodesicAreaSquareMeters } from '@ecotone/geometry';
import geodesic from 'geographiclib-geodesic';
import type { Feature, Polygon, Position } from 'geojson';
import { DataSourceError, type LonLatBBox, type VectorRole } from '../data-source.js';
import { latticeValue, seedOf } from './noise.js';
import { syntheticClimate } from './synthetic-climate.js';
import {
  biomeFor,
  continentFor,
  DESIGNATION_BY_CATEGORY,
  IUCN_CATEGORIES,
  KBA_PROTECTION,
  NNH_NAMES,
  RESOLVE_BIOMES,
  realmFor,
} from './synthetic-ecology.js';
import { cellId, cellSeed, cellsNear, type LatticeCell, voronoiRing } from './voronoi-cells.js';

export type SyntheticFeature = Feature<Polygon>;

/** Region sizes: RESOLVE has ~850 ecoregions (~3.5° across), HydroBASINS level 6 ~1° basins. */
const ECOREGION_SPACING = 3;
const BASIN_SPACING = 1;
/** Protected areas and KBAs: at most one per 0.5° cell, their centre inside it. */
const SITE_SPACING = 0.5;
const MAX_SITE_RADIUS_KM = 25;
/** A query touching more lattice cells than this is refused (a continent of 0.5° cells). */
const MAX_CELLS = 300_000;
const KM_PER_DEGREE = 111.32;

const SEEDS = {
  ecoregions: seedOf('ecoregions'),
  biomeChance: seedOf('ecoregions:biome'),
  nnh: seedOf('ecoregions:nnh'),
  basins: seedOf('riverBasins'),
  protectedAreas: seedOf('protectedAreas'),
  keyBiodiversityAreas: seedOf('keyBiodiversityAreas'),
} as const;

const overlaps = (bbox: LonLatBBox, ring: Position[]) => {
  const longitudes = ring.map((p) => p[0] as number);
  const latitudes = ring.map((p) => p[1] as number);
  return (
    Math.min(...longitudes) <= bbox[2] &&
    Math.max(...longitudes) >= bbox[0] &&
    Math.min(...latitudes) <= bbox[3] &&
    Math.max(...latitudes) >= bbox[1]
  );
};

function cellsFor(role: VectorRole, bbox: LonLatBBox, spacing: number): LatticeCell[] {
  const span = ((bbox[2] - bbox[0]) / spacing + 3) * ((bbox[3] - bbox[1]) / spacing + 3);
  if (span > MAX_CELLS)
    throw new DataSourceError(`Synthetic ${role} query box is too large`, { transient: false });
  return cellsNear(bbox, spacing);
}

function polygonFeature(id: number, ring: Position[], properties: Record<string, unknown>) {
  const feature: SyntheticFeature = {
    type: 'Feature',
    id,
    properties: { ...properties, synthetic: true },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
  return feature;
}

function ecoregion(cell: LatticeCell): SyntheticFeature {
  const id = cellId(cell, ECOREGION_SPACING);
  const [lon, lat] = cellSeed(cell, ECOREGION_SPACING, SEEDS.ecoregions);
  const chance = latticeValue(cell.column, cell.row, SEEDS.biomeChance);
  const biome = biomeFor(syntheticClimate(lon, lat), lat, chance);
  const nnh = (1 + Math.floor(latticeValue(cell.column, cell.row, SEEDS.nnh) * 4)) as 1 | 2 | 3 | 4;
  return polygonFeature(id, voronoiRing(cell, ECOREGION_SPACING, SEEDS.ecoregions), {
    ECO_ID: id,
    ECO_NAME: `Demo ecoregion ${id} (synthetic)`,
    BIOME_NUM: biome,
    BIOME_NAME: RESOLVE_BIOMES[biome],
    REALM: realmFor(lon, lat),
    NNH: nnh,
    NNH_NAME: NNH_NAMES[nnh],
  });
}

function basin(cell: LatticeCell): SyntheticFeature {
  const id = cellId(cell, BASIN_SPACING);
  const [lon, lat] = cellSeed(cell, BASIN_SPACING, SEEDS.basins);
  const ring = voronoiRing(cell, BASIN_SPACING, SEEDS.basins);
  const areaKm2 = geodesicAreaSquareMeters({ type: 'Polygon', coordinates: [ring] }) / 1e6;
  return polygonFeature(id, ring, {
    BAS_ID: id,
    BAS_NAME: `Demo basin ${id} (synthetic)`,
    COUNTRY: null,
    CONTINENT: continentFor(lon, lat),
    // A main stem about 1.4 times the side of a square of the same area (Hack's law, roughly).
    BB_LEN_KM: Math.round(1.4 * Math.sqrt(areaKm2)),
    SUB_AREA: Math.round(areaKm2),
  });
}

/**
 * A star-shaped site ring of 16 vertices around (lon, lat), radius in km varying ±30 % per
 * vertex; computed with GeographicLib's direct problem so the size is true on the ground.
 */
function siteRing(lon: number, lat: number, radiusKm: number, id: number, seed: number) {
  const ring: Position[] = [];
  for (let vertex = 0; vertex < 16; vertex++) {
    const azimuth = 360 - (vertex * 360) / 16; // clockwise azimuths make a counter-clockwise ring
    const radius = radiusKm * (0.7 + 0.6 * latticeValue(id, vertex, seed)) * 1000;
    const { lat2 = lat, lon2 = lon } = geodesic.Geodesic.WGS84.Direct(lat, lon, azimuth, radius);
    ring.push([Math.round(lon2 * 1e7) / 1e7, Math.round(lat2 * 1e7) / 1e7]);
  }
  ring.push(ring[0] as Position);
  return ring;
}

interface Site {
  id: number;
  ring: Position[];
  /** Uniform [0, 1) draws for the site's attributes. */
  draw: (index: number) => number;
}

/** The site of one 0.5° cell, if it has one (`presence` of the cells do). */
function siteOf(cell: LatticeCell, seed: number, presence: number, minKm: number): Site | null {
  const draw = (index: number) => latticeValue(cell.column, cell.row, (seed + index * 7919) >>> 0);
  if (draw(0) >= presence) return null;
  const id = cellId(cell, SITE_SPACING);
  const lon = -180 + (cell.column + 0.1 + 0.8 * draw(1)) * SITE_SPACING;
  const lat = -90 + (cell.row + 0.1 + 0.8 * draw(2)) * SITE_SPACING;
  if (Math.abs(lat) > 84) return null;
  const radiusKm = minKm + (MAX_SITE_RADIUS_KM / 1.3 - minKm) * draw(3) ** 2;
  return { id, ring: siteRing(lon, lat, radiusKm, id, seed), draw };
}

function protectedArea(site: Site): SyntheticFeature {
  const category = IUCN_CATEGORIES[Math.floor(site.draw(4) * IUCN_CATEGORIES.length)] ?? 'II';
  const designation = DESIGNATION_BY_CATEGORY[category];
  return polygonFeature(site.id, site.ring, {
    WDPAID: site.id,
    NAME: `Demo protected area ${site.id} (synthetic)`,
    DESIG_ENG: designation.name,
    DESIG_TYPE: designation.international ? 'International' : 'National',
    IUCN_CAT: category,
    STATUS: 'Designated',
    STATUS_YR: 1950 + Math.floor(site.draw(5) * 70),
  });
}

function keyBiodiversityArea(site: Site): SyntheticFeature {
  const protect = KBA_PROTECTION[Math.floor(site.draw(4) * KBA_PROTECTION.length)] ?? 'unknown';
  return polygonFeature(site.id, site.ring, {
    SitRecID: site.id,
    IntName: `Demo key biodiversity area ${site.id} (synthetic)`,
    Protect: protect,
    IbaStatus: site.draw(5) < 0.6 ? 'confirmed' : 'not assessed',
    AzeStatus: site.draw(6) < 0.15 ? 'confirmed' : 'not triggered',
    DelTxt: site.draw(7) < 0.7 ? 'Delineated' : 'Provisional boundary',
  });
}

/** Every synthetic feature of `role` whose bounding box meets `bbox`, each once. */
export function syntheticFeatures(role: VectorRole, bbox: LonLatBBox): SyntheticFeature[] {
  if (role === 'ecoregions' || role === 'riverBasins') {
    const spacing = role === 'ecoregions' ? ECOREGION_SPACING : BASIN_SPACING;
    const build = role === 'ecoregions' ? ecoregion : basin;
    const seed = role === 'ecoregions' ? SEEDS.ecoregions : SEEDS.basins;
    return cellsFor(role, bbox, spacing)
      .filter((cell) => overlaps(bbox, voronoiRing(cell, spacing, seed)))
      .map(build);
  }
  // A site reaches MAX_SITE_RADIUS_KM beyond its cell: widen the search by that much.
  const marginLatitude = MAX_SITE_RADIUS_KM / KM_PER_DEGREE;
  const widest = Math.min(85, Math.max(Math.abs(bbox[1]), Math.abs(bbox[3])) + marginLatitude);
  const marginLongitude = marginLatitude / Math.cos((widest * Math.PI) / 180);
  const searchBox: LonLatBBox = [
    bbox[0] - marginLongitude,
    bbox[1] - marginLatitude,
    bbox[2] + marginLongitude,
    bbox[3] + marginLatitude,
  ];
  const isPa = role === 'protectedAreas';
  const features: SyntheticFeature[] = [];
  for (const cell of cellsFor(role, searchBox, SITE_SPACING)) {
    const site = isPa
      ? siteOf(cell, SEEDS.protectedAreas, 0.3, 1.5)
      : siteOf(cell, SEEDS.keyBiodiversityAreas, 0.18, 3);
    if (site && overlaps(bbox, site.ring))
      features.push(isPa ? protectedArea(site) : keyBiodiversityArea(site));
  }
  return features;
}
