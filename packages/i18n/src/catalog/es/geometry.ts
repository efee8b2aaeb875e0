import type { geometry as en } from '../en/geometry.js';
import type { Widen } from '../types.js';

export const geometry: Widen<typeof en> = {
  EMPTY: 'El archivo no contiene ninguna forma.',
  NOT_AN_OBJECT:
    'No se pudo leer la forma: se esperaba un GeoJSON con una FeatureCollection de polígonos.',
  NOT_A_FEATURE_COLLECTION:
    'Se esperaba una FeatureCollection de polígonos, pero el GeoJSON es de tipo "{{type}}".',
  FEATURES_NOT_A_LIST: 'La FeatureCollection no tiene una lista de elementos (features).',
  NOT_A_FEATURE:
    'El elemento {{feature}} de la FeatureCollection no es un elemento GeoJSON (Feature).',
  NULL_GEOMETRY: 'El elemento {{feature}} no tiene geometría.',
  GEOMETRY_COLLECTION:
    'El elemento {{feature}} es una GeometryCollection; guarde cada polígono como un elemento propio.',
  UNKNOWN_GEOMETRY_TYPE:
    'El elemento {{feature}} tiene una geometría de tipo desconocido "{{type}}".',
  NON_POLYGON_FEATURES:
    'La forma contiene {{count}} elemento(s) de tipo {{type}}; solo los polígonos pueden definir un área de proyecto.',
  MALFORMED_COORDINATES:
    'El elemento {{feature}} tiene coordenadas que no forman anillos de polígono.',
  COORDINATE_NOT_A_NUMBER: 'El elemento {{feature}} tiene una coordenada que no es un número.',
  COORDINATE_OUT_OF_RANGE:
    'El elemento {{feature}} tiene un punto fuera del mapa ({{longitude}}, {{latitude}}): la longitud debe estar entre -180 y 180 y la latitud entre -90 y 90.',
  BEYOND_MAP_LATITUDE:
    'El elemento {{feature}} llega a la latitud {{latitude}}, fuera del mapa: Ecotone trabaja entre {{limit}}° S y {{limit}}° N, donde terminan el mapa y los datos de los análisis. Dibuje el área sin la región polar.',
  ROUND_THE_GLOBE:
    'El elemento {{feature}} da la vuelta completa al globo (alrededor de un polo, o como una franja de -180 a 180 grados de longitud). Dibuje el área tal como está en el mapa.',
  RING_TOO_SHORT:
    'El elemento {{feature}} tiene un anillo de solo {{positions}} posiciones; un anillo necesita al menos 4 (tres vértices y de nuevo el primero).',
  NO_AREA:
    'La forma no tiene superficie: una vez reparada, cada anillo es una línea plana o un solo punto. Vuelva a dibujar el área.',
  BBOX_NOT_FOUR_NUMBERS:
    'El bbox debe ser una lista de 4 números: [minLng, minLat, maxLng, maxLat]',
  BBOX_MIN_NOT_LESS_THAN_MAX:
    'Bbox no válido: los valores mínimos deben ser menores que los máximos',
};
