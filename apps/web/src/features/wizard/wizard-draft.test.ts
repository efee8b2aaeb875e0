import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../shapes/editable-shape';
import type { ImportedShapefile } from '../../shapes/imported-shapefile';
import {
  activeImport,
  chooseExistingSite,
  chooseSiteMode,
  finishEditingShapefileName,
  INITIAL_KEY_DETAILS,
  type KeyDetails,
  keyDetailsComplete,
  keyDetailsGaps,
  shapefileNameOf,
  siteTitleOf,
  siteTypeOf,
  startEditingShapefileName,
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
      siteMode: 'existing',
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

const finca = { siteId: 'x', title: 'Finca Sol', siteType: 'farm' } as const;

describe('keyDetailsGaps', () => {
  it('names what is missing, in the order of the fields', () => {
    expect(keyDetailsGaps(INITIAL_KEY_DETAILS, 'USA', null)).toEqual(['siteName', 'siteType']);
    expect(keyDetailsGaps(named('A'), 'USA', null)).toEqual(['siteType']);
    expect(keyDetailsGaps(named('A'), null, null)).toEqual(['shapefileName', 'siteType']);
    expect(keyDetailsGaps(named('x'.repeat(57), { siteType: 'ranch' }), 'USA', null)).toEqual([
      'siteNameTooLong',
    ]);
    expect(keyDetailsGaps(named('A', { siteType: 'ranch' }), 'USA', null)).toEqual([]);
  });

  it('reports the shapefile name only once there is a site and no country code', () => {
    expect(keyDetailsGaps(named('', { siteType: 'ranch' }), null, null)).toEqual(['siteName']);
    expect(keyDetailsGaps(named('A', { siteType: 'ranch' }), null, null)).toEqual([
      'shapefileName',
    ]);
    const typed = named('A', { siteType: 'ranch', shapefileNameOverride: 'north' });
    expect(keyDetailsGaps(typed, null, null)).toEqual([]);
  });

  it('asks for an existing site in existing mode, and no site type (the site brings it)', () => {
    const waiting = chooseSiteMode(named('A'), 'existing');
    expect(keyDetailsGaps(waiting, 'USA', null)).toEqual(['existingSite']);
    expect(keyDetailsGaps(chooseExistingSite(waiting, finca), 'USA', null)).toEqual([]);
  });

  it('has no gaps for an unedited imported shapefile', () => {
    expect(keyDetailsGaps(INITIAL_KEY_DETAILS, null, imported)).toEqual([]);
  });
});

describe('site choice', () => {
  it('keeps a typed new-site name while existing mode has no pick, and does not send it', () => {
    const waiting = chooseSiteMode(named('Rancho Verde', { siteType: 'ranch' }), 'existing');
    expect(siteTitleOf(waiting)).toBe('');
    expect(siteTypeOf(waiting)).toBeNull();
    expect(keyDetailsComplete(waiting, 'USA', null)).toBe(false);
    expect(siteTitleOf(chooseSiteMode(waiting, 'new'))).toBe('Rancho Verde');
  });

  it('takes the picked site with its type, and drops it when going back to a new site', () => {
    const picked = chooseExistingSite(INITIAL_KEY_DETAILS, finca);
    expect(picked.siteMode).toBe('existing');
    expect(siteTitleOf(picked)).toBe('Finca Sol');
    expect(siteTypeOf(picked)).toBe('farm');
    expect(siteTitleOf(chooseSiteMode(picked, 'new'))).toBe('');
  });

  it('clearing the pick leaves nothing chosen', () => {
    const cleared = chooseExistingSite(chooseExistingSite(INITIAL_KEY_DETAILS, finca), null);
    expect(cleared.siteMode).toBe('existing');
    expect(siteTitleOf(cleared)).toBe('');
  });
});

describe('editing the shapefile name', () => {
  it('opens holding the current name, which then stops following the site name', () => {
    const editing = startEditingShapefileName(named('A'), 'usa_A');
    expect(editing.editingShapefileName).toBe(true);
    expect(shapefileNameOf({ ...editing, site: { kind: 'new', name: 'B' } }, 'USA', null)).toBe(
      'usa_A',
    );
  });

  it('returns to the automatic name when left empty, and keeps a typed name', () => {
    const cleared = finishEditingShapefileName({
      ...startEditingShapefileName(named('A'), 'usa_A'),
      shapefileNameOverride: ' ',
    });
    expect(cleared.editingShapefileName).toBe(false);
    expect(shapefileNameOf(cleared, 'USA', null)).toBe('usa_A');
    const typed = startEditingShapefileName(named('A'), 'north');
    expect(finishEditingShapefileName(typed)).toBe(typed);
  });
});
