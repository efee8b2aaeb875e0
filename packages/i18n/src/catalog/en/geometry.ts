/**
 * Why a shape was refused or changed, in words a rancher understands. Keys are the `reason.code`
 * values returned by @ecotone/geometry validations; `{{placeholders}}` are their `reason.params`
 * (`feature` counts from 1; `type` is a GeoJSON geometry type such as LineString).
 */
export const geometry = {
  EMPTY: 'The file contains no shapes.',
  NOT_AN_OBJECT:
    'The shape could not be read: expected GeoJSON with a FeatureCollection of polygons.',
  NOT_A_FEATURE_COLLECTION:
    'Expected a FeatureCollection of polygons, but the GeoJSON is of type "{{type}}".',
  FEATURES_NOT_A_LIST: 'The FeatureCollection has no list of features.',
  NOT_A_FEATURE: 'Item {{feature}} of the FeatureCollection is not a GeoJSON feature.',
  NULL_GEOMETRY: 'Feature {{feature}} has no geometry.',
  GEOMETRY_COLLECTION:
    'Feature {{feature}} is a GeometryCollection; save each polygon as a feature of its own.',
  UNKNOWN_GEOMETRY_TYPE: 'Feature {{feature}} has a geometry of unknown type "{{type}}".',
  NON_POLYGON_FEATURES:
    'The shape contains {{count}} {{type}} feature(s); only polygons can define a project area.',
  MALFORMED_COORDINATES: 'Feature {{feature}} has coordinates that do not form polygon rings.',
  COORDINATE_NOT_A_NUMBER: 'Feature {{feature}} has a coordinate that is not a number.',
  COORDINATE_OUT_OF_RANGE:
    'Feature {{feature}} has a point off the map ({{longitude}}, {{latitude}}): longitude must be between -180 and 180 and latitude between -90 and 90.',
  BEYOND_MAP_LATITUDE:
    "Feature {{feature}} reaches latitude {{latitude}}, beyond the map: Ecotone works between {{limit}}° S and {{limit}}° N, where the map and the analyses' datasets end. Draw the area without the polar region.",
  ROUND_THE_GLOBE:
    'Feature {{feature}} goes all the way round the globe (round a pole, or as a band from -180 to 180 degrees of longitude). Draw the area itself, as it lies on the map.',
  RING_TOO_SHORT:
    'Feature {{feature}} has a ring of only {{positions}} positions; a ring needs at least 4 (three corners, then the first again).',
  NO_AREA:
    'The shape has no area: every ring is a flat line or a single point once repaired. Draw the area again.',
  BBOX_NOT_FOUR_NUMBERS: 'Bbox must be an array of 4 numbers: [minLng, minLat, maxLng, maxLat]',
  BBOX_MIN_NOT_LESS_THAN_MAX: 'Invalid bbox: min values must be less than max values',
} as const;
