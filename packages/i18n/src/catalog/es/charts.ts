import type { charts as en } from '../en/charts.js';
import type { Widen } from '../types.js';

/** Textos de los gráficos compartidos (apps/web/src/ui/charts). */
export const charts: Widen<typeof en> = {
  loading: 'Cargando datos…',
  noData: 'No hay datos para mostrar',
  noValue: 'sin valor',
};
