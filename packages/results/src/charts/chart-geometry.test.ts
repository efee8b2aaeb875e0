import { describe, expect, it } from 'vitest';
import { CHART_MAX_WIDTH, CHART_MIN_WIDTH, chartWidth, pieInnerRadius } from './chart-geometry.js';
import { CHART_PALETTE, paletteColor } from './chart-palette.js';

describe('pieInnerRadius (specs/3: 40 to 64 px over widths 200 to 550)', () => {
  it.each([
    [100, 40],
    [200, 40],
    [375, 52], // halfway: 40 + 24 / 2
    [550, 64],
    [900, 64],
  ])('%d px wide -> %d px', (width, radius) => {
    expect(pieInnerRadius(width)).toBeCloseTo(radius, 10);
  });

  it('grows by 24 / 350 px per px of width in between', () => {
    expect(pieInnerRadius(300)).toBeCloseTo(40 + (100 * 24) / 350, 10);
  });

  it('keeps the smallest radius for a width that is not a number', () => {
    expect(pieInnerRadius(Number.NaN)).toBe(40);
  });
});

describe('chartWidth (capped at 550 px and at least half of that)', () => {
  it.each([
    [100, 275],
    [400, 400],
    [1200, 550],
    [Number.POSITIVE_INFINITY, 550],
    [Number.NaN, 275],
  ])('%d px available -> %d px', (available, width) => {
    expect(chartWidth(available)).toBe(width);
  });

  it('has the spec bounds', () => {
    expect([CHART_MIN_WIDTH, CHART_MAX_WIDTH]).toEqual([275, 550]);
  });
});

describe('the chart palette', () => {
  it('has seven distinct colours and repeats after them', () => {
    expect(new Set(CHART_PALETTE).size).toBe(7);
    expect(paletteColor(7)).toBe(paletteColor(0));
    expect(paletteColor(-1)).toBe(CHART_PALETTE[6]);
  });
});
