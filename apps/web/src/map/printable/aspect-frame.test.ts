import { describe, expect, it } from 'vitest';
import { aspectFrame, centredOffset } from './aspect-frame';
import { snapshotFileName } from './snapshot-file-name';

describe('aspect frames', () => {
  const wide = { width: 1200, height: 600 };
  const tall = { width: 500, height: 900 };

  it('fits the largest frame of each shape in the container', () => {
    expect(aspectFrame('square', wide)).toEqual({ width: 600, height: 600 });
    expect(aspectFrame('landscape', wide)).toEqual({ width: 800, height: 600 });
    expect(aspectFrame('portrait', wide)).toEqual({ width: 450, height: 600 });
    expect(aspectFrame('square', tall)).toEqual({ width: 500, height: 500 });
    expect(aspectFrame('landscape', tall)).toEqual({ width: 500, height: 375 });
    expect(aspectFrame('portrait', tall)).toEqual({ width: 500, height: 667 });
  });

  it('takes the container itself in responsive mode, in whole pixels', () => {
    expect(aspectFrame('responsive', { width: 801.6, height: 450.2 })).toEqual({
      width: 801,
      height: 450,
    });
  });

  it('gives an empty frame for an empty container', () => {
    expect(aspectFrame('square', { width: 0, height: 300 })).toEqual({ width: 0, height: 300 });
  });

  it('centres the frame in the container', () => {
    expect(centredOffset({ width: 600, height: 600 }, wide)).toEqual({ x: 300, y: 0 });
  });
});

describe('snapshot file name', () => {
  it('is the layer id followed by -mapSnapshot.png', () => {
    expect(snapshotFileName('landCover2020')).toBe('landCover2020-mapSnapshot.png');
  });

  it('replaces characters no file system takes and names a map without a layer', () => {
    expect(snapshotFileName('a/b:c')).toBe('a-b-c-mapSnapshot.png');
    expect(snapshotFileName(undefined)).toBe('map-mapSnapshot.png');
    expect(snapshotFileName('  ')).toBe('map-mapSnapshot.png');
  });
});
