import type { runs as en } from '../en/runs.js';
import type { Widen } from '../types.js';

export const runs: Widen<typeof en> = {
  states: {
    QUEUED: 'En cola',
    STARTED: 'En curso',
    EXPORT_PENDING: 'Exportación pendiente',
    EXPORT_RUNNING: 'Exportando',
    SUCCEEDED: 'Completado',
    CANCELLED: 'Cancelado',
    FAILED: 'Fallido',
  },
  failures: {
    TOOL_NOT_AVAILABLE:
      'Esta herramienta de análisis ({{scriptType}}) no está disponible en este servidor.',
    SHAPEFILE_MISSING: 'El shapefile de este análisis ya no existe.',
    DATA_UNAVAILABLE: 'No hay ningún conjunto de datos configurado para {{role}}{{year}}.',
    DATA_SOURCE: 'No se pudo leer una fuente de datos: {{detail}}',
    DATA_SOURCE_RETRYING:
      'Una fuente de datos no respondió (intento {{attempt}}); el análisis lo volverá a intentar en breve.',
    WORKER_LOST:
      'El proceso que ejecutaba este análisis se detuvo y el análisis no pudo reanudarse.',
    TOOL_TIME_BUDGET:
      'Este análisis tardó más de los {{seconds}} s que puede durar una herramienta y se detuvo. Pruebe con un área más pequeña.',
    TOOL_MEMORY_BUDGET:
      'Este análisis necesitó más de los {{megabytes}} MB de memoria que puede usar una herramienta y se detuvo. Pruebe con un área más pequeña.',
    TOOL_RASTER_BUDGET:
      'Esta área de estudio necesita más datos ráster de los que puede leer una herramienta ({{megapixels}} millones de píxeles). Pruebe con un área más pequeña.',
    TOOL_CRASHED:
      'El cálculo de este análisis se detuvo de forma inesperada y no se volvió a intentar.',
    INTERNAL: 'El análisis falló de forma inesperada. Inténtelo de nuevo más tarde.',
  },
};
