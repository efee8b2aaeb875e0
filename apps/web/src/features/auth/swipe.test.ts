import { describe, expect, it } from 'vitest';
import { moveSwipe, startSwipe, swipeDirection } from './swipe';

const swipeThrough = (...points: Array<[number, number]>) => {
  const [first = [0, 0], ...rest] = points;
  return rest.reduce((swipe, [x, y]) => moveSwipe(swipe, x, y), startSwipe(...first));
};

describe('swipeDirection', () => {
  it('turns to the next page on a quick flick to the left', () => {
    expect(swipeDirection(swipeThrough([200, 100], [185, 101], [170, 101]), 400)).toBe(1);
  });

  it('turns to the previous page on a quick flick to the right', () => {
    expect(swipeDirection(swipeThrough([100, 100], [115, 100], [130, 100]), 400)).toBe(-1);
  });

  it('stays for a slow short drag (speed at most 5)', () => {
    expect(swipeDirection(swipeThrough([200, 100], [196, 100], [192, 100], [188, 100]), 400)).toBe(
      0,
    );
  });

  it('turns on a slow drag past half the width', () => {
    const points: Array<[number, number]> = Array.from({ length: 70 }, (_, i) => [
      300 - i * 3,
      100,
    ]);
    expect(swipeDirection(swipeThrough(...points), 400)).toBe(1);
  });

  it('treats a mostly vertical movement as scrolling', () => {
    expect(swipeDirection(swipeThrough([200, 100], [190, 130], [180, 160]), 400)).toBe(0);
  });

  it('does not turn when the flick reverses at the end', () => {
    expect(swipeDirection(swipeThrough([200, 100], [100, 100], [120, 100], [140, 100]), 400)).toBe(
      0,
    );
  });
});
