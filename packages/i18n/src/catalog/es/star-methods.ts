import type { starMethods as en } from '../en/star-methods.js';
import type { Widen } from '../types.js';

/** Propiedad de la herramienta de contexto de biodiversidad; véase docs/analyses/biodiversity-context.md. */
export const starMethods: Widen<typeof en> = {
  methods: {
    star: 'Métrica de Reducción de Amenazas y Restauración en favor de las Especies (STAR): puntuaciones de reducción de amenazas y de restauración a partir del área de hábitat de las especies, los pesos de la Lista Roja y la parte de cada amenaza',
    aoh: 'Área de hábitat: las celdas del área de distribución cuya cobertura del suelo es hábitat de la especie y cuya altitud está dentro de sus límites',
    redList: 'Categorías de la Lista Roja de la UICN y clasificación de amenazas',
  },
  layers: {
    threatAbatement: 'STAR reducción de amenazas',
    restoration: 'STAR restauración',
  },
  legend: {
    threatAbatement: 'Puntuación STAR de reducción de amenazas por km²',
    restoration: 'Puntuación STAR de restauración por km²',
  },
  classes: {
    none: 'Ninguna',
    low: 'Baja',
    moderate: 'Moderada',
    high: 'Alta',
    veryHigh: 'Muy alta',
  },
  warnings: {
    unverifiedMultiplier:
      'El multiplicador de descuento de la restauración (0,29) no se ha comprobado con la publicación de STAR y puede cambiar.',
    estimated:
      'Son puntuaciones STAR estimadas a partir de datos globales; calíbrelas con datos locales de amenazas antes de fijar objetivos.',
    noSpecies: 'Ningún área de distribución de especies se superpone con el área.',
    syntheticSpecies:
      'Las especies, sus nombres, áreas de distribución y amenazas son datos de demostración inventados, no datos de la Lista Roja de la UICN.',
  },
  restricted:
    '{{dataset}} está restringido por su licencia ({{license}}); este servidor no tiene licencia para mostrarlo.',
};
