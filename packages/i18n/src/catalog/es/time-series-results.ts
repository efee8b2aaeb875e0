import type { timeSeriesResults as en } from '../en/time-series-results.js';
import type { Widen } from '../types.js';

/** La pestaña de series temporales de la página de resultados, su gráfico y su tabla de incendios. */
export const timeSeriesResults: Widen<typeof en> = {
  unavailable: 'Resultados no disponibles.',
  headlines: {
    title: 'Resumen',
    studyArea: 'Área de estudio',
    period: 'Periodo',
    periodValue: '{{start}} a {{end}}',
    classValue: '{{value}} ({{class}})',
  },
  charts: {
    title: 'Gráficos',
  },
  chart: {
    view: 'Mostrar el gráfico o su tabla',
    showChart: 'Gráfico',
    showTable: 'Tabla',
    legend: 'Series (pulse para mostrar u ocultar)',
    hidden: 'oculta',
    year: 'Año',
    month: 'Mes',
    noData: 'Resultados no disponibles.',
    allHidden: 'Todas las series están ocultas: pulse una en la leyenda para mostrarla.',
    trend: 'Tendencia de {{label}}: {{slope}} por {{step}}, {{test}}',
    steps: { year: 'año', month: 'mes' },
    significant: 'significativa (p = {{p}})',
    notSignificant: 'no significativa (p = {{p}})',
    significantBelow: 'significativa (p < {{p}})',
    percentile: '{{label}}, percentil {{percentile}}: {{value}}',
    range: 'Rango de {{label}}',
    rangeValue: '{{low}} a {{high}}',
    withUnit: '{{label}} ({{unit}})',
    table: {
      caption: 'Valores del gráfico «{{title}}»',
      time: 'Fecha',
    },
  },
  fire: {
    title: 'Historial de incendios',
    caption:
      'Incendios en el área de estudio, del más reciente al más antiguo; despliegue un incendio para ver su superficie por severidad.',
    date: 'Fecha',
    area: 'Superficie quemada',
    share: 'Proporción del área de estudio',
    dateRange: '{{start}} a {{end}}',
    expand: 'Mostrar la severidad del incendio del {{date}}',
    collapse: 'Ocultar la severidad del incendio del {{date}}',
    severity: 'Severidad del incendio',
    percent: '{{value}} %',
    empty: 'No hay incendios previos en esta área de estudio.',
    severityLevel: 'Nivel {{level}}: {{name}}',
    severityLevels: {
      '1': 'Rebrote intenso',
      '2': 'Rebrote leve',
      '3': 'No quemado',
      '4': 'Severidad baja',
      '5': 'Severidad moderada-baja',
      '6': 'Severidad moderada-alta',
      '7': 'Severidad alta',
    },
  },
};
