import type { waterMethods as en } from '../en/water-methods.js';
import type { Widen } from '../types.js';

/** Propiedad de las herramientas de agua del motor de análisis; ver docs/analyses/water.md. */
export const waterMethods: Widen<typeof en> = {
  methods: {
    spi: 'Índice de Precipitación Estandarizado de la precipitación mensual media del área (McKee et al. 1993)',
    gammaFit:
      'Distribución gamma ajustada a cada mes del año con la aproximación de máxima verosimilitud de Thom',
    referencePeriod:
      'Calibrado con la normal climática 1991–2020 (todo el registro cuando es más corto)',
    waterBalance:
      'Balance hídrico mensual del suelo de Thornthwaite–Mather con la capacidad de retención de agua del suelo',
    thornthwaitePet:
      'Evapotranspiración potencial de Thornthwaite (1948) a partir de la temperatura media mensual',
    soilMoisture:
      'Agua del suelo de los últimos cinco años con un balance de Thornthwaite–Mather de la capacidad de retención del suelo',
  },
  spiClasses: {
    extremelyWet: 'Extremadamente húmedo',
    veryWet: 'Muy húmedo',
    moderatelyWet: 'Moderadamente húmedo',
    nearNormal: 'Cercano a lo normal',
    moderatelyDry: 'Moderadamente seco',
    severelyDry: 'Severamente seco',
    extremelyDry: 'Extremadamente seco',
  },
  charts: {
    spiYearly: 'SPI por año (escala de {{months}} meses)',
    spiMonthly: 'SPI por mes (escala de {{months}} meses)',
    waterBalanceYearly: 'Balance hídrico por año',
    waterBalanceMonthly: 'Balance hídrico por mes',
    precipitation5Years: 'Precipitación de los últimos cinco años',
  },
  fields: {
    year: 'Año',
    month: 'Mes',
    spi: 'SPI',
    spiAll: 'Todos',
    spiFlooding: 'Inundación',
    spiDrought: 'Sequía',
    precipitation: 'Precipitación',
    actualEvapotranspiration: 'Evapotranspiración real',
    runoff: 'Escorrentía',
    precipitation5YearAverage: 'Promedio de cinco años',
  },
  comments: {
    spiNotFloodModel:
      'Un SPI positivo indica periodos más húmedos de lo habitual, un indicador de inundación; no es un modelo de inundaciones.',
    stacked:
      'La evapotranspiración y la escorrentía se apilan: juntas son la precipitación que salió del suelo; el resto cambió el agua almacenada en él.',
  },
  headlines: {
    studyYearSpi: 'SPI de {{year}}',
    droughtCount: 'Episodios de sequía',
    longestDroughtMonths: 'Sequía más larga (meses)',
    lowestSpi: 'SPI más bajo en una sequía',
    precipitation5YearAverage: 'Precipitación, promedio de cinco años',
    waterHoldingCapacity: 'Capacidad de retención de agua del suelo',
    meanSoilMoisture: 'Agua media del suelo',
    relativeSoilMoisture: 'Agua del suelo, porcentaje de la capacidad (%)',
    fullSoilMonths: 'Meses con el suelo lleno (%)',
    mean: {
      precipitation: 'Precipitación anual media',
      potentialEvapotranspiration: 'Evapotranspiración potencial anual media',
      actualEvapotranspiration: 'Evapotranspiración real anual media',
      runoff: 'Escorrentía anual media',
      soilMoisture: 'Agua media del suelo',
    },
  },
  layers: {
    spi: 'SPI ({{months}} meses), media de {{year}}',
    soilMoisture: 'Agua media del suelo {{from}}–{{to}}',
  },
  legend: {
    spi: 'Índice de Precipitación Estandarizado',
    soilMoisture: 'Agua del suelo',
  },
  warnings: {
    spiNotFloodModel:
      'El SPI mide solo la precipitación: los periodos húmedos sugieren riesgo de inundación, pero no es un modelo de inundaciones.',
    longTimestep:
      'Un SPI de {{months}} meses tiene pocos valores independientes en una calibración de 30 años: interprételo con cautela.',
    noSnow:
      'La nieve no se modela: la precipitación invernal cuenta como lluvia en el mes en que cae.',
    defaultCapacity:
      'No hay capacidad de retención de agua del suelo para el área: se usó un valor por defecto de 150 mm.',
    smallerThanPixel:
      'El área es más pequeña que un píxel de los datos de precipitación: se usó el píxel de su centro.',
    lastYearMissing:
      'Los datos de {{year}} aún no están publicados: el periodo termina el año anterior.',
  },
};
