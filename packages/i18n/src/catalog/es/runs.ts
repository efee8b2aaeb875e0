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
    NO_PROJECT_AREA:
      'Las máscaras de exclusión cubren toda la forma: no queda área de proyecto que analizar.',
    DATA_UNAVAILABLE: 'No hay ningún conjunto de datos configurado para {{role}}{{year}}.',
    DATA_RESTRICTED:
      '{{dataset}} está restringido por su licencia ({{license}}) y este servidor no está habilitado para usarlo.',
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
    STUDY_AREA_BEYOND_MAP:
      'El área de estudio llega a la latitud {{latitude}}, más allá de los {{limit}}° donde terminan el mapa y los datos; no se puede analizar. Vuelva a dibujarla sin la región polar.',
    STUDY_AREA_ROUND_THE_GLOBE:
      'El área de estudio da la vuelta completa al globo (alrededor de un polo); no se puede analizar. Dibuje el área en sí.',
    STUDY_AREA_TOO_WIDE:
      'El área de estudio abarca {{degrees}}° de longitud, más de los {{limit}}° que puede cubrir un análisis. Divídala en áreas más pequeñas.',
  },
};
