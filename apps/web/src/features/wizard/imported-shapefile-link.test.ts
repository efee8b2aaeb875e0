import { describe, expect, it } from 'vitest';
import { toImportedShapefile } from '../../shapes/imported-shapefile';
import { item, square } from '../../shapes/imported-shapefile.fixture';
import { commit, emptyHistory, importShapes } from './shape-history';
import { activeImport } from './wizard-draft';

// The wizard's side of "Select existing shape"; the selection itself is tested beside
// shapes/imported-shapefile.ts.
describe('selecting an existing shapefile', () => {
  it('stays linked after the import transaction, and unlinks on undo of it', () => {
    const imported = toImportedShapefile(item, {
      type: 'FeatureCollection',
      features: [square(0)],
    });
    const history = commit(emptyHistory, importShapes(emptyHistory, imported.shapes));
    expect(activeImport(imported, history.shapes)).toBe(imported);
    expect(activeImport(imported, [])).toBeNull();
  });
});
