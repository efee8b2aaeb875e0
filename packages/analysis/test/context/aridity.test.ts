import { describe, expect, it } from 'vitest';
import { aridityClass, aridityClassNumber, aridityIndex } from '../../src/context/aridity.js';

describe('UNEP aridity classes', () => {
  it.each([
    [0, 'hyperArid'],
    [0.0499, 'hyperArid'],
    [0.05, 'arid'],
    [0.1999, 'arid'],
    [0.2, 'semiArid'],
    [0.4999, 'semiArid'],
    [0.5, 'drySubHumid'],
    [0.6499, 'drySubHumid'],
    [0.65, 'humid'],
    [3, 'humid'],
  ] as const)('AI %s is %s', (index, expected) => {
    expect(aridityClass(index)).toBe(expected);
  });

  it('numbers the classes 1..5 for the search engine', () => {
    expect(aridityClassNumber('hyperArid')).toBe(1);
    expect(aridityClassNumber('humid')).toBe(5);
  });

  it('is P / PET, PET floored at 1 mm', () => {
    expect(aridityIndex(300, 1000)).toBeCloseTo(0.3, 12);
    expect(aridityIndex(300, 0)).toBe(300);
    expect(() => aridityClass(Number.NaN)).toThrow(RangeError);
  });
});
