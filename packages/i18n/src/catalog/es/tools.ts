import type { tools as en } from '../en/tools.js';
import type { Widen } from '../types.js';

export const tools: Widen<typeof en> = {
  labels: {
    biodiversityContext: 'Contexto de biodiversidad',
    biodiversityMsa: 'Biodiversidad: abundancia media de especies',
    carbonInputs: 'Datos de entrada del modelo de carbono',
    context: 'Contexto',
    droughtsAndFloods: 'Sequías e inundaciones',
    fireContext: 'Historial de incendios',
    forestCarbon: 'Carbono forestal',
    grasslandCarbon: 'Carbono de pastizales',
    ifmCarbon: 'Carbono por manejo forestal mejorado',
    landCoverChange: 'Cambio de cobertura del suelo',
    monitoring: 'Monitoreo',
    performanceDegradation: 'Degradación de la productividad',
    searchEngine: 'Buscador de sitios',
    snapgrazeCarbon: 'Carbono del suelo en pastoreo',
    soilMoisturePotential: 'Potencial de humedad del suelo',
    vegetationChange: 'Cambio de la vegetación',
    waterBalance: 'Balance hídrico',
    wetlandsCarbon: 'Carbono de humedales',
    wetlandsBiodiversityMsa: 'Biodiversidad de humedales: abundancia media de especies',
    socSampling: 'Muestreo de carbono orgánico del suelo',
    stratifySoils: 'Estratificación de suelos',
    interpolation: 'Interpolación de carbono orgánico del suelo',
    landParcel: 'Parcela catastral',
  },
  categories: {
    context: 'Contexto',
    landCover: 'Cobertura del suelo',
    carbon: 'Carbono',
    biodiversity: 'Biodiversidad',
    water: 'Agua',
    degradation: 'Degradación',
    fire: 'Incendios',
    soil: 'Suelo',
    monitoring: 'Monitoreo',
    other: 'Otros',
  },
  status: {
    notAvailable: 'Aún no disponible: este análisis está en desarrollo y no se puede ejecutar.',
  },
  parameters: {
    projectDuration: {
      name: 'Duración del proyecto (años)',
      description: 'Cuántos años dura el proyecto, de 0 a 50.',
    },
    lcDatasetName: {
      name: 'Conjunto de datos de cobertura',
      description:
        'El producto de cobertura del suelo que se lee. Sus años limitan los que puede elegir.',
    },
    instrumentName: {
      name: 'Satélite',
      description: 'Las imágenes satelitales que se leen. Sus años limitan los que puede elegir.',
    },
    baseYear: {
      name: 'Año base',
      description: 'El año con el que se compara el año de estudio.',
    },
    studyYear: {
      name: 'Año de estudio',
      description: 'El año que se estudia; por defecto, el último que cubre el conjunto de datos.',
    },
    vegetationIndex: {
      name: 'Índice de vegetación',
      description: 'NDVI o EVI, calculado a partir de las imágenes satelitales.',
    },
    customScale: {
      name: 'Escala personalizada',
      description:
        'Tamaño de píxel del cálculo, de 10 a 500 m; se recomienda más de 40 m. Vacío: la resolución propia del satélite.',
    },
    msaActivityType: {
      name: 'Actividad de restauración',
      description:
        'El cambio de uso del suelo que supone el estado “después” en el terreno al que se aplica (decisión 0018).',
    },
    forestActivity: {
      name: 'Actividad',
      description:
        'La reforestación recupera el bosque donde lo hubo; la forestación planta donde no lo había.',
    },
    restoredState: {
      name: 'Estado restaurado',
      description: 'El nivel de manejo del pastizal que alcanza el proyecto.',
    },
    loggingFactor: {
      name: 'Factor de aprovechamiento',
      description: 'La parte de la cosecha habitual que el proyecto deja de extraer.',
    },
    carbonInputsAnalysisId: {
      name: 'Mediciones del sitio de un análisis anterior',
      description:
        'Reutiliza la temperatura, la precipitación, la arena y el carbono inicial del suelo medidos por un análisis anterior de datos de entrada del modelo de carbono en lugar de los valores siguientes.',
    },
    scenario: {
      name: 'Escenario',
      description: 'Modelar el proyecto o la línea base sin él.',
    },
    meanTemperature: {
      name: 'Temperatura media',
      description: 'Temperatura media anual del aire en el sitio.',
    },
    precipitation: {
      name: 'Precipitación',
      description: 'Precipitación media anual en el sitio.',
    },
    sand: {
      name: 'Arena (%)',
      description: 'Contenido de arena del suelo superficial, en porcentaje.',
    },
    initialSoilOrganicCarbon: {
      name: 'Carbono orgánico inicial del suelo (t C/ha)',
      description: 'Reserva de carbono orgánico del suelo al inicio, en la profundidad indicada.',
    },
    soilDepth: {
      name: 'Profundidad del suelo (cm)',
      description: 'Profundidad de suelo a la que se refiere la reserva de carbono.',
    },
    interventionArea: {
      name: 'Superficie de intervención',
      description: 'Superficie bajo el nuevo manejo del pastoreo.',
    },
    animalWeight: {
      name: 'Peso animal (kg)',
      description: 'Peso vivo medio de un animal en pastoreo.',
    },
    rotations: {
      name: 'Rotaciones por año',
      description: 'Cuántas veces al año pasa el rebaño por cada potrero.',
    },
    fire: {
      name: 'Frecuencia de incendios (por año)',
      description: 'Con qué frecuencia se quema el pastizal; 0 si nunca.',
    },
    ligninCellulose: {
      name: 'Lignina respecto a celulosa (%)',
      description: 'Proporción de lignina de la hojarasca, que frena su descomposición.',
    },
    decompositionRate: {
      name: 'Tasa de descomposición',
      description:
        'Constante del modelo: ritmo al que se descompone el carbono orgánico del suelo.',
    },
    maxAboveGroundNpp: {
      name: 'Productividad primaria neta aérea máxima',
      description: 'Constante del modelo: el mayor crecimiento vegetal aéreo que alcanza el sitio.',
    },
    wetdaysMultiplier: {
      name: 'Multiplicador de días húmedos',
      description: 'Constante del modelo: efecto del número de días húmedos en el crecimiento.',
    },
    plantCarbonMultiplier: {
      name: 'Multiplicador del carbono vegetal',
      description: 'Constante del modelo: escala el carbono que las plantas aportan al suelo.',
    },
    maxGrowthRate: {
      name: 'Tasa de crecimiento máxima',
      description: 'Constante del modelo: el rebrote más rápido de las plantas pastoreadas.',
    },
    samplePoints: {
      name: 'Número de puntos de muestreo',
      description: 'Al menos 5. Vacío: se calcula con el análisis de potencia.',
    },
    standardDeviation: {
      name: 'Desviación estándar estimada',
      description: 'Dispersión esperada del carbono orgánico del suelo entre muestras, hasta 50.',
    },
    minimalDetectableDifference: {
      name: 'Diferencia mínima detectable',
      description: 'El menor cambio que el muestreo debe detectar. 0 o menos pasa a ser 0,01.',
    },
    power: {
      name: 'Potencia estadística',
      description:
        'Probabilidad de detectar un cambio real igual a la diferencia mínima detectable.',
    },
    significanceLevel: {
      name: 'Nivel de significación',
      description: 'Probabilidad de informar de un cambio que no es real.',
    },
    tails: {
      name: 'Colas de la prueba',
      description: 'Una cola prueba un cambio en un sentido; dos colas, en cualquiera de los dos.',
    },
    bufferByArea: {
      name: 'Margen según la superficie',
      description: 'Aleja los puntos de muestreo de los bordes, en proporción a la superficie.',
    },
    ranchPropertyName: {
      name: 'Propiedad con el nombre del rancho',
      description: 'La propiedad de la forma que nombra cada rancho.',
    },
    interpolationMethod: {
      name: 'Método de interpolación',
      description: 'Cómo se estima el carbono orgánico del suelo entre los puntos de muestreo.',
    },
    socPointsCsv: {
      name: 'Archivo de puntos de muestreo (.csv)',
      description: 'Un archivo .csv con las columnas Name, Lat, Lon y SOC.',
    },
    krigingModel: {
      name: 'Modelo de variograma',
      description: 'La forma del variograma que se ajusta para el kriging.',
    },
    maxDistance: {
      name: 'Distancia máxima',
      description: 'Los puntos de muestreo más alejados no intervienen en una estimación.',
    },
    sigma2: {
      name: 'Sigma²',
      description: 'Varianza del error de medición (el efecto pepita).',
    },
    alpha: {
      name: 'Alfa',
      description: 'Valor previo del alcance del variograma.',
    },
    activity: {
      name: 'Actividad',
      description: 'La actividad de restauración para la que se buscan sitios.',
    },
    minDegradationLevel: {
      name: 'Nivel mínimo de degradación',
      description: 'De 1 (ninguna) a 5 (extrema).',
    },
    maxDegradationLevel: {
      name: 'Nivel máximo de degradación',
      description: 'De 1 (ninguna) a 5 (extrema).',
    },
    maxDrought: {
      name: 'Nivel máximo de sequía',
      description: 'De 1 (el más bajo) a 5 (el más alto).',
    },
    minSlope: {
      name: 'Pendiente mínima',
      description: 'La pendiente más suave que se incluye.',
    },
    maxSlope: {
      name: 'Pendiente máxima',
      description: 'La pendiente más pronunciada que se incluye.',
    },
    aridityClasses: {
      name: 'Clases de aridez',
      description: 'Las clases de aridez que se incluyen.',
    },
    buffer: {
      name: 'Margen',
      description: 'Amplía (positivo) o reduce (negativo) la parcela, de -100 a 200 m.',
    },
    timestep: {
      name: 'Paso temporal',
      description: 'El periodo sobre el que se calcula el índice de precipitación estandarizado.',
    },
    monitoringInstrumentName: {
      name: 'Conjunto de imágenes',
      description:
        'Las imágenes satelitales con las que se monitorea. Sus fechas limitan las que puede elegir.',
    },
    startDate: {
      name: 'Fecha de inicio',
      description: 'Vacío: desde la primera imagen del conjunto.',
    },
    endDate: {
      name: 'Fecha de fin',
      description: 'Vacío: hasta hoy.',
    },
  },
  options: {
    vegetationIndex: { ndvi: 'NDVI', evi: 'EVI' },
    forestActivity: { reforestation: 'Reforestación', afforestation: 'Forestación' },
    msaActivityType: {
      reforestation: 'Reforestación de cultivos y pastos desmontados',
      afforestation: 'Plantación forestal en cultivos',
      agroforestry: 'Agroforestería en cultivos',
      sustainableAgriculture: 'Agricultura de bajos insumos',
      sustainableGrazing: 'Pastoreo sostenible de pastos desmontados',
      grasslandRestoration: 'De cultivo a pastizal pastoreado',
      improvedForestManagement: 'Gestión forestal mejorada (sin tala)',
      wetlandRestoration: 'Restauración de humedales',
      mangroveRestoration: 'Restauración de manglares',
    },
    restoredState: { improved: 'Mejorado', improvedWithInputs: 'Mejorado con insumos' },
    loggingFactor: {
      none: '0 (sin reducción)',
      quarter: '0,25',
      half: '0,5',
      threeQuarters: '0,75',
      full: '1 (sin aprovechamiento)',
    },
    scenario: { project: 'Proyecto', baseline: 'Línea base' },
    tails: { one: 'Una cola', two: 'Dos colas' },
    interpolationMethod: { inverseDistance: 'Distancia inversa', kriging: 'Kriging' },
    krigingModel: { spherical: 'Esférico', exponential: 'Exponencial', gaussian: 'Gaussiano' },
    slope: { deg0: '0°', deg5: '5°', deg10: '10°', deg15: '15°', deg20: '20°' },
    activity: {
      grasslandRegeneration: 'Regeneración de pastizales',
      reforestation: 'Reforestación',
      afforestation: 'Forestación',
      grasslandInForestBiomes: 'Pastizales, incluidos biomas forestales',
    },
    aridityClasses: {
      hyperArid: 'Hiperárido',
      arid: 'Árido',
      semiArid: 'Semiárido',
      drySubHumid: 'Subhúmedo seco',
      humid: 'Húmedo',
    },
    timestep: {
      m3: '3 meses',
      m6: '6 meses',
      m12: '12 meses',
      m24: '24 meses',
      m36: '36 meses',
      m48: '48 meses',
    },
  },
  templates: {
    forest1: 'Bosque: forestación y reforestación',
    grasslands1: 'Pastizales',
    ifm1: 'Manejo forestal mejorado',
    mangrove1: 'Manglares',
    undeterminedActivity1: 'Sin restauración',
    custom: 'Personalizado',
  },
  instruments: {
    labels: {
      sentinel2: 'Sentinel-2',
      landsat4: 'Landsat 4',
      landsat5: 'Landsat 5',
      landsat7: 'Landsat 7',
      landsat8: 'Landsat 8',
      landsat9: 'Landsat 9',
      modis: 'MODIS',
    },
    notes: {
      sentinel2:
        'La reflectancia de superficie (nivel 2A) es global desde 2016 en Planetary Computer.',
      landsat7:
        'Las imágenes desde junio de 2003 tienen huecos (franjas) por una falla del corrector de líneas.',
      modis: '250 m: para superficies grandes.',
    },
    monitoringLabels: {
      'landsat8-9': 'Landsat 8 y 9',
    },
    lcLabels: {
      modis: 'MODIS Land Cover (MCD12Q1)',
      'esa-cci': 'ESA CCI Land Cover',
      esri: 'Esri 10 m Land Use/Land Cover',
      worldcover: 'ESA WorldCover',
      dynamicworld: 'Dynamic World',
    },
    lcNotes: {
      modis: 'Cubre 2001: úselo, o ESA CCI, para un año base 2001. Píxeles de 500 m.',
      'esa-cci': 'Cubre 2001 y años anteriores. Píxeles de 300 m.',
      esri: 'Solo desde 2017. Píxeles de 10 m.',
      worldcover:
        'Solo 2020 y 2021; se elaboraron con métodos distintos, así que parte de la diferencia entre ambos no es un cambio real.',
      dynamicworld:
        'Desde mediados de 2015, solo a través de Google Earth Engine: esta instalación no puede leerlo.',
    },
  },
  problems: {
    unknownTool: 'No es una herramienta de análisis.',
    notToolInputs:
      'Los datos de entrada de esta herramienta deben ser un conjunto de valores con nombre.',
    toolNotAvailable: 'Este análisis aún no está disponible y no se puede ejecutar.',
    unknownParameter: 'Este análisis no tiene ese dato de entrada.',
    required: 'Se requiere un valor.',
    notANumber: 'Debe ser un número.',
    belowMin: 'Debe ser como mínimo {{min}}.',
    aboveMax: 'Debe ser como máximo {{max}}.',
    offStep: 'Debe ser un múltiplo de {{step}}.',
    notAYear: 'Debe ser un año.',
    yearOutOfRange:
      'Debe ser un año de {{min}} a {{max}}, los años que cubre el conjunto de datos.',
    notADate: 'Debe ser una fecha con el formato aaaa-MM-dd.',
    dateOutOfRange: 'Debe ser una fecha de {{min}} a {{max}}.',
    notAnOption: 'Debe ser una de las opciones de la lista.',
    unknownInstrument: 'Debe ser uno de los conjuntos de datos de la lista.',
    notText: 'Debe ser un texto.',
    notAList: 'Debe ser una lista de textos.',
    notABoolean: 'Debe estar activado o desactivado.',
    csvMissingColumns: 'Al archivo le faltan las columnas: {{columns}}.',
  },
};
