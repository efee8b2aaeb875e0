import { describe, expect, it } from 'vitest';
import { exportFileName, safeFileBaseName } from './export-file-name.js';

describe('exportFileName', () => {
  it('names GeoJSON and KML exports after the UTC calendar date', () => {
    const date = new Date('2026-03-07T15:30:00Z');
    expect(exportFileName('geojson', date)).toBe('shapefile-2026-03-07.geojson');
    expect(exportFileName('kml', date)).toBe('shapefile-2026-03-07.kml');
    expect(exportFileName('shapefile', date)).toBe('shapefile-2026-03-07.zip');
  });

  it('uses the UTC date whatever the server time zone (late evening in the Americas)', () => {
    expect(exportFileName('kml', new Date('2026-12-31T23:59:59-06:00'))).toBe(
      'shapefile-2027-01-01.kml',
    );
  });
});

describe('safeFileBaseName', () => {
  it('keeps letters beyond ASCII and replaces what file systems refuse', () => {
    expect(safeFileBaseName('Finca Ñandú: lote 1/2')).toBe('Finca Ñandú_ lote 1_2');
    expect(safeFileBaseName('..\\..\\etc\\passwd')).toBe('etc_passwd');
    expect(safeFileBaseName('a\u0000b\r\nc')).toBe('a_b_c');
    expect(safeFileBaseName('  ...  ')).toBe('shapefile');
    expect(safeFileBaseName('x'.repeat(300))).toHaveLength(100);
  });
});
