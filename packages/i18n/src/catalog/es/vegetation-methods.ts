import type { vegetation as en } from '../en/vegetation-methods.js';
import type { Widen } from '../types.js';

/** Textos de las herramientas de vegetación; ver docs/analyses/vegetation.md. */
export const vegetation: Widen<typeof en> = {
  methods: {
    ndvi: 'Índice de vegetación de diferencia normalizada (NDVI)',
    evi: 'Índice de vegetación mejorado (EVI)',
    theilSen: 'Pendiente de Theil-Sen de los valores anuales',
    mannKendall: 'Prueba de tendencia de Mann-Kendall de los valores anuales',
    seasonalMannKendall:
      'Prueba estacional de Mann-Kendall y pendiente estacional de Kendall de los valores mensuales',
    performance:
      'Desempeño de la productividad: cada píxel frente al percentil 90 de sus unidades de tierra similares (ecorregión, cobertura del suelo y suelo)',
  },
  indices: {
    ndvi: 'NDVI',
    evi: 'EVI',
  },
  levels: {
    None: 'Ninguna',
    Mild: 'Leve',
    Moderate: 'Moderada',
    High: 'Alta',
    Extreme: 'Extrema',
  },
  trends: {
    increasing: 'Aumento significativo',
    decreasing: 'Disminución significativa',
    none: 'Sin tendencia significativa',
  },
  charts: {
    yearly: '{{index}} anual',
    monthly: '{{index}} mensual',
    year: 'Año',
    month: 'Mes',
    meanLevel: 'Degradación media del desempeño',
    meanLevelField: 'Nivel medio de degradación (1 ninguna a 5 extrema)',
    degradedArea: 'Superficie degradada y no degradada',
    degraded: 'Degradada',
    nonDegraded: 'No degradada',
    degradedComment:
      'Degradada: niveles moderado, alto o extremo, productividad por debajo de la mitad de la de tierras similares (guía de buenas prácticas de la CNULD).',
    areaByLevel: 'Superficie por nivel de degradación',
  },
  headlines: {
    baseYearValue: '{{index}} en {{year}}',
    studyYearValue: '{{index}} en {{year}}',
    change: 'Cambio de {{index}} de {{baseYear}} a {{studyYear}}',
    yearlyTrend: 'Tendencia de {{index}} por año',
    seasonalTrend: 'Tendencia de {{index}} por año (serie mensual)',
    meanLevel: 'Nivel medio de degradación en {{year}}',
    meanPerformance: 'Desempeño medio en {{year}}',
    degradedArea: 'Superficie degradada en {{year}}',
  },
  layers: {
    slope: 'Tendencia de {{index}} {{baseYear}}-{{studyYear}}',
    index: '{{index}} {{year}}',
    degradation: 'Degradación del desempeño {{year}}',
  },
  legend: {
    slope: 'Cambio de {{index}} por año',
    degradationLevel: 'Nivel de degradación del desempeño',
  },
  warnings: {
    coarsened:
      'La serie se leyó a {{used}} m en lugar de {{asked}} m para que el número de píxeles sea manejable en esta área.',
    noDataArea: 'El {{percent}} % del área no tiene datos de índice de vegetación.',
    noPerformanceArea:
      'El {{percent}} % del área no tiene valor de desempeño: agua, o sin datos de índice de vegetación.',
    noLandCover:
      'No hay mapa de cobertura del suelo: las unidades de tierra similares no tienen en cuenta la cobertura.',
    noSoilType:
      'No hay mapa de suelos: las unidades de tierra similares no tienen en cuenta el tipo de suelo.',
    noEcoregions:
      'No hay mapa de ecorregiones: las unidades de tierra similares no tienen en cuenta las ecorregiones.',
  },
  errors: {
    notAYear: '"{{year}}" no es un año.',
    unknownInstrument: 'Instrumento desconocido "{{instrument}}".',
    yearOutOfRange: '{{instrument}} cubre de {{first}} a {{last}}; {{year}} queda fuera.',
    baseYearNotBeforeStudyYear:
      'El año base {{baseYear}} debe ser anterior al año de estudio {{studyYear}}.',
    unknownIndex: 'Índice de vegetación desconocido "{{index}}".',
    customScale: 'La escala personalizada {{scale}} debe estar entre 10 y 500 m.',
  },
};
