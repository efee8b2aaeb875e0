import { type CreateMaskAnswer, defaultMaskOptions, type MaskLayer } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_MASK_PREVIEW,
  isBusy,
  layersToCompute,
  type MaskPreviewAction,
  type MaskPreviewState,
  nextLayer,
  optionsKeyOf,
  previewTiles,
  reduceMaskPreview,
  statusOf,
  summaryLayers,
  unappliedPending,
} from './mask-preview';

const MASK_ID = '6a2f41a3-c54c-4b6a-9a7c-1c4f6b0d2e11';
const options = defaultMaskOptions(null);
const key = optionsKeyOf(options);
const steeperKey = optionsKeyOf({ ...options, slopeDegrees: 25 });
const applied: MaskLayer[] = ['built', 'water'];

const answer = (
  maskLayer: MaskLayer,
  status: 'success' | 'noDataAvailable' = 'success',
): CreateMaskAnswer => ({
  err: status === 'success' ? null : { code: 'MASK_NO_DATA', message: 'no data' },
  maskId: MASK_ID,
  maskLayer,
  status,
  areaHa: status === 'success' ? 12.5 : 0,
  scale: 10,
  synthetic: true,
  maskUrl: { tiles: `/api/geo/tiles-dynamic/${MASK_ID}/${maskLayer}/{z}/{x}/{y}` },
});

const run = (state: MaskPreviewState, ...actions: MaskPreviewAction[]) =>
  actions.reduce(reduceMaskPreview, state);

describe('the mask layer statuses', () => {
  it('keep whether a layer was computed from synthetic demo data (the panel says so)', () => {
    const settled = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: ['built'], optionsKey: key },
      { type: 'start', layer: 'built' },
      { type: 'settle', generation: 0, optionsKey: key, answer: answer('built') },
    );
    expect(settled.layers.built?.synthetic).toBe(true);
    const observed = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: ['built'], optionsKey: key },
      { type: 'start', layer: 'built' },
      {
        type: 'settle',
        generation: 0,
        optionsKey: key,
        answer: { ...answer('built'), synthetic: false },
      },
    );
    expect(observed.layers.built?.synthetic).toBe(false);
  });

  it('go none -> pending -> running -> success, one layer at a time', () => {
    expect(statusOf(INITIAL_MASK_PREVIEW, 'built', key)).toBe('none');
    expect(layersToCompute(INITIAL_MASK_PREVIEW, applied, key)).toEqual(['built', 'water']);
    const queued = run(INITIAL_MASK_PREVIEW, { type: 'queue', layers: applied, optionsKey: key });
    expect(statusOf(queued, 'built', key)).toBe('pending');
    expect(isBusy(queued)).toBe(true);
    expect(nextLayer(queued)).toBe('built');
    const running = run(queued, { type: 'start', layer: 'built' });
    expect(statusOf(running, 'built', key)).toBe('running');
    expect(nextLayer(running)).toBeNull();
    const settled = run(running, {
      type: 'settle',
      generation: 0,
      optionsKey: key,
      answer: answer('built'),
    });
    expect(statusOf(settled, 'built', key)).toBe('success');
    expect(settled.maskId).toBe(MASK_ID);
    expect(nextLayer(settled)).toBe('water');
    expect(layersToCompute(settled, applied, key)).toEqual([]);
  });

  it('noDataAvailable and failed settle the layer; a failure keeps its message', () => {
    const state = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: applied, optionsKey: key },
      { type: 'start', layer: 'built' },
      {
        type: 'settle',
        generation: 0,
        optionsKey: key,
        answer: answer('built', 'noDataAvailable'),
      },
      { type: 'start', layer: 'water' },
      { type: 'fail', generation: 0, layer: 'water', optionsKey: key, error: 'Server down' },
    );
    expect(statusOf(state, 'built', key)).toBe('noDataAvailable');
    expect(statusOf(state, 'water', key)).toBe('failed');
    expect(state.layers.water?.error).toBe('Server down');
    expect(isBusy(state)).toBe(false);
  });

  it('reads a layer computed with other thresholds as none, so it is computed again', () => {
    const state = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: ['slope'], optionsKey: key },
      { type: 'start', layer: 'slope' },
      { type: 'settle', generation: 0, optionsKey: key, answer: answer('slope') },
    );
    expect(statusOf(state, 'slope', steeperKey)).toBe('none');
    expect(layersToCompute(state, ['slope'], steeperKey)).toEqual(['slope']);
    expect(previewTiles(state, ['slope'], steeperKey)).toEqual([]);
  });

  it('keeps a running layer running when the thresholds change under it', () => {
    const running = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: ['slope'], optionsKey: key },
      { type: 'start', layer: 'slope' },
    );
    expect(statusOf(running, 'slope', steeperKey)).toBe('running');
    expect(layersToCompute(running, ['slope'], steeperKey)).toEqual([]);
  });
});

describe('a shapes edit', () => {
  it('drops every layer and the preview set, and ignores answers for the old shapes', () => {
    const running = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: applied, optionsKey: key },
      { type: 'start', layer: 'built' },
    );
    const reset = run(running, { type: 'reset' });
    expect(reset).toEqual({ generation: 1, maskId: null, layers: {} });
    expect(isBusy(reset)).toBe(false);
    const late = run(reset, {
      type: 'settle',
      generation: 0,
      optionsKey: key,
      answer: answer('built'),
    });
    expect(late).toBe(reset);
    const lateFailure = run(reset, {
      type: 'fail',
      generation: 0,
      layer: 'built',
      optionsKey: key,
      error: 'x',
    });
    expect(lateFailure).toBe(reset);
  });
});

describe('unticked layers', () => {
  it('are not computed when they were still waiting; computed ones stay for a re-tick', () => {
    const state = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: applied, optionsKey: key },
      { type: 'start', layer: 'built' },
      { type: 'settle', generation: 0, optionsKey: key, answer: answer('built') },
    );
    expect(unappliedPending(state, [])).toEqual(['water']);
    const dropped = run(state, { type: 'drop', layers: ['water', 'built'] });
    expect(statusOf(dropped, 'water', key)).toBe('none');
    expect(statusOf(dropped, 'built', key)).toBe('success');
  });
});

describe('the summary and the map', () => {
  it('waits until every applied layer settled, then merges the computed ones', () => {
    const first = run(
      INITIAL_MASK_PREVIEW,
      { type: 'queue', layers: ['built', 'water', 'nonGrassland'], optionsKey: key },
      { type: 'start', layer: 'built' },
      { type: 'settle', generation: 0, optionsKey: key, answer: answer('built') },
    );
    const layers = ['built', 'water', 'nonGrassland'] as MaskLayer[];
    expect(summaryLayers(first, layers, key)).toBeNull();
    const all = run(
      first,
      { type: 'start', layer: 'water' },
      { type: 'fail', generation: 0, layer: 'water', optionsKey: key, error: 'x' },
      { type: 'start', layer: 'nonGrassland' },
      { type: 'noData', generation: 0, layer: 'nonGrassland', optionsKey: key },
    );
    expect(summaryLayers(all, layers, key)).toEqual(['built']);
    expect(previewTiles(all, layers, key)).toEqual([
      { layer: 'built', tiles: `/api/geo/tiles-dynamic/${MASK_ID}/built/{z}/{x}/{y}` },
    ]);
  });
});
