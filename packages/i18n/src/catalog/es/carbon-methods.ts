import type { carbonMethods as en } from '../en/carbon-methods.js';
import type { Widen } from '../types.js';

export const carbonMethods: Widen<typeof en> = {
  methods: {
    forest:
      'Forestación y reforestación: método de ganancias del IPCC con tasas de crecimiento de bosques naturales, acumulación de hojarasca y cambio del carbono del suelo en 20 años',
    ifm: 'Manejo forestal mejorado: la parte de la cosecha sostenida que el proyecto evita, conservada como biomasa en pie',
    grassland:
      'Manejo sostenible del pastoreo: método de cambio de existencias del IPCC con los factores de manejo y de aportes de pastizales en 20 años',
    wetlands:
      'Restauración de humedales costeros: biomasa de manglar hacia la existencia de Nivel 1 del IPCC y acumulación de carbono en el suelo de manglares y marismas',
    inputs:
      'Existencias de carbono de referencia por reservorio y los valores del sitio que comparten los modelos de carbono',
    snapgraze: 'Modelo SNAPGRAZE de pastoreo y carbono del suelo (Ritchie 2020)',
  },
  layers: {
    change: 'Cambio de carbono en {{years}} años',
    stock: 'Existencias de carbono',
  },
  legend: {
    change: 'Cambio de carbono por hectárea',
    stock: 'Existencias de carbono por hectárea',
  },
  warnings: {
    unverifiedConstants:
      'Algunos valores por defecto no se cotejaron con su fuente publicada y pueden cambiar: {{tables}}.',
    noDataArea: 'El {{percent}}% del área no tiene datos para el modelo de carbono.',
    noEligibleLand: 'Ninguna parte del área es tierra a la que se aplique esta actividad.',
    noGrowthRate:
      'La tabla 4.9 del IPCC no da tasa de crecimiento forestal para parte de esta área (su zona ecológica no tiene fila para este continente): esa tierra se cuenta como sin datos.',
    noForestAge: 'No hay mapa de edad del bosque: todo bosque se considera de más de 20 años.',
    noSandLayer:
      'No hay mapa de arena del suelo: el modelo de pastoreo conserva su contenido de arena por defecto.',
    snapgrazeStocking:
      'Se considera el rebaño más grande que el sitio sostiene con pastoreo continuo, en ambos escenarios.',
  },
};
