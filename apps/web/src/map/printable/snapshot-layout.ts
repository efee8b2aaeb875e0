import type { FrameSize } from './aspect-frame';
import type { SnapshotLegend } from './snapshot-legend';

/** A rectangle on the snapshot's canvas, in its (device) pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Measures a text in a CSS font; the canvas's `measureText` in the browser, a fake in tests. */
export type MeasureText = (text: string, font: string) => number;

export interface SnapshotLayoutInput {
  /** The part of the map kept (the aspect frame), in device pixels. */
  map: FrameSize;
  /** Device pixels per CSS pixel: texts and margins grow with it so the PNG looks as on screen. */
  scale: number;
  title: string | null;
  subtitle: string | null;
  legend: SnapshotLegend | null;
  /** The partner logo's own size, or null without one. */
  logo: FrameSize | null;
  measure: MeasureText;
}

export interface LegendRow {
  label: string;
  color: string;
  heading: boolean;
  /** Left of the swatch. */
  x: number;
  /** Left of the label (a heading has no swatch and starts at `x`). */
  labelX: number;
  /** Baseline of the label. */
  y: number;
}

export interface SnapshotLayout {
  canvas: FrameSize;
  map: Box;
  fonts: { title: string; subtitle: string; legend: string; legendTitle: string };
  title: { text: string; x: number; y: number } | null;
  subtitle: { text: string; x: number; y: number } | null;
  logo: Box | null;
  legend: {
    box: Box;
    title: { text: string; x: number; y: number } | null;
    rows: LegendRow[];
    swatch: number;
    /** Where the legend's contents start and end (the card less its padding). */
    left: number;
    right: number;
    /** Rows that did not fit on the map, left out; the PNG says how many at `moreY`. */
    hidden: number;
    moreY: number;
    gradient: {
      bar: Box;
      colors: readonly string[];
      minLabel: string;
      maxLabel: string;
      labelY: number;
    } | null;
  } | null;
}

const FAMILY = 'Roboto, Helvetica, Arial, sans-serif';
/** A legend class's colour square and the space before its label, in CSS pixels. */
const SWATCH = 12;
const SWATCH_GAP = 8;

/**
 * Where everything of the snapshot goes: a white header with the title and subtitle above the
 * map (none without either), the partner logo at the header's right (or the map's top right),
 * and the legend as a white card in the map's bottom-left corner, at most 40% of the map wide.
 * Runs each time an option of the snapshot dialog changes.
 */
export function snapshotLayout(input: SnapshotLayoutInput): SnapshotLayout {
  const { map, scale, measure } = input;
  const unit = (pixels: number) => Math.round(pixels * scale);
  const fonts = {
    title: `600 ${unit(22)}px ${FAMILY}`,
    subtitle: `${unit(15)}px ${FAMILY}`,
    legend: `${unit(13)}px ${FAMILY}`,
    legendTitle: `600 ${unit(13)}px ${FAMILY}`,
  };
  const padding = unit(16);
  const title = input.title?.trim() || null;
  const subtitle = input.subtitle?.trim() || null;
  let header = 0;
  let titleText: SnapshotLayout['title'] = null;
  let subtitleText: SnapshotLayout['subtitle'] = null;
  if (title || subtitle) {
    header = padding;
    if (title) {
      header += unit(26);
      titleText = { text: title, x: padding, y: header - unit(6) };
    }
    if (subtitle) {
      header += unit(22);
      subtitleText = { text: subtitle, x: padding, y: header - unit(6) };
    }
    header += unit(10);
  }
  const logoHeight = header > 0 ? header - unit(16) : unit(56);
  const logo = input.logo ? logoBox(input.logo, logoHeight, unit(180)) : null;
  if (logo) {
    if (header > 0 && logo.height < unit(24)) header += unit(24) - logo.height;
    logo.x = map.width - padding / 2 - logo.width;
    logo.y = header > 0 ? (header - logo.height) / 2 : header + padding / 2;
  }
  const mapBox = { x: 0, y: header, width: map.width, height: map.height };
  return {
    canvas: { width: map.width, height: header + map.height },
    map: mapBox,
    fonts,
    title: titleText,
    subtitle: subtitleText,
    logo,
    legend: input.legend ? legendLayout(input.legend, mapBox, unit, fonts, measure) : null,
  };
}

