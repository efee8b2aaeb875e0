/**
 * Why an uploaded file could not be read, naming the file and what is wrong. Keys are the
 * `reason.code` values of @ecotone/geometry's importers; `{{placeholders}}` are `reason.params`.
 * Warnings (the import went ahead) are marked so below.
 */
export const files = {
  NO_FILES: 'No file was chosen.',
  SLOW_IMPORT: 'reading them took longer than {{seconds}} s. Upload fewer or simpler shapes.',
  HEAVY_IMPORT:
    'reading them needed more than {{megabytes}} MB of memory. Upload fewer or simpler shapes.',
  UNSUPPORTED_TYPE: '{{file}}: this type of file is not supported.',
  GPX_NOT_AREAS:
    '{{file}} is a GPX file: GPX holds tracks, routes and waypoints, not areas. Upload the area as a shapefile, GeoJSON, KML or KMZ.',
  FILE_TOO_LARGE: '{{file}} is larger than {{limitMb}} MB, the largest file that can be uploaded.',
  TOO_MANY_VERTICES:
    '{{file}}: the shapes have more than {{limit}} points in total. Simplify them in your GIS software before uploading.',
  NO_SHAPES: '{{file}} contains no shapes.',
  BEYOND_MAP_LATITUDE:
    "{{file}}: a shape reaches latitude {{latitude}}, beyond the map: Ecotone works between {{limit}}° S and {{limit}}° N, where the map and the analyses' datasets end. Leave out the polar region.",
  ROUND_THE_GLOBE:
    '{{file}}: a shape goes all the way round the globe (round a pole, or as a band from -180 to 180 degrees of longitude). Upload the area itself, as it lies on the map.',
  ONLY_POINTS:
    '{{file}} contains only points ({{count}}); only polygons can define a project area.',
  ONLY_LINES: '{{file}} contains only lines ({{count}}); only polygons can define a project area.',
  ONLY_POINTS_AND_LINES:
    '{{file}} contains only points ({{points}}) and lines ({{lines}}); only polygons can define a project area.',
  /** Warning. */
  POINTS_LEFT_OUT:
    '{{file}}: {{count}} point features were left out; only polygons can define a project area.',
  /** Warning. */
  LINES_LEFT_OUT:
    '{{file}}: {{count}} line features were left out; only polygons can define a project area.',

  SHAPEFILE_PART_MISSING:
    '{{file}}: a shapefile needs its .shp, .shx and .prj files together. Missing: {{missing}}.',
  SHAPEFILE_DUPLICATE_PART: '{{file}} was uploaded twice.',
  SHP_CORRUPT: '{{file}} is not a valid shapefile (.shp): it is damaged or of another format.',
  SHP_TRUNCATED:
    '{{file}} is incomplete: it should be {{expectedBytes}} bytes but is {{actualBytes}}. Copy or export it again.',
  SHP_TRUNCATED_RECORD:
    '{{file}} is incomplete: shape {{record}} is cut off. Copy or export it again.',
  SHP_RECORD_CORRUPT: '{{file}} is damaged: shape {{record}} cannot be read.',
  SHP_UNSUPPORTED_SHAPE_TYPE:
    '{{file}} holds shapes of type {{shapeType}} (such as 3D multipatches), which cannot be imported.',
  SHX_CORRUPT: '{{file}} is not a valid shapefile index (.shx).',
  SHX_RECORD_COUNT_MISMATCH:
    '{{file}} does not match its .shp: it indexes {{shxRecords}} shapes but the .shp has {{shpRecords}}. The files probably come from different exports.',
  SHX_OFFSET_MISMATCH:
    '{{file}} does not match its .shp at shape {{record}}. The files probably come from different exports.',
  PRJ_EMPTY: '{{file}} is empty, so the projection of the shapefile is unknown.',
  PROJECTION_UNKNOWN:
    '{{file}}: the projection "{{projection}}" is not recognised. Export the shapefile in WGS 84 (EPSG:4326) or a UTM zone.',
  PROJECTION_UNSUPPORTED:
    '{{file}}: the projection "{{projection}}" needs datum grid files that are not available. Export the shapefile in WGS 84 (EPSG:4326).',
  PROJECTION_OUT_OF_RANGE:
    '{{file}}: after reprojection some coordinates fall outside longitude -180 to 180 or latitude -90 to 90, so the projection (.prj) is probably wrong for this data.',
  COORDINATES_NOT_LON_LAT:
    '{{file}}: the coordinates are not longitude and latitude in degrees (WGS 84). Export the file in EPSG:4326.',
  /** Warning. */
  DATUM_NOT_CONVERTED:
    '{{file}}: the datum {{datum}} could not be converted to WGS 84, so shapes may be shifted by up to a few hundred metres.',
  /** Warning. */
  NULL_SHAPES_SKIPPED:
    '{{file}}: {{count}} shapes without geometry (null shapes) were skipped; the others were imported.',
  /** Warning. */
  DBF_UNREADABLE:
    '{{file}}: the attribute table is damaged; some or all attributes were not imported.',
  /** Warning. */
  DBF_RECORD_COUNT_MISMATCH:
    '{{file}}: the attribute table has {{dbfRecords}} rows for {{shpRecords}} shapes; attributes may not match their shapes.',
  /** Warning. */
  CPG_UNKNOWN:
    '{{file}}: the text encoding "{{encoding}}" is unknown; accented letters in the attributes may look wrong.',

  INVALID_JSON: '{{file}} is not valid JSON.',
  INVALID_JSON_AT: '{{file}} is not valid JSON: error at line {{line}}, column {{column}}.',
  NOT_GEOJSON:
    '{{file}} is JSON but not GeoJSON: expected a FeatureCollection, a Feature or a geometry.',
  EMPTY_FEATURE_COLLECTION: '{{file}} is an empty FeatureCollection: it contains no features.',
  GEOJSON_INVALID_FEATURE: '{{file}}: feature {{feature}} is not valid GeoJSON.',
  GEOJSON_UNSUPPORTED_CRS:
    '{{file}} declares the coordinate system {{crs}}, which is not supported. Export it in WGS 84 (EPSG:4326).',

  INVALID_KML: '{{file}} is not a valid KML file.',
  KMZ_WITHOUT_KML: '{{file}} contains no KML document.',
  ZIP_CORRUPT:
    '{{file}} cannot be opened: the zip is damaged, encrypted or uses an unsupported compression.',
  ZIP_WITHOUT_SHAPEFILE: '{{file}} contains no shapefile (.shp).',
  ZIP_TOO_MANY_ENTRIES: '{{file}} contains {{count}} files; at most {{limit}} are accepted.',
  ZIP_TOO_LARGE_UNCOMPRESSED:
    '{{file}} expands to more than {{limitMb}} MB when unzipped, more than can be imported.',
  ZIP_ENTRY_SIZE_MISMATCH:
    '{{file}}: {{entry}} expands to more than its zip header says. The zip is damaged or built to exhaust memory.',
} as const;
