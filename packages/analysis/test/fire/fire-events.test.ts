import { describe, expect, it } from 'vitest';
import {
  type BurnObservation,
  dayNumber,
  distinctBurns,
  EVENT_WINDOW_DAYS,
  groupBurns,
  isoDay,
} from '../../src/fire/fire-events.js';

/** A 3 x 3 lattice whose every pixel is a cell (cell = raster index). */
const lattice = { width: 3, height: 3, cells: Int32Array.from({ length: 9 }, (_, i) => i) };
const at = (column: number, row: number) => row * 3 + column;

describe('fire events', () => {
  it('dates day numbers from a year and a day of year', () => {
    expect(isoDay(dayNumber(2003, 190))).toBe('2003-07-09');
    expect(isoDay(dayNumber(2004, 60))).toBe('2004-02-29');
    expect(isoDay(dayNumber(2010, 365))).toBe('2010-12-31');
  });

  it('drops a re-detection of a pixel within the window, keeps a later reburn', () => {
    const d = dayNumber(2005, 100);
    const burns = distinctBurns([
      { cell: 4, day: d + EVENT_WINDOW_DAYS },
      { cell: 4, day: d },
      { cell: 4, day: d + 200 },
    ]);
    expect(burns).toEqual([
      { cell: 4, day: d },
      { cell: 4, day: d + 200 },
    ]);
  });

  it('joins 8-neighbours at most 16 days apart, chains through them, and splits beyond', () => {
    const d = dayNumber(2010, 30);
    const burns: BurnObservation[] = distinctBurns([
      { cell: at(0, 0), day: d },
      { cell: at(1, 1), day: d + 16 }, // diagonal, 16 days: same event
      { cell: at(2, 2), day: d + 32 }, // diagonal of (1,1), 16 days: same event by the chain
      { cell: at(2, 0), day: d + 33 }, // neighbour of (1,1) only, 17 days: a new event
      { cell: at(0, 2), day: d + 40 }, // diagonal of (1,1) but 24 days later: a new event
    ]);
    const events = groupBurns(lattice, burns);
    const eventOf = (cell: number) => events[burns.findIndex((burn) => burn.cell === cell)];
    expect(eventOf(at(0, 0))).toBe(eventOf(at(1, 1)));
    expect(eventOf(at(2, 2))).toBe(eventOf(at(0, 0)));
    expect(eventOf(at(2, 0))).not.toBe(eventOf(at(0, 0)));
    expect(eventOf(at(0, 2))).not.toBe(eventOf(at(0, 0)));
    expect(new Set(events).size).toBe(3);
  });

  it('uses only the cells of the study area as neighbours', () => {
    // Cells 0 and 2 of a 3 x 1 row; the middle pixel is outside the study area.
    const row = { width: 3, height: 1, cells: Int32Array.from([0, 2]) };
    const d = dayNumber(2012, 200);
    const events = groupBurns(row, [
      { cell: 0, day: d },
      { cell: 1, day: d },
    ]);
    expect(events[0]).not.toBe(events[1]);
  });
});
