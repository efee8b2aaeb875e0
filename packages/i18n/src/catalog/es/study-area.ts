import type { studyArea as en } from '../en/study-area.js';
import type { Widen } from '../types.js';

/** La página de resultados: sobre qué área se hizo un análisis. */
export const studyArea: Widen<typeof en> = {
  net: 'Área neta del proyecto {{net}} (total {{gross}} menos {{mask}} de máscaras de exclusión)',
  gross: 'Se analizó toda la forma: {{gross}} (sin máscara de exclusión)',
};
