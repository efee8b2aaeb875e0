import type { fireMethods as en } from '../en/fire-methods.js';
import type { Widen } from '../types.js';

/** Propiedad de la herramienta de contexto de incendios; ver docs/analyses/fire.md. */
export const fireMethods: Widen<typeof en> = {
  methods: {
    burnedArea: 'Área quemada y fechas de quema del producto mensual de área quemada MODIS MCD64A1',
    events:
      'Incendios: píxeles quemados vecinos con fechas de quema separadas como máximo 16 días forman un mismo incendio',
    severity:
      'Severidad del incendio a partir del índice normalizado de área quemada diferenciado (dNBR) en siete clases',
  },
  severity: {
    '1': 'Rebrote intenso',
    '2': 'Rebrote leve',
    '3': 'No quemado',
    '4': 'Severidad baja',
    '5': 'Severidad moderada-baja',
    '6': 'Severidad moderada-alta',
    '7': 'Severidad alta',
  },
  legend: {
    title: 'Severidad del incendio',
  },
  layers: {
    severity: 'Severidad del incendio {{fromYear}}-{{toYear}} (la más alta)',
    severityYear: 'Severidad del incendio {{year}}',
  },
  headlines: {
    events: 'Incendios',
    totalBurnedArea: 'Área quemada total',
    largestEvent: 'Incendio más grande',
    mostRecentFire: 'Incendio más reciente',
    onDate: 'el {{date}}',
  },
  charts: {
    monthlyTitle: 'Extensión mensual de incendios',
    yearlyTitle: 'Área quemada por año',
    month: 'Mes',
    year: 'Año',
    fireExtent: 'Extensión de incendios',
    burnedArea: 'Área quemada',
  },
  warnings: {
    noSeverity:
      '{{areaHa}} ha quemadas donde no hay datos de severidad; esa área no tiene clase de severidad.',
    noDataArea: 'El {{percent}} % del área queda fuera de los datos de área quemada.',
  },
};
