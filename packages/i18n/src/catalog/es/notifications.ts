import type { notifications as en } from '../en/notifications.js';
import type { Widen } from '../types.js';

export const notifications: Widen<typeof en> = {
  title: 'Notificaciones',
  open: 'Notificaciones',
  openWithUnread: 'Notificaciones, {{count}} sin leer',
  markAllRead: 'Marcar todas como leídas',
  empty: 'Aún no hay notificaciones. Aquí se le avisará cuando una evaluación esté lista.',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  unread: 'Sin leer',
  kinds: {
    assessmentReady: 'La evaluación de {{siteName}} ({{shapefileName}}, {{area}}) está lista.',
    assessmentFailed:
      'La evaluación de {{siteName}} ({{shapefileName}}, {{area}}) no terminó: {{state}}.',
  },
  teamChat: {
    assessmentReady: 'Evaluación lista: {{siteName}}',
    assessmentFailed: 'La evaluación no terminó: {{siteName}}',
    shapefile: 'Shapefile',
    area: 'Superficie',
    state: 'Estado',
    openResults: 'Abrir los resultados',
  },
};
