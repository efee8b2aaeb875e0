import type { assessmentReports as en } from '../en/assessment-reports.js';
import type { Widen } from '../types.js';

export const assessmentReports: Widen<typeof en> = {
  fileNameLabel: 'evaluación del capital natural',
  failures: {
    ACCESS_LOST: 'Quien pidió este informe ya no tiene acceso a la evaluación.',
    NOTHING_TO_REPORT:
      'Ningún análisis de esta evaluación ha terminado con éxito, así que no hay nada que informar.',
    LAYER_MISSING: 'Falta en el almacenamiento de archivos una capa de mapa de {{tool}}.',
    TIME_BUDGET: 'Hacer este informe tardó más de los {{seconds}} s que puede tardar un informe.',
    MEMORY_BUDGET:
      'Hacer este informe necesitó más de los {{megabytes}} MB que puede usar un informe.',
    RENDER_CRASHED: 'La creación de este informe se detuvo de forma inesperada.',
    WORKER_LOST: 'El proceso que hacía este informe se detuvo antes de terminarlo.',
    INTERNAL: 'No se pudo hacer este informe por un error inesperado.',
  },
};
