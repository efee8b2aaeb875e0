import type { files as en } from '../en/files.js';
import type { Widen } from '../types.js';

export const files: Widen<typeof en> = {
  NO_FILES: 'No se eligió ningún archivo.',
  SLOW_IMPORT: 'leerlos tomó más de {{seconds}} s. Suba menos formas o formas más simples.',
  HEAVY_IMPORT:
    'leerlos necesitó más de {{megabytes}} MB de memoria. Suba menos formas o formas más simples.',
  UNSUPPORTED_TYPE: '{{file}}: este tipo de archivo no es compatible.',
  GPX_NOT_AREAS:
    '{{file}} es un archivo GPX: GPX guarda recorridos (tracks), rutas y puntos de paso, no áreas. Suba el área como shapefile, GeoJSON, KML o KMZ.',
  FILE_TOO_LARGE: '{{file}} pesa más de {{limitMb}} MB, el máximo que se puede subir.',
  TOO_MANY_VERTICES:
    '{{file}}: las formas tienen más de {{limit}} puntos en total. Simplifíquelas en su software SIG antes de subirlas.',
  NO_SHAPES: '{{file}} no contiene ninguna forma.',
  BEYOND_MAP_LATITUDE:
    '{{file}}: una forma llega a la latitud {{latitude}}, fuera del mapa: Ecotone trabaja entre {{limit}}° S y {{limit}}° N, donde terminan el mapa y los datos de los análisis. Deje fuera la región polar.',
  ROUND_THE_GLOBE:
    '{{file}}: una forma da la vuelta completa al globo (alrededor de un polo, o como una franja de -180 a 180 grados de longitud). Suba el área tal como está en el mapa.',
  ONLY_POINTS:
    '{{file}} contiene solo puntos ({{count}}); solo los polígonos pueden definir el área de un proyecto.',
  ONLY_LINES:
    '{{file}} contiene solo líneas ({{count}}); solo los polígonos pueden definir el área de un proyecto.',
  ONLY_POINTS_AND_LINES:
    '{{file}} contiene solo puntos ({{points}}) y líneas ({{lines}}); solo los polígonos pueden definir el área de un proyecto.',
  POINTS_LEFT_OUT:
    '{{file}}: se omitieron {{count}} elementos de tipo punto; solo los polígonos pueden definir el área de un proyecto.',
  LINES_LEFT_OUT:
    '{{file}}: se omitieron {{count}} elementos de tipo línea; solo los polígonos pueden definir el área de un proyecto.',

  SHAPEFILE_PART_MISSING:
    '{{file}}: un shapefile necesita sus archivos .shp, .shx y .prj juntos. Falta: {{missing}}.',
  SHAPEFILE_DUPLICATE_PART: '{{file}} se subió dos veces.',
  SHP_CORRUPT: '{{file}} no es un shapefile (.shp) válido: está dañado o tiene otro formato.',
  SHP_TRUNCATED:
    '{{file}} está incompleto: debería tener {{expectedBytes}} bytes y tiene {{actualBytes}}. Cópielo o expórtelo de nuevo.',
  SHP_TRUNCATED_RECORD:
    '{{file}} está incompleto: la forma {{record}} está cortada. Cópielo o expórtelo de nuevo.',
  SHP_RECORD_CORRUPT: '{{file}} está dañado: no se puede leer la forma {{record}}.',
  SHP_UNSUPPORTED_SHAPE_TYPE:
    '{{file}} contiene formas de tipo {{shapeType}} (como multiparches 3D), que no se pueden importar.',
  SHX_CORRUPT: '{{file}} no es un índice de shapefile (.shx) válido.',
  SHX_RECORD_COUNT_MISMATCH:
    '{{file}} no corresponde a su .shp: indexa {{shxRecords}} formas pero el .shp tiene {{shpRecords}}. Probablemente los archivos vienen de exportaciones distintas.',
  SHX_OFFSET_MISMATCH:
    '{{file}} no corresponde a su .shp en la forma {{record}}. Probablemente los archivos vienen de exportaciones distintas.',
  PRJ_EMPTY: '{{file}} está vacío, así que se desconoce la proyección del shapefile.',
  PROJECTION_UNKNOWN:
    '{{file}}: no se reconoce la proyección «{{projection}}». Exporte el shapefile en WGS 84 (EPSG:4326) o en una zona UTM.',
  PROJECTION_UNSUPPORTED:
    '{{file}}: la proyección «{{projection}}» necesita archivos de rejilla del datum que no están disponibles. Exporte el shapefile en WGS 84 (EPSG:4326).',
  PROJECTION_OUT_OF_RANGE:
    '{{file}}: tras reproyectar, algunas coordenadas quedan fuera de longitud -180 a 180 o latitud -90 a 90, así que la proyección (.prj) probablemente no corresponde a estos datos.',
  COORDINATES_NOT_LON_LAT:
    '{{file}}: las coordenadas no son longitud y latitud en grados (WGS 84). Exporte el archivo en EPSG:4326.',
  DATUM_NOT_CONVERTED:
    '{{file}}: el datum {{datum}} no se pudo convertir a WGS 84, así que las formas pueden estar desplazadas hasta unos cientos de metros.',
  NULL_SHAPES_SKIPPED:
    '{{file}}: se omitieron {{count}} formas sin geometría (formas nulas); las demás se importaron.',
  DBF_UNREADABLE:
    '{{file}}: la tabla de atributos está dañada; algunos o todos los atributos no se importaron.',
  DBF_RECORD_COUNT_MISMATCH:
    '{{file}}: la tabla de atributos tiene {{dbfRecords}} filas para {{shpRecords}} formas; puede que los atributos no correspondan a sus formas.',
  CPG_UNKNOWN:
    '{{file}}: la codificación de texto «{{encoding}}» es desconocida; las letras acentuadas de los atributos pueden verse mal.',

  INVALID_JSON: '{{file}} no es un JSON válido.',
  INVALID_JSON_AT: '{{file}} no es un JSON válido: error en la línea {{line}}, columna {{column}}.',
  NOT_GEOJSON:
    '{{file}} es JSON pero no GeoJSON: se esperaba una FeatureCollection, una Feature o una geometría.',
  EMPTY_FEATURE_COLLECTION: '{{file}} es una FeatureCollection vacía: no contiene ningún elemento.',
  GEOJSON_INVALID_FEATURE: '{{file}}: el elemento {{feature}} no es GeoJSON válido.',
  GEOJSON_UNSUPPORTED_CRS:
    '{{file}} declara el sistema de coordenadas {{crs}}, que no es compatible. Expórtelo en WGS 84 (EPSG:4326).',

  INVALID_KML: '{{file}} no es un archivo KML válido.',
  KMZ_WITHOUT_KML: '{{file}} no contiene ningún documento KML.',
  ZIP_CORRUPT:
    '{{file}} no se puede abrir: el zip está dañado, cifrado o usa una compresión no compatible.',
  ZIP_WITHOUT_SHAPEFILE: '{{file}} no contiene ningún shapefile (.shp).',
  ZIP_TOO_MANY_ENTRIES: '{{file}} contiene {{count}} archivos; se aceptan como máximo {{limit}}.',
  ZIP_TOO_LARGE_UNCOMPRESSED:
    '{{file}} ocupa más de {{limitMb}} MB al descomprimirlo, más de lo que se puede importar.',
  ZIP_ENTRY_SIZE_MISMATCH:
    '{{file}}: {{entry}} ocupa más de lo que indica la cabecera del zip. El zip está dañado o fue creado para agotar la memoria.',
};
