import type { report as en } from '../en/report.js';
import type { Widen } from '../types.js';

export const report: Widen<typeof en> = {
  title: 'Evaluación del capital natural',
  cover: {
    site: 'Sitio',
    noSite: 'No forma parte de un sitio',
    shape: 'Forma',
    grossArea: 'Superficie bruta',
    excludedArea: 'Excluida por máscaras',
    netArea: 'Superficie neta del proyecto',
    noExclusions: 'sin máscaras de exclusión',
    maskLayers: 'Máscaras de exclusión',
    created: 'Evaluación creada',
    createdBy: '{{date}} por {{name}}',
    reportDate: 'Fecha del informe',
    dataMode: 'Datos',
    synthetic: 'Datos de demostración sintéticos generados por Ecotone, no observaciones',
    production: 'Conjuntos de datos de producción (véase Fuentes de datos y métodos)',
    stage: 'Etapa',
    restorationActivity: 'Actividad de restauración recomendada',
    noActivity: 'Ninguna elegida',
    analyses: 'Análisis',
    analysesFinished: '{{finished}} de {{count}} terminados',
    units: 'Unidades',
    unitSystems: { metric: 'Métricas', imperial: 'Imperiales (EE. UU.)' },
  },
  contents: {
    title: 'Contenido',
  },
  map: {
    shapeCaption: 'La forma evaluada',
    north: 'N',
    projection: 'Web Mercator (EPSG:3857), WGS 84',
    boundaries: 'Límites: Natural Earth, nivel 1 (dominio público)',
    locator: 'Ubicación',
    layerCaption: 'Mapa: {{layer}}',
    layerUnavailable: 'No se puede dibujar el mapa de esta capa: su archivo no está disponible.',
    layerEmpty: 'Esta capa no tiene valores dentro de la forma.',
    legend: 'Leyenda',
  },
  page: {
    number: 'Página {{page}} de {{count}}',
  },
  tool: {
    notFinished: 'Sin terminar: {{state}}.',
    running: 'Sin terminar: {{state}}, {{percent}} % hecho.',
    failed: 'Falló: {{error}}',
    failedNoReason: 'Este análisis falló.',
    cancelled: 'Este análisis se canceló antes de terminar.',
    noResult: 'El resultado de este análisis no está disponible.',
    noTable: 'Los valores de este análisis están en la página de la evaluación.',
    seriesHidden: 'Series que la página muestra solo a petición: {{series}}.',
  },
  sources: {
    title: 'Fuentes de datos y métodos',
    intro:
      'Cada conjunto de datos que leyeron los análisis de esta evaluación, una sola vez, y después los métodos que aplicaron.',
    link: 'Enlace: {{url}}',
    analyses: 'Análisis: {{tools}}',
    none: 'Aún no hay fuentes de datos registradas.',
  },
  empty: {
    title: 'Aún no hay datos de la evaluación',
    body: 'Esta evaluación aún no está lista. Vuelva a consultarla más tarde.',
  },
};