/** The logo scaled down (never up) into its slot, its shape kept. */
function logoBox(size: FrameSize, maxHeight: number, maxWidth: number): Box {
  const ratio = Math.min(1, maxHeight / size.height, maxWidth / size.width);
  return {
    x: 0,
    y: 0,
    width: Math.round(size.width * ratio),
    height: Math.round(size.height * ratio),
  };
}

/** The legend card's content width: its widest text, swatch row or gradient with its labels. */
function legendContentWidth(
  legend: SnapshotLegend,
  unit: (pixels: number) => number,
  fonts: SnapshotLayout['fonts'],
  measure: MeasureText,
): number {
  const titleWidth = legend.title ? measure(legend.title, fonts.legendTitle) : 0;
  const labelWidth = Math.max(
    0,
    ...legend.items.map((item) =>
      measure(item.label, item.heading ? fonts.legendTitle : fonts.legend),
    ),
  );
  const gradientWidth = legend.gradient
    ? Math.max(
        unit(160),
        measure(legend.gradient.minLabel, fonts.legend) +
          measure(legend.gradient.maxLabel, fonts.legend) +
          unit(12),
      )
    : 0;
  return Math.max(titleWidth, unit(SWATCH) + unit(SWATCH_GAP) + labelWidth, gradientWidth);
}

function legendLayout(
  legend: SnapshotLegend,
  map: Box,
  unit: (pixels: number) => number,
  fonts: SnapshotLayout['fonts'],
  measure: MeasureText,
): SnapshotLayout['legend'] {
  const padding = unit(10);
  const line = unit(20);
  const swatch = unit(SWATCH);
  const gap = unit(SWATCH_GAP);
  const maxWidth = Math.round(map.width * 0.4);
  const width = Math.min(
    maxWidth,
    Math.ceil(padding * 2 + legendContentWidth(legend, unit, fonts, measure)),
  );
  const available = map.height - unit(24) - padding * 2 - (legend.title ? line : 0);
  const gradientHeight = legend.gradient ? unit(12) + line + unit(4) : 0;
  const lines = Math.max(0, Math.floor((available - gradientHeight) / line));
  // When some rows are left out, one line says how many.
  const fitting = lines >= legend.items.length ? lines : Math.max(0, lines - 1);
  const shown = legend.items.slice(0, fitting);
  const hidden = legend.items.length - shown.length;
  const height =
    padding * 2 +
    (legend.title ? line : 0) +
    (shown.length + (hidden > 0 ? 1 : 0)) * line +
    gradientHeight;
  const box = { x: map.x + unit(12), y: map.y + map.height - unit(12) - height, width, height };
  let y = box.y + padding;
  const title = legend.title
    ? { text: legend.title, x: box.x + padding, y: y + line - unit(6) }
    : null;
  if (title) y += line;
  const x = box.x + padding;
  const rows = shown.map((item) => {
    y += line;
    const labelX = item.heading ? x : x + swatch + gap;
    return {
      label: item.label,
      color: item.color,
      heading: item.heading,
      x,
      labelX,
      y: y - unit(6),
    };
  });
  if (hidden > 0) y += line;
  const moreY = y - unit(6);
  const gradient = legend.gradient
    ? {
        bar: { x, y: y + unit(4), width: width - padding * 2, height: unit(12) },
        colors: legend.gradient.colors,
        minLabel: legend.gradient.minLabel,
        maxLabel: legend.gradient.maxLabel,
        labelY: y + unit(16) + line - unit(6),
      }
    : null;
  return {
    box,
    title,
    rows,
    swatch,
    left: x,
    right: box.x + width - padding,
    hidden,
    moreY,
    gradient,
  };
}
