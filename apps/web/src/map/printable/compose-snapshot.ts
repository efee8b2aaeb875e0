import { type AspectMode, aspectFrame, centredOffset } from './aspect-frame';
import { type SnapshotLayout, snapshotLayout } from './snapshot-layout';
import type { SnapshotLegend } from './snapshot-legend';

/** A picture of the map as it was just drawn: a copy of its canvas (see capture-map.ts). */
export type MapImage = HTMLCanvasElement | ImageBitmap;

/** A decoded image and its own size (an `<img>` reports its natural size separately). */
export interface Picture {
  image: CanvasImageSource;
  width: number;
  height: number;
}

export interface SnapshotContent {
  map: MapImage;
  aspect: AspectMode;
  /** Device pixels per CSS pixel of the map's canvas (window.devicePixelRatio when captured). */
  scale: number;
  title: string | null;
  subtitle: string | null;
  legend: SnapshotLegend | null;
  /** The partner logo the user picked, decoded in the browser (never sent to the server). */
  logo: Picture | null;
  /** Shown in the legend when some of its rows did not fit: "and {{count}} more". */
  moreRows: (count: number) => string;
}

/**
 * Draws the snapshot on a new canvas: the map cropped to the aspect frame, the header with the
 * title and subtitle, the logo and the legend (snapshot-layout.ts says where). Runs in the
 * browser each time the dialog's options change, for the preview and the download.
 */
export function composeSnapshot(content: SnapshotContent): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  const source = { width: content.map.width, height: content.map.height };
  const frame = aspectFrame(content.aspect, source);
  const offset = centredOffset(frame, source);
  const layout = snapshotLayout({
    map: frame,
    scale: content.scale,
    title: content.title,
    subtitle: content.subtitle,
    legend: content.legend,
    logo: content.logo ? { width: content.logo.width, height: content.logo.height } : null,
    measure: (text, font) => {
      context.font = font;
      return context.measureText(text).width;
    },
  });
  canvas.width = layout.canvas.width;
  canvas.height = layout.canvas.height;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const { map } = layout;
  context.drawImage(
    content.map,
    offset.x,
    offset.y,
    frame.width,
    frame.height,
    map.x,
    map.y,
    map.width,
    map.height,
  );
  drawHeader(context, layout);
  if (content.logo && layout.logo) {
    const { x, y, width, height } = layout.logo;
    context.drawImage(content.logo.image, x, y, width, height);
  }
  drawLegend(context, layout, content.moreRows);
  return canvas;
}

/** Cuts a text to `width` with an ellipsis, so a long site name never runs under the logo. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)}…`).width > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

function drawHeader(context: CanvasRenderingContext2D, layout: SnapshotLayout): void {
  const room = (layout.logo ? layout.logo.x : layout.canvas.width) - (layout.title?.x ?? 0) * 2;
  context.fillStyle = '#1f2a24';
  context.textBaseline = 'alphabetic';
  if (layout.title) {
    context.font = layout.fonts.title;
    context.fillText(fitted(context, layout.title.text, room), layout.title.x, layout.title.y);
  }
  if (layout.subtitle) {
    context.font = layout.fonts.subtitle;
    context.fillStyle = '#4a564f';
    context.fillText(
      fitted(context, layout.subtitle.text, room),
      layout.subtitle.x,
      layout.subtitle.y,
    );
  }
}

type LegendLayout = NonNullable<SnapshotLayout['legend']>;

function drawLegend(
  context: CanvasRenderingContext2D,
  layout: SnapshotLayout,
  moreRows: (count: number) => string,
): void {
  const legend = layout.legend;
  if (!legend) return;
  const { box, swatch, right } = legend;
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.fillRect(box.x, box.y, box.width, box.height);
  context.strokeStyle = 'rgba(0, 0, 0, 0.2)';
  context.strokeRect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
  context.fillStyle = '#1f2a24';
  if (legend.title) {
    context.font = layout.fonts.legendTitle;
    const { text, x, y } = legend.title;
    context.fillText(fitted(context, text, right - x), x, y);
  }
  for (const row of legend.rows) {
    context.font = row.heading ? layout.fonts.legendTitle : layout.fonts.legend;
    if (!row.heading) {
      context.fillStyle = row.color;
      context.fillRect(row.x, row.y - swatch + 1, swatch, swatch);
    }
    context.fillStyle = '#1f2a24';
    context.fillText(fitted(context, row.label, right - row.labelX), row.labelX, row.y);
  }
  if (legend.hidden > 0) {
    context.font = layout.fonts.legend;
    context.fillText(moreRows(legend.hidden), legend.left, legend.moreY);
  }
  if (legend.gradient) drawGradient(context, legend.gradient, layout.fonts.legend);
}

function drawGradient(
  context: CanvasRenderingContext2D,
  gradient: NonNullable<LegendLayout['gradient']>,
  font: string,
): void {
  const { bar, colors } = gradient;
  const fill = context.createLinearGradient(bar.x, 0, bar.x + bar.width, 0);
  colors.forEach((colour, index) => {
    fill.addColorStop(colors.length > 1 ? index / (colors.length - 1) : 0, colour);
  });
  context.fillStyle = fill;
  context.fillRect(bar.x, bar.y, bar.width, bar.height);
  context.fillStyle = '#1f2a24';
  context.font = font;
  context.textAlign = 'left';
  context.fillText(gradient.minLabel, bar.x, gradient.labelY);
  context.textAlign = 'right';
  context.fillText(gradient.maxLabel, bar.x + bar.width, gradient.labelY);
  context.textAlign = 'left';
}
