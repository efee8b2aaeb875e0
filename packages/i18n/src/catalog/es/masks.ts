import type { masks as en } from '../en/masks.js';
import type { Widen } from '../types.js';

/** Máscaras de exclusión en el asistente de nueva evaluación. */
export const masks: Widen<typeof en> = {
  panel: {
    title: 'Áreas de exclusión',
    demoData:
      'Datos de demostración (sintéticos): estas máscaras se calcularon con datos de demostración sintéticos generados por Ecotone, no con observaciones de este terreno.',
    intro:
      'Las máscaras de exclusión quitan las partes de la forma que un proyecto no puede usar (edificios, caminos, agua…). Los análisis se hacen sobre lo que queda: el área del proyecto.',
    close: 'Cerrar',
    clear: 'Borrar máscaras',
    loading: 'Cargando el panel de exclusión…',
    busy: 'Espere a que se apliquen las máscaras.',
    unavailable:
      'Ya existe una máscara de exclusión para la forma seleccionada: la evaluación la usa tal como está.',
  },
  modes: {
    label: 'Cómo excluir áreas',
    automatic: 'Automático',
    manual: 'Manual',
    upload: 'Subir',
    none: 'Ninguno',
  },
  automatic: {
    intro: 'Se excluyen las capas predeterminadas de la actividad de restauración:',
    activity: 'Actividad de restauración: {{activity}}',
    noActivity: 'Aún no se eligió una actividad de restauración: las capas predeterminadas.',
    note: 'Las capas siguen la actividad elegida en el paso 3.',
  },
  manual: {
    layers: 'Capas de máscara',
    thresholds: 'Umbrales',
    landCoverDataset: 'Conjunto de datos de cobertura del suelo',
    year: 'Año',
    slopeDegrees: 'Pendiente (grados)',
    slopeHelp: 'Un número entero de 1 a 90.',
    herbaceousPercent: 'Cobertura herbácea (%)',
    treePercent: 'Cobertura arbórea (%)',
    natSemiProbability: 'Probabilidad de pastizal natural/seminatural',
    percentHelp: 'De 0 a 100.',
    nonGrasslandRule:
      'No pastizal: probabilidad de pastizal < {{probability}}, cobertura arbórea > {{tree}} %, cobertura herbácea < {{herbaceous}} %',
  },
  none: {
    intro: 'No se excluye ningún área: los análisis se hacen sobre toda la forma.',
  },
  upload: {
    choose: 'Elegir un archivo de máscara',
    accepts: 'Un archivo .geojson o .json con una FeatureCollection de polígonos.',
    reading: 'Leyendo el archivo…',
    chosen: '{{name}}: {{count}} elemento(s) poligonal(es)',
    remove: 'Quitar el archivo de máscara',
    warningsTitle: 'La máscara se leyó, con estas observaciones:',
    errors: {
      wrongExtension: 'Elija un archivo .geojson o .json.',
      tooLarge: 'El archivo pesa más de {{size}} MB: una máscara son unos pocos polígonos.',
      notJson: 'El archivo no es JSON válido.',
      readFailed: 'No se pudo leer el archivo.',
    },
  },
  gaps: {
    noLayer: 'Marque al menos una capa de máscara o elija otro modo.',
    noUpload: 'Elija un archivo de máscara o elija otro modo.',
  },
  datasets: {
    worldcover: 'World Cover',
    esri: 'ESRI',
    dynamicworld: 'Dynamic World',
  },
  layers: {
    landCover: 'Cobertura del suelo',
    slopeDegrees: 'Pendiente (grados)',
    natSemiGrasslandProbability: 'Probabilidad de pastizal natural/seminatural',
    rangelandHerbaceous: 'Cobertura herbácea de pastizal',
    rangelandTree: 'Cobertura arbórea de pastizal',
    built: 'Áreas construidas',
    transportation: 'Caminos y vías férreas',
    water: 'Agua',
    cropland: 'Cultivos',
    wetland: 'Humedales',
    slope: 'Pendientes pronunciadas',
    merged: 'Todas las máscaras (unidas)',
    bareGround: 'Suelo desnudo',
    nonGrassland: 'No pastizal',
  },
  status: {
    none: 'Aún no aplicada',
    pending: 'En espera de aplicarse',
    running: 'Se está aplicando la máscara',
    success: 'Máscara aplicada',
    failed: 'Máscara aplicada, pero falló la vista previa',
    noDataAvailable: 'Conjunto de datos de apoyo no disponible para esta forma',
  },
  layerArea: '{{area}} excluidas',
  areas: {
    title: 'Áreas',
    total: 'Área total',
    mask: 'Área de máscara',
    project: 'Área del proyecto',
    loading: 'Calculando las áreas de máscara…',
    error: 'No se pudieron calcular las áreas de máscara: {{message}}',
    noMask: 'Sin máscara de exclusión: el área del proyecto es toda la forma.',
    nothingExcluded: 'Las máscaras no excluyen nada de esta forma.',
    existing: 'Se usa la máscara de exclusión existente de la forma.',
  },
  summary: {
    automatic: 'Automático: {{layers}}',
    manual: 'Manual: {{layers}}',
    thresholds:
      '{{dataset}} {{year}}; pendiente {{slope}}°; herbácea {{herbaceous}} %; arbórea {{tree}} %; probabilidad de pastizal {{probability}}',
    upload: 'Máscara subida: {{name}}',
    none: 'Ninguna: se analiza toda la forma',
    existing: 'La máscara existente de la forma',
    noLayers: 'Ninguna capa',
  },
};
