import { drawPolygonMode } from './draw-polygon.mode';
import type { DrawMode, ModeHandlers } from './mode-handlers';
import { selectMode } from './select.mode';

export type { DrawMode, DrawnShape, ModeContext, ModeHandlers } from './mode-handlers';

/** Every drawing mode and its handlers; the draw controller dispatches map events through this. */
export const MODES: Record<DrawMode, ModeHandlers> = {
  select: selectMode,
  drawPolygon: drawPolygonMode,
};
