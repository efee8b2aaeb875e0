import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { Lineage } from '../lineage.js';
import type { TiledRaster } from '../raster/types.js';

/** [west, south, east, north] in degrees (WGS 84). */
export type LonLatBBox = readonly [number, number, number, number];

/**
 * What an analysis asks a data source for. The dataset catalogue (a config file) maps each role to
 * a concrete dataset and location; the synthetic demo source generates every role.
 */
export type RasterRole =
  | 'elevation' // metres above sea level
  | 'temperatureMean' // annual mean air temperature, degrees C (climate normal)
  | 'precipitationAnnual' // annual total precipitation, mm (climate normal)
  | 'temperatureMonthly' // mean air temperature of a month, degrees C: climate normal without a year
  | 'precipitationMonthly' // precipitation total of a month of a year, mm
  | 'soilWaterCapacity' // plant-available water the root zone holds (field capacity - wilting point), mm
  | 'potentialEvapotranspiration' // annual PET, mm
  | 'aridityIndex' // P / PET, dimensionless
  | 'landCover' // class codes of a land-cover dataset for one year
  // Carbon (docs/analyses/carbon.md; class codes in carbon/carbon-zones.ts):
  | 'abovegroundBiomass' // above-ground biomass density, tonnes of dry matter per ha
  | 'soilOrganicCarbon' // soil organic carbon stock 0-30 cm, tC per ha
  | 'climateZone' // IPCC climate zone code (IPCC_CLIMATE_ZONES)
  | 'ecologicalZone' // FAO Global Ecological Zone code (FAO_ECOLOGICAL_ZONES)
  | 'soilType' // IPCC default soil class code (IPCC_SOIL_CLASSES)
  | 'mangroveExtent' // 1 where mangroves grow, 0 elsewhere
  | 'wetlandExtent' // 1 where a (non-mangrove) wetland is, 0 elsewhere
  | 'forestAge' // years since the forest stand established, 0 where no forest
  // Biodiversity MSA (docs/analyses/biodiversity-msa.md), GLOBIO pressure inputs:
  | 'roadDistance' // km to the nearest road (GRIP4 types 1-3)
  | 'settlementDistance' // km to the nearest settlement
  // Fire (docs/analyses/fire.md):
  | 'burnDate' // day of year a pixel burned within the requested year and month, 0 unburned (MCD64A1)
  | 'dnbr' // dNBR x 1000 of the requested year (pre- minus post-fire NBR, Key & Benson 2006)
  // Vegetation (docs/analyses/vegetation.md): a month's composite of one instrument (`dataset`):
  | 'ndvi' // NDVI, -1..1 (Rouse et al. 1974)
  | 'evi' // EVI, about -1..1 (Huete et al. 2002)
  // Exclusion masks (docs/masks.md), yearly (`year`):
  | 'treeCoverPercent' // tree canopy cover, 0..100 % of the pixel (Hansen GFC treecover2000, MOD44B)
  | 'herbaceousCoverPercent' // non-tree vegetation cover, 0..100 % (MOD44B Percent_NonTree_Vegetation)
  | 'grasslandProbability'; // probability of natural/semi-natural grassland, 0..100 % (GPW, Parente et al. 2024)

export type VectorRole =
  | 'ecoregions' // RESOLVE Ecoregions 2017 fields ECO_ID, ECO_NAME, BIOME_NAME, REALM, ...
  | 'riverBasins' // HydroBASINS fields BAS_ID, BAS_NAME, ...
  | 'protectedAreas' // WDPA fields NAME, DESIG_ENG, IUCN_CAT
  | 'keyBiodiversityAreas' // KBA fields IntName, Protect, IbaStatus, AzeStatus, DelTxt
  | 'speciesRanges' // IUCN range polygons + species fields (biodiversity/species-record.ts)
  // Road corridors: road lines buffered by their width (docs/masks.md, "transportation"), fields
  // `roadClass` (`main` | `minor`) and `widthMeters`; polygons so every vector source serves them.
  | 'roadCorridors';

export interface RasterRequest {
  role: RasterRole;
  /** Area of interest; the source returns a raster covering at least this box. */
  bbox: LonLatBBox;
  /**
   * Land-cover dataset id (`worldcover`, `dynamicworld`, `modis`, `esa-cci`, `esri`), or for the
   * vegetation indices the instrument (`modis`, `sentinel2`, `landsat4` .. `landsat9`).
   */
  dataset?: string;
  year?: number;
  /**
   * Month 1..12 of `year` for monthly roles (a month's precipitation, a monthly composite); with no
   * year, that month's climate normal. Catalogue COG templates take it as `{month}` (two digits).
   */
  month?: number;
  /** Preferred pixel size in metres; a source may return its native resolution instead. */
  resolutionMeters?: number;
}

export interface VectorRequest {
  role: VectorRole;
  bbox: LonLatBBox;
}

export interface RasterLayer {
  raster: TiledRaster;
  /** Physical value = stored value * scale + offset (defaults 1 and 0). */
  scale?: number;
  offset?: number;
  lineage: Lineage;
}

export interface VectorLayer {
  features: Feature<Polygon | MultiPolygon>[];
  lineage: Lineage;
}

/**
 * The one interface every analysis reads data through. Implementations: the synthetic demo
 * source (embedded default, offline, every lineage flagged synthetic), COG files and URLs, STAC
 * searches resolving to COG assets, vector files (GeoJSON, FlatGeobuf), and the catalogue source
 * that routes each role to one of those.
 */
export interface DataSource {
  openRaster(request: RasterRequest, signal?: AbortSignal): Promise<RasterLayer>;
  queryVector(request: VectorRequest, signal?: AbortSignal): Promise<VectorLayer>;
}

/**
 * A data source failed. `transient` errors (timeouts, 5xx, connection resets) are retried by the
 * job runner with backoff; the others fail the analysis at once.
 */
export class DataSourceError extends Error {
  readonly transient: boolean;
  constructor(message: string, options: { transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'DataSourceError';
    this.transient = options.transient;
  }
}

/**
 * The deployment has no dataset for this role (or year). A configured deployment never falls back
 * to synthetic data silently: the analysis fails and says which input is missing.
 */
export class DataUnavailableError extends Error {
  readonly role: string;
  readonly year: number | undefined;
  constructor(role: string, year?: number, detail?: string) {
    super(
      `No dataset is configured for ${role}${year === undefined ? '' : ` ${year}`}${detail ? `: ${detail}` : ''}`,
    );
    this.name = 'DataUnavailableError';
    this.role = role;
    this.year = year;
  }
}
