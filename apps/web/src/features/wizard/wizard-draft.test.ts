import { describe, expect, it } from 'vitest';
import type { EditableShape } from './shape-history';
import {
  activeImport,
  type ImportedShapefile,
  INITIAL_KEY_DETAILS,
  type KeyDetails,
  keyDetailsComplete,
  shapefileNameOf,
} from './wizard-draft';

const named = (name: string, extra: Partial<KeyDetails> = {}): KeyDetails => ({
  ...INITIAL_KEY_DETAILS,
  site: { kind: 'new', name },
  ...extra,
});

const square: EditableShape = {
  id: 'a',
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
};
const shapes: EditableShape[] = [square];
const imported: ImportedShapefile = {
  shapefileId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  shapefileName: 'usa_Old ranch',
  siteId: null,
  siteName: null,
  siteType: null,
  maskId: null,
  totalAreaHa: 12,
  shapes,
};

describe('shapefileNameOf', () => {
  it('is the lowercase country code, an underscore and the site name', () => {
    expect(shapefileNameOf(named('Rancho Verde'), 'USA', null)).toBe('usa_Rancho Verde');
  });

  it('follows an existing site title', () => {
    const details: KeyDetails = {
      ...INITIAL_KEY_DETAILS,
      site: { kind: 'existing', siteId: 'x', title: 'Finca Sol', siteType: 'farm' },
    };
    expect(shapefileNameOf(details, 'COL', null)).toBe('col_Finca Sol');
  });

  it('uses a typed name, and returns to the automatic one when it is cleared', () => {
    expect(shapefileNameOf(named('A', { shapefileNameOverride: 'north' }), 'USA', null)).toBe(
      'north',
    );
    expect(shapefileNameOf(named('A', { shapefileNameOverride: '  ' }), 'USA', null)).toBe('usa_A');
  });

  it('has no automatic name without a country code or a site name', () => {
    expect(shapefileNameOf(named('A'), null, null)).toBe('');
    expect(shapefileNameOf(named(''), 'USA', null)).toBe('');
  });

  it('keeps an imported shapefile name whatever was typed', () => {
    expect(shapefileNameOf(named('A', { shapefileNameOverride: 'x' }), 'USA', imported)).toBe(
      'usa_Old ranch',
    );
  });
});

describe('keyDetailsComplete', () => {
  it('needs a site name, a shapefile name and a site type', () => {
    expect(keyDetailsComplete(named('A'), 'USA', null)).toBe(false);
    expect(keyDetailsComplete(named('A', { siteType: 'ranch' }), 'USA', null)).toBe(true);
    expect(keyDetailsComplete(named('A', { siteType: 'ranch' }), null, null)).toBe(false);
    expect(keyDetailsComplete(named('', { siteType: 'ranch' }), 'USA', null)).toBe(false);
  });

  it('refuses a site name over 56 characters', () => {
    expect(keyDetailsComplete(named('x'.repeat(57), { siteType: 'ranch' }), 'USA', null)).toBe(
      false,
    );
    expect(keyDetailsComplete(named('x'.repeat(56), { siteType: 'ranch' }), 'USA', null)).toBe(
      true,
    );
  });

  it('is complete for an unedited imported shapefile', () => {
    expect(keyDetailsComplete(INITIAL_KEY_DETAILS, null, imported)).toBe(true);
  });
});

describe('activeImport', () => {
  it('holds only while the shapes are the ones the selection set', () => {
    expect(activeImport(imported, shapes)).toBe(imported);
    expect(activeImport(imported, [square])).toBe(imported);
    expect(activeImport(imported, [{ ...square }])).toBeNull();
    expect(activeImport(imported, [square, { ...square, id: 'b' }])).toBeNull();
    expect(activeImport(imported, [])).toBeNull();
    expect(activeImport(null, shapes)).toBeNull();
  });
});
