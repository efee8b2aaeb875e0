import type { AnalysisRecord } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeTab,
  createdLabel,
  fetchErrorText,
  isAnalysisId,
  isTerminal,
  POLL_INTERVAL_MS,
  pollInterval,
  progressPercent,
  runsInProgress,
  searchWithView,
  stateColor,
  viewOf,
} from './results-model';

const record = (state: AnalysisRecord['state'], toolStates: AnalysisRecord['state'][] = []) =>
  ({
    analysisId: '00000000-0000-4000-8000-000000000001',
    shapefileId: '00000000-0000-4000-8000-000000000002',
    createdAt: '2025-03-04T05:06:07.000Z',
    startedAt: null,
    finishedAt: null,
    state,
    scripts: [],
    inputs: {},
    analyses: toolStates.map((toolState, index) => ({
      scriptType: index === 0 ? 'context' : 'landCoverChange',
      version: '1',
      state: toolState,
      progress: 0.5,
      attempts: 1,
      error: null,
      startedAt: null,
      finishedAt: null,
    })),
    studyArea: { basis: 'gross', grossHa: 100, maskHa: 0, netHa: 100, maskId: null },
    assessmentIds: [],
  }) satisfies AnalysisRecord;

describe('run states', () => {
  it('knows the three terminal states of specs/3 section 4', () => {
    expect(['SUCCEEDED', 'CANCELLED', 'FAILED'].every((s) => isTerminal(s as never))).toBe(true);
    expect(
      ['QUEUED', 'STARTED', 'EXPORT_PENDING', 'EXPORT_RUNNING'].some((s) => isTerminal(s as never)),
    ).toBe(false);
  });

  it('polls every 2 s until the analysis is terminal', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(pollInterval(undefined)).toBe(2000);
    expect(pollInterval(record('STARTED'))).toBe(2000);
    expect(pollInterval(record('QUEUED'))).toBe(2000);
    expect(pollInterval(record('SUCCEEDED'))).toBe(false);
    expect(pollInterval(record('FAILED'))).toBe(false);
    expect(pollInterval(record('CANCELLED'))).toBe(false);
  });

  it('lists only unfinished tools as in progress', () => {
    const runs = runsInProgress(record('STARTED', ['SUCCEEDED', 'STARTED']));
    expect(runs.map((run) => run.scriptType)).toEqual(['landCoverChange']);
  });

  it('colours failures red and successes green', () => {
    expect(stateColor('FAILED')).toBe('error');
    expect(stateColor('SUCCEEDED')).toBe('success');
    expect(stateColor('STARTED')).toBe('info');
  });

  it('turns progress 0..1 into a clamped whole percentage', () => {
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1.2)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});

describe('createdLabel', () => {
  // Built from local parts so the test holds in any time zone.
  const created = new Date(2024, 0, 5, 9, 7, 59).toISOString();

  it('shows a succeeded analysis as YYYY-MM-DD HH:mm', () => {
    expect(createdLabel('SUCCEEDED', created, 'pending')).toBe('2024-01-05 09:07');
  });

  it("shows 'pending' for every other state", () => {
    for (const state of ['QUEUED', 'STARTED', 'FAILED', 'CANCELLED'] as const) {
      expect(createdLabel(state, created, 'pendiente')).toBe('pendiente');
    }
  });

  it("shows 'pending' rather than NaN for an unreadable time", () => {
    expect(createdLabel('SUCCEEDED', 'not a date', 'pending')).toBe('pending');
  });
});

describe('activeTab', () => {
  const tabs = ['context', 'landCoverChange'] as const;

  it('opens the tab named by the hash', () => {
    expect(activeTab('#landCoverChange', tabs)).toBe('landCoverChange');
    expect(activeTab('#context', tabs)).toBe('context');
  });

  it('falls back to the first tab for an empty, unknown or foreign hash', () => {
    expect(activeTab('', tabs)).toBe('context');
    expect(activeTab('#waterBalance', tabs)).toBe('context');
    expect(activeTab('#toString', tabs)).toBe('context');
    expect(activeTab('#LANDCOVERCHANGE', tabs)).toBe('context');
  });

  it('is null without tabs', () => {
    expect(activeTab('#context', [])).toBeNull();
  });
});

describe('fetchErrorText', () => {
  it('words an HTTP failure with status and status text', () => {
    expect(fetchErrorText({ status: 404, statusText: 'Not Found' })).toEqual({
      key: 'results.errors.fetchStatus',
      params: { status: 404, statusText: 'Not Found' },
    });
  });

  it('words a request without answer as a connection problem', () => {
    expect(fetchErrorText({ status: 0, statusText: '' }).key).toBe('results.errors.fetchNetwork');
  });
});

describe('isAnalysisId', () => {
  it('accepts a UUID in either case', () => {
    expect(isAnalysisId('00000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isAnalysisId('0A1B2C3D-0000-4000-8000-00000000000F')).toBe(true);
  });

  it('refuses what cannot name an analysis', () => {
    for (const id of [
      '',
      'not-a-uuid',
      '123',
      '00000000-0000-4000-8000-00000000000',
      ' 00000000-0000-4000-8000-000000000001',
    ])
      expect(isAnalysisId(id), id).toBe(false);
  });
});

describe('results view', () => {
  it('opens the map only for ?view=map, the table otherwise', () => {
    expect(viewOf('?view=map')).toBe('map');
    expect(viewOf('')).toBe('table');
    expect(viewOf('?view=chart')).toBe('table');
  });

  it('keeps other parameters when switching, and drops the parameter for the table', () => {
    expect(searchWithView('?a=1', 'map')).toBe('?a=1&view=map');
    expect(searchWithView('?view=map&a=1', 'table')).toBe('?a=1');
    expect(searchWithView('?view=map', 'table')).toBe('');
  });
});
