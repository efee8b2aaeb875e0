import { describe, expect, it } from 'vitest';
import { parseCoordinates } from './parse-coordinates';

describe('parseCoordinates', () => {
  it.each([
    ['44.5, -107.4', 44.5, -107.4],
    ['44.5,-107.4', 44.5, -107.4],
    ['44.5 -107.4', 44.5, -107.4],
    ['  44.5 ;  -107.4  ', 44.5, -107.4],
    ['44.5°, -107.4°', 44.5, -107.4],
    ['+44, 107', 44, 107],
    ['-0.5, .25', -0.5, 0.25],
    ['0, 0', 0, 0],
  ])('reads %j as latitude %d, longitude %d', (text, latitude, longitude) => {
    expect(parseCoordinates(text)).toEqual({ latitude, longitude });
  });

  it.each([['90, 180'], ['-90, -180']])('accepts the bounds themselves: %j', (text) => {
    expect(parseCoordinates(text)).not.toBeNull();
  });

  it.each([
    ['latitude above 90', '90.1, 0'],
    ['latitude below -90', '-91, 0'],
    ['longitude above 180', '0, 180.5'],
    ['longitude below -180', '0, -181'],
  ])('leaves a %s to the place search', (_case, text) => {
    expect(parseCoordinates(text)).toBeNull();
  });

  it.each([
    ['a place name', 'Sheridan'],
    ['a name with a number', 'Route 66'],
    ['one number', '44.5'],
    ['three numbers', '44.5, -107.4, 3'],
    ['decimal commas', '44,5, -107,4'],
    ['letters after a number', '44.5N, 107.4W'],
    ['nothing', ''],
  ])('leaves %s to the place search', (_case, text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});
