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
  | 'temperatureMonthly' // 12 bands would be a series: see readRasterSeries
  | 'potentialEvapotranspiration' // annual PET, mm
  | 'aridityIndex' // P / PET, dimensionless
  | 'landCover'; // class codes of a land-cover dataset for one year

export type VectorRole =
  | 'ecoregions' // RESOLVE Ecoregions 2017 fields ECO_ID, ECO_NAME, BIOME_NAME, REALM, ...
  | 'riverBasins' // HydroBASINS fields BAS_ID, BAS_NAME, ...
  | 'protectedAreas' // WDPA fields NAME, DESIG_ENG, IUCN_CAT
  | 'keyBiodiversityAreas'; // KBA fields IntName, Protect, IbaStatus, AzeStatus, DelTxt

export interface RasterRequest {
  role: RasterRole;
  /** Area of interest; the source returns a raster covering at least this box. */
  bbox: LonLatBBox;
  /** Land-cover dataset id (`worldcover`, `dynamicworld`, `modis`, `esa-cci`, `esri`). */
  dataset?: string;
  year?: number;
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
