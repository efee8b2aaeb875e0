import { describe, expect, it } from 'vitest';
import {
  addShapefileParts,
  missingShapefileParts,
  SHAPEFILE_ACCEPT,
  shapefileFiles,
} from './shapefile-parts';

const file = (name: string) => ({ name });

describe('shapefile parts', () => {
  it('accepts the three parts plus .dbf and .cpg', () => {
    expect(SHAPEFILE_ACCEPT).toBe('.shp,.shx,.prj,.dbf,.cpg');
  });

  it('needs .shp, .shx and .prj, picked together', () => {
    const parts = addShapefileParts({}, [file('ranch.shp'), file('ranch.SHX'), file('ranch.prj')]);
    expect(missingShapefileParts(parts)).toEqual([]);
  });

  it('collects parts picked one at a time and says what is still missing', () => {
    let parts = addShapefileParts({}, [file('ranch.shp')]);
    expect(missingShapefileParts(parts)).toEqual(['.shx', '.prj']);
    parts = addShapefileParts(parts, [file('ranch.prj'), file('ranch.dbf')]);
    expect(missingShapefileParts(parts)).toEqual(['.shx']);
    parts = addShapefileParts(parts, [file('ranch.shx')]);
    expect(missingShapefileParts(parts)).toEqual([]);
    expect(shapefileFiles(parts).map((part) => part.name)).toEqual([
      'ranch.shp',
      'ranch.shx',
      'ranch.prj',
      'ranch.dbf',
    ]);
  });

  it('replaces a part chosen again and ignores other files', () => {
    let parts = addShapefileParts({}, [file('old.shp')]);
    parts = addShapefileParts(parts, [file('new.shp'), file('notes.txt'), file('README')]);
    expect(shapefileFiles(parts).map((part) => part.name)).toEqual(['new.shp']);
  });
});
