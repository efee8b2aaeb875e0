import type { ResultLegend } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { snapshotLayout } from './snapshot-layout';
import { type SnapshotLegend, snapshotLegend } from './snapshot-legend';

/** A fixed-pitch font: 7 px per character, whatever the font. */
const measure = (text: string) => text.length * 7;

const classes: SnapshotLegend = {
  title: 'Land cover',
  items: [
    { label: 'Tree cover', color: '#006400', heading: false },
    { label: 'Grassland', color: '#ffff4c', heading: false },
  ],
  gradient: null,
};

const base = {
  map: { width: 800, height: 600 },
  scale: 1,
  title: null,
  subtitle: null,
  legend: null,
  logo: null,
  measure,
};

describe('snapshot layout', () => {
  it('is the map alone without title, subtitle, logo or legend', () => {
    const layout = snapshotLayout(base);
    expect(layout.canvas).toEqual({ width: 800, height: 600 });
    expect(layout.map).toEqual({ x: 0, y: 0, width: 800, height: 600 });
    expect(layout.title).toBeNull();
    expect(layout.legend).toBeNull();
  });

  it('puts the title and subtitle in a header above the map', () => {
    const layout = snapshotLayout({ ...base, title: 'Los Alamos', subtitle: 'North paddock' });
    expect(layout.map.y).toBe(74);
    expect(layout.canvas.height).toBe(600 + 74);
    expect(layout.title).toEqual({ text: 'Los Alamos', x: 16, y: 36 });
    expect(layout.subtitle).toEqual({ text: 'North paddock', x: 16, y: 58 });
    const blankTitle = snapshotLayout({ ...base, title: '  ', subtitle: 'North paddock' });
    expect(blankTitle.title).toBeNull();
    expect(blankTitle.map.y).toBe(48);
  });

  it('scales texts and margins with the pixel ratio', () => {
    const layout = snapshotLayout({ ...base, scale: 2, title: 'Los Alamos' });
    expect(layout.map.y).toBe(104);
    expect(layout.fonts.title).toMatch(/^600 44px /);
  });

  it('fits the logo into the header, never enlarged, at its right', () => {
    const layout = snapshotLayout({
      ...base,
      title: 'Los Alamos',
      subtitle: 'North paddock',
      logo: { width: 400, height: 200 },
    });
    expect(layout.logo).toEqual({ x: 800 - 8 - 116, y: 8, width: 116, height: 58 });
    const small = snapshotLayout({ ...base, logo: { width: 40, height: 20 } });
    expect(small.logo).toEqual({ x: 800 - 8 - 40, y: 8, width: 40, height: 20 });
  });

  it('puts the legend in the bottom-left corner of the map, a row per class', () => {
    const layout = snapshotLayout({ ...base, title: 'Los Alamos', legend: classes });
    const legend = layout.legend;
    expect(legend?.box.x).toBe(12);
    expect((legend?.box.y ?? 0) + (legend?.box.height ?? 0)).toBe(layout.map.y + 600 - 12);
    expect(legend?.rows.map((row) => row.label)).toEqual(['Tree cover', 'Grassland']);
    expect(legend?.box.width).toBe(20 + 12 + 8 + 70);
    expect(legend?.hidden).toBe(0);
  });

  it('leaves out the rows that do not fit on the map, and counts them', () => {
    const items = Array.from({ length: 40 }, (_, index) => ({
      label: `Class ${index}`,
      color: '#000000',
      heading: false,
    }));
    const layout = snapshotLayout({
      ...base,
      map: { width: 400, height: 300 },
      legend: { ...classes, items },
    });
    expect(layout.legend?.rows.length).toBe(10);
    expect(layout.legend?.hidden).toBe(30);
    expect(layout.legend?.box.y).toBeGreaterThanOrEqual(12);
  });

  it('keeps the legend to 40% of the map wide', () => {
    const long = { ...classes, items: [{ label: 'x'.repeat(200), color: '#000', heading: false }] };
    expect(snapshotLayout({ ...base, legend: long }).legend?.box.width).toBe(320);
  });

  it('draws a gradient bar with its min and max under the rows', () => {
    const legend: ResultLegend = {
      title: null,
      items: [],
      gradient: { colors: ['#000000', '#ffffff'], min: 0, max: 250, unit: 't/ha', label: 'Carbon' },
    };
    const layout = snapshotLayout({ ...base, legend: snapshotLegend(legend, String) });
    expect(layout.legend?.title?.text).toBe('Carbon');
    expect(layout.legend?.gradient).toMatchObject({
      colors: ['#000000', '#ffffff'],
      minLabel: '0 t/ha',
      maxLabel: '250 t/ha',
    });
    expect(layout.legend?.gradient?.bar.width).toBe(160);
  });
});

describe('snapshot legend', () => {
  const legend: ResultLegend = {
    title: 'Land cover 2020',
    items: [
      {
        itemId: '10',
        primaryLabel: 'Tree cover',
        color: '#006400',
        heading: false,
        extraData: null,
      },
    ],
    gradient: null,
  };

  it('takes the classes, and the editor’s legend name over the legend’s own title', () => {
    expect(snapshotLegend(legend, String)).toEqual({
      title: 'Land cover 2020',
      items: [{ label: 'Tree cover', color: '#006400', heading: false }],
      gradient: null,
    });
    expect(snapshotLegend(legend, String, 'Cover').title).toBe('Cover');
    expect(snapshotLegend(legend, String, ' ').title).toBeNull();
  });
});
