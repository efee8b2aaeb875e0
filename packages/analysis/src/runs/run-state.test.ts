import { describe, expect, it } from 'vitest';
import {
  canMoveToolRun,
  IN_PROGRESS_RUN_STATES,
  normaliseRunState,
  RUN_STATES,
  runStateOf,
  TERMINAL_RUN_STATES,
} from './run-state.js';

describe('run states', () => {
  it('splits the seven states into the terminal and in-progress sets of specs/3 section 4', () => {
    expect([...TERMINAL_RUN_STATES].sort()).toEqual(['CANCELLED', 'FAILED', 'SUCCEEDED']);
    expect([...IN_PROGRESS_RUN_STATES, ...TERMINAL_RUN_STATES].sort()).toEqual(
      [...RUN_STATES].sort(),
    );
  });

  it('reads an empty status as queued and refuses unknown ones', () => {
    expect(normaliseRunState('')).toBe('QUEUED');
    expect(normaliseRunState(null)).toBe('QUEUED');
    expect(normaliseRunState('EXPORT_PENDING')).toBe('EXPORT_PENDING');
    expect(() => normaliseRunState('DONE')).toThrow(RangeError);
  });
});

describe('canMoveToolRun', () => {
  it('allows the forward path, retries, failure and cancel', () => {
    expect(canMoveToolRun('QUEUED', 'STARTED')).toBe(true);
    expect(canMoveToolRun('STARTED', 'EXPORT_PENDING')).toBe(true);
    expect(canMoveToolRun('EXPORT_PENDING', 'EXPORT_RUNNING')).toBe(true);
    expect(canMoveToolRun('EXPORT_RUNNING', 'SUCCEEDED')).toBe(true);
    expect(canMoveToolRun('STARTED', 'QUEUED')).toBe(true);
    expect(canMoveToolRun('EXPORT_RUNNING', 'FAILED')).toBe(true);
    expect(canMoveToolRun('QUEUED', 'CANCELLED')).toBe(true);
  });

  it('never leaves a terminal state and never skips the export', () => {
    for (const terminal of TERMINAL_RUN_STATES) {
      for (const to of RUN_STATES) expect(canMoveToolRun(terminal, to)).toBe(false);
    }
    expect(canMoveToolRun('STARTED', 'SUCCEEDED')).toBe(false);
    expect(canMoveToolRun('QUEUED', 'SUCCEEDED')).toBe(false);
    expect(canMoveToolRun('QUEUED', 'EXPORT_RUNNING')).toBe(false);
  });
});

describe('runStateOf', () => {
  it.each([
    [['QUEUED', 'QUEUED'], 'QUEUED'],
    [['STARTED', 'QUEUED'], 'STARTED'],
    [['SUCCEEDED', 'QUEUED'], 'STARTED'],
    [['STARTED', 'EXPORT_RUNNING'], 'STARTED'],
    [['EXPORT_RUNNING', 'EXPORT_PENDING', 'SUCCEEDED'], 'EXPORT_RUNNING'],
    [['EXPORT_PENDING', 'SUCCEEDED'], 'EXPORT_PENDING'],
    [['SUCCEEDED', 'SUCCEEDED'], 'SUCCEEDED'],
    [['SUCCEEDED', 'CANCELLED'], 'CANCELLED'],
    [['CANCELLED', 'FAILED', 'SUCCEEDED'], 'FAILED'],
    [['FAILED', 'STARTED'], 'STARTED'],
  ] as const)('%j -> %s', (states, expected) => {
    expect(runStateOf(states)).toBe(expected);
  });
});
