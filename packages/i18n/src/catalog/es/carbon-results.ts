import type { carbonResults as en } from '../en/carbon-results.js';
import type { Widen } from '../types.js';

/** La pestaña de carbono de la página de resultados; véase docs/analysis-results.md. */
export const carbonResults: Widen<typeof en> = {
  title: 'Carbono',
  unavailable: 'Los valores de carbono de este resultado no están disponibles.',
  units: {
    label: 'Unidad de carbono',
    tC: 'tC',
    tCO2: 'tCO2e',
    tCHint: 'Toneladas de carbono',
    tCO2Hint: 'Toneladas de CO2 equivalente (toneladas de carbono × 44/12)',
  },
  headline: {
    title: 'Resumen',
    studyArea: 'Área de estudio',
    baseline: 'Reserva de carbono de referencia',
    totalChange: 'Cambio total en {{years}} años',
    annualChange: 'Cambio anual medio',
    perArea: '{{value}} ({{perArea}})',
    range: 'rango de {{low}} a {{high}}',
    rangeNote:
      'Los rangos toman a la vez cada valor por defecto publicado (tablas del IPCC) en el extremo bajo o alto de su incertidumbre: un límite de lo que permiten los valores por defecto, no un intervalo de confianza.',
  },
  percent: '{{value}} %',
  percentOf: '{{value}} ({{percent}} %)',
  baselineOnly:
    'Ninguna actividad cambia la reserva de carbono de esta área de estudio, así que solo se muestra la reserva de referencia.',
  table: {
    title: 'Carbono por depósito',
    pool: 'Depósito',
    baseline: 'Reserva de referencia',
    change: 'Cambio en {{years}} años',
  },
  activities: {
    title: 'Cambio por actividad',
    activity: 'Actividad',
    area: 'Área',
    change: 'Cambio total',
    perArea: 'Cambio por unidad de área',
    annual: 'Cambio anual medio',
    percent: 'Cambio respecto a la reserva de referencia',
    range: 'Rango de incertidumbre',
  },
  charts: {
    baselineByPool: 'Reserva de referencia por depósito',
    changeByPool: 'Cambio por depósito',
    changeByActivity: 'Cambio por actividad',
    mixedSigns:
      'Aquí se mezclan ganancias y pérdidas, así que no hay gráfico circular: la tabla muestra todos los valores.',
    stockByYear: 'Reserva de carbono por año',
    year: 'Año del proyecto',
    losses: 'Pérdidas, por magnitud',
  },
  details: {
    show: 'Mostrar detalles del gráfico',
    hide: 'Ocultar detalles del gráfico',
  },
  masterCarbonLog: {
    link: 'Registro maestro de carbono (Master Carbon Log)',
    hint: 'Cómo se calculó este valor consta en el',
  },
  pools: {
    aboveGroundBiomass: 'Biomasa aérea',
    belowGroundBiomass: 'Biomasa subterránea',
    deadwoodAndLitter: 'Madera muerta y hojarasca',
    deadwood: 'Madera muerta',
    soilOrganicCarbon: 'Carbono orgánico del suelo',
    rootsBiomass: 'Biomasa de raíces',
    loggedBiomass: 'Biomasa aprovechada',
    totalCarbon: 'Total',
  },
  changeTypes: {
    afforestation: 'Forestación',
    reforestation: 'Reforestación',
    sgm: 'Manejo sostenible del pastoreo',
    ifm: 'Manejo forestal mejorado',
    wetlandRestoration: 'Restauración de humedales',
    mangroveRestoration: 'Restauración de manglares',
  },
};
