import type { context as en } from '../en/context.js';
import type { Widen } from '../types.js';

export const context: Widen<typeof en> = {
  title: 'Contexto',
  demoData: {
    badge: 'Datos de demostración (sintéticos): no aptos para decisiones',
    notice:
      'Estos resultados se calcularon con datos de demostración sintéticos generados por Ecotone, no con observaciones. Muestran cómo funciona el análisis; no los use para tomar decisiones sobre este terreno.',
  },
  fields: {
    studyAreaHa: 'Área de estudio',
    elevation: 'Elevación',
    elevationMin: 'Elevación mínima',
    elevationMean: 'Elevación media',
    elevationMax: 'Elevación máxima',
    slopeMean: 'Pendiente media',
    slopeMax: 'Pendiente máxima',
    meanTemperature: 'Temperatura media anual',
    annualPrecipitation: 'Precipitación anual',
    potentialEvapotranspiration: 'Evapotranspiración potencial',
    aridityIndex: 'Índice de aridez',
    aridityClass: 'Clase de aridez',
    ecoregion: 'Ecorregión',
    biome: 'Bioma',
    basins: 'Cuencas hidrográficas',
    countries: 'Países',
    states: 'Estados y provincias',
    substates: 'Municipios',
    protectedAreas: 'Áreas protegidas a menos de 50 km',
    keyBiodiversityAreas: 'Áreas clave para la biodiversidad a menos de 50 km',
    distance: 'Distancia',
    overlap: 'Superposición',
    designation: 'Designación',
    iucnCategory: 'Categoría UICN',
    protection: 'Protección',
  },
  aridityClass: {
    hyperArid: 'Hiperárido',
    arid: 'Árido',
    semiArid: 'Semiárido',
    drySubHumid: 'Subhúmedo seco',
    humid: 'Húmedo',
  },
  iucnCategory: {
    Ia: 'Ia Reserva natural estricta',
    Ib: 'Ib Área silvestre',
    II: 'II Parque nacional',
    III: 'III Monumento o característica natural',
    IV: 'IV Área de gestión de hábitats/especies',
    V: 'V Paisaje terrestre/marino protegido',
    VI: 'VI Área protegida con uso sostenible de los recursos naturales',
    notReported: 'No informada',
    notApplicable: 'No aplicable',
    notAssigned: 'No asignada',
  },
  protectStatus: {
    whole: 'Protegida en su totalidad',
    most: 'Protegida en su mayor parte',
    some: 'Protegida en parte',
    littleNone: 'Poca o ninguna protección',
    unknown: 'Protección desconocida',
  },
  /** Names of synthetic demo features: made up, and they say so in every language. */
  syntheticNames: {
    ecoregion: 'Ecorregión de demostración {{id}} (sintética)',
    basin: 'Cuenca de demostración {{id}} (sintética)',
    protectedArea: 'Área protegida de demostración {{id}} (sintética)',
    keyBiodiversityArea: 'Área clave para la biodiversidad de demostración {{id}} (sintética)',
  },
  /** The 14 biomes of RESOLVE Ecoregions 2017 by BIOME_NUM (Dinerstein et al. 2017). */
  biomes: {
    '1': 'Bosques húmedos tropicales y subtropicales de hoja ancha',
    '2': 'Bosques secos tropicales y subtropicales de hoja ancha',
    '3': 'Bosques de coníferas tropicales y subtropicales',
    '4': 'Bosques templados de hoja ancha y mixtos',
    '5': 'Bosques templados de coníferas',
    '6': 'Bosques boreales/taiga',
    '7': 'Pastizales, sabanas y matorrales tropicales y subtropicales',
    '8': 'Pastizales, sabanas y matorrales templados',
    '9': 'Pastizales y sabanas inundables',
    '10': 'Pastizales y matorrales de montaña',
    '11': 'Tundra',
    '12': 'Bosques, arbolados y matorrales mediterráneos',
    '13': 'Desiertos y matorrales xerófilos',
    '14': 'Manglares',
  },
  layers: {
    elevation: 'Elevación',
    protectedAreas: 'Áreas protegidas',
    keyBiodiversityAreas: 'Áreas clave para la biodiversidad',
    ecoregions: 'Ecorregiones',
  },
  legend: {
    elevation: 'Elevación (m)',
    iucnCategory: 'Categoría de gestión UICN',
    protectStatus: 'Proporción protegida',
    ecoregions: 'Ecorregiones',
    ecoregionItem: '{{name}} ({{biome}})',
  },
  methods: {
    zonalStatistics:
      'Estadísticas zonales ponderadas por área (centros de píxel, áreas de píxel elipsoidales)',
    hornSlope: 'Pendiente por diferencias finitas de Horn',
    aridity: 'Índice de aridez P/ETP y clases de aridez del PNUMA',
    proximity:
      'Áreas protegidas y áreas clave para la biodiversidad a menos de 50 km: distancia geodésica y superposición',
    ecoregion: 'Ecorregión y bioma dominantes por área de superposición',
    thornthwaite: 'Evapotranspiración potencial de Thornthwaite (clima sintético de demostración)',
  },
  notes: {
    substatesUnknown:
      'Los municipios (divisiones de segundo nivel) no se conocen sin conexión y no se listan.',
    smallerThanPixel:
      'El área es menor que un píxel de un conjunto de datos; ese valor es el del píxel bajo su centro.',
  },
};
