import type { review as en } from '../en/review.js';
import type { Widen } from '../types.js';

/** Paso 4 del asistente de nueva evaluación, Revisión, y los mensajes del envío. */
export const review: Widen<typeof en> = {
  title: 'Revisión',
  intro: 'Revise la evaluación antes de que empiece. Vuelva a cualquier paso para cambiarla.',
  mapLabel: 'Vista previa de la forma',
  summary: 'Resumen',
  site: 'Sitio',
  newSite: 'Sitio nuevo: {{name}}',
  existingSite: 'Sitio existente: {{name}}',
  siteType: 'Tipo de sitio',
  shapefileName: 'Nombre del shapefile',
  existingShapefile: '{{name}} (shapefile existente)',
  area: 'Superficie',
  measuring: 'Midiendo…',
  activity: 'Actividad de restauración',
  automatic: 'Análisis automático',
  template: 'Plantilla de análisis',
  custom: 'Personalizada',
  tools: 'Herramientas',
  toolsLoading: 'Cargando las herramientas…',
  toolsFailed:
    'No se pudo cargar la lista de herramientas. El análisis ejecuta igualmente todas las herramientas elegidas.',
  noTools: 'Ninguna herramienta',
  masks: 'Configuración de máscaras',
  noMask: 'Sin máscara de exclusión',
  notSet: 'Sin definir',
  incomplete: 'Complete los pasos anteriores para iniciar el análisis.',
  submitting: 'Enviando la evaluación…',
  submitError: 'Se produjo un error al enviar la forma. {{error}}',
  submitted: {
    teamChat:
      'La forma se envió correctamente y se le avisará en {{tool}} cuando la evaluación esté lista.',
    inApp:
      'La forma se envió correctamente y se le avisará aquí y por correo electrónico cuando la evaluación esté lista.',
  },
};
