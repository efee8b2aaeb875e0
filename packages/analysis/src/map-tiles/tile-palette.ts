import type { RasterDataType } from '../raster/types.js';
import type { Legend } from '../tools/tool.js';

/**
 * How a layer's values become colours on the map, from its legend (specs/3 section 3):
 * a class legend colours the raster value `Number(itemId)` with the item's colour (the tools
 * write each class's raster value as its item id: land-cover-layers.ts); a gradient spreads its
 * colours evenly over min..max and interpolates linearly between them, clamping outside.
 * Structured-cloneable, so it crosses to a compute thread as is.
 */
export type TilePalette =
  | { kind: 'classes'; values: number[]; colors: Rgba[] }
  | { kind: 'gradient'; colors: Rgba[]; min: number; max: number };

export type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb` or `#rrggbbaa` -> RGBA bytes; null for anything else. */
export function parseHexColor(text: string): Rgba | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  if (!match) return null;
  let hex = match[1] as string;
  if (hex.length === 3)
    hex = hex
      .split('')
      .map((digit) => digit + digit)
      .join('');
  const byte = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return [byte(0), byte(2), byte(4), hex.length === 8 ? byte(6) : 255];
}

/** The palette of a raster layer's legend; null when it colours nothing (no classes, no gradient). */
export function paletteOf(legend: Legend): TilePalette | null {
  if (legend.gradient) {
    const colors = legend.gradient.colors.map(parseHexColor).filter((c): c is Rgba => c !== null);
    const { min, max } = legend.gradient;
    if (colors.length > 0 && Number.isFinite(min) && Number.isFinite(max))
      return { kind: 'gradient', colors, min, max };
  }
  const values: number[] = [];
  const colors: Rgba[] = [];
  for (const item of legend.items ?? []) {
    const value = Number(item.itemId);
    const color = parseHexColor(item.color);
    if (item.heading || item.itemId.trim() === '' || !Number.isFinite(value) || !color) continue;
    values.push(value);
    colors.push(color);
  }
  return values.length > 0 ? { kind: 'classes', values, colors } : null;
}

const RAMP_STEPS = 1024;

/** Integer types small enough for a table of every value. */
const SMALL_INTEGER_RANGES: Partial<Record<RasterDataType, [number, number]>> = {
  uint8: [0, 255],
  int8: [-128, 127],
  uint16: [0, 65535],
  int16: [-32768, 32767],
};

/**
 * A function from a raster value to a packed colour (`r | g << 8 | b << 16 | a << 24`, the byte
 * order of RGBA in a little-endian Uint32Array) or 0 (transparent). Built once per tile: classes
 * are a table indexed by value for 8- and 16-bit integer rasters (else a Map lookup), gradients a
 * precomputed ramp of 1024 steps.
 */
export function colorLookup(
  palette: TilePalette,
  dataType?: RasterDataType,
): (value: number) => number {
  if (palette.kind === 'classes') {
    const range = dataType ? SMALL_INTEGER_RANGES[dataType] : undefined;
    if (range) {
      const [lowest, highest] = range;
      const table = new Uint32Array(highest - lowest + 1);
      palette.values.forEach((value, index) => {
        if (Number.isInteger(value) && value >= lowest && value <= highest)
          table[value - lowest] = pack(palette.colors[index] as Rgba);
      });
      return (value) => table[value - lowest] ?? 0;
    }
    const byValue = new Map<number, number>();
    palette.values.forEach((value, index) => {
      byValue.set(value, pack(palette.colors[index] as Rgba));
    });
    return (value) => byValue.get(value) ?? 0;
  }
  const ramp = gradientRamp(palette.colors, RAMP_STEPS);
  const { min, max } = palette;
  const scale = max > min ? (RAMP_STEPS - 1) / (max - min) : 0;
  return (value) => {
    if (Number.isNaN(value)) return 0;
    const step = Math.round((value - min) * scale);
    return ramp[step < 0 ? 0 : step >= RAMP_STEPS ? RAMP_STEPS - 1 : step] as number;
  };
}

/** `steps` packed colours from the first stop to the last, stops evenly spaced. */
export function gradientRamp(colors: Rgba[], steps: number): Uint32Array {
  const ramp = new Uint32Array(steps);
  const last = colors.length - 1;
  for (let step = 0; step < steps; step++) {
    const position = last === 0 ? 0 : (step / (steps - 1)) * last;
    const from = Math.min(Math.floor(position), Math.max(last - 1, 0));
    const t = position - from;
    const a = colors[from] as Rgba;
    const b = colors[Math.min(from + 1, last)] as Rgba;
    ramp[step] = pack([
      Math.round(a[0] + (b[0] - a[0]) * t),
      Math.round(a[1] + (b[1] - a[1]) * t),
      Math.round(a[2] + (b[2] - a[2]) * t),
      Math.round(a[3] + (b[3] - a[3]) * t),
    ]);
  }
  return ramp;
}

export const pack = ([r, g, b, a]: Rgba): number => (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
