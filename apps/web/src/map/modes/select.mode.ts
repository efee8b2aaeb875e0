import type { ModeHandlers } from './mode-handlers';

/**
 * The resting mode: clicking a shape selects it (Backspace then deletes it, through the editor's
 * commands), clicking elsewhere clears the selection. The map pans and zooms as usual.
 */
export const selectMode: ModeHandlers = {
  // terra-draw needs no reset here: it starts in its static mode, and leaving the drawing mode
  // puts it back there (draw-polygon.mode.ts). It may not be loaded yet (draw-controller.ts).
  enter: ({ view }) => view.setCursor(''),
  exit: ({ view }) => view.setCursor(''),
  click: ({ view, select }, event) => select(view.shapeIdAt(event.point)),
  mousemove: ({ view }, event) => view.setCursor(view.shapeIdAt(event.point) ? 'pointer' : ''),
};
