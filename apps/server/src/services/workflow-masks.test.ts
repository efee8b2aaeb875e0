import { randomUUID } from 'node:crypto';
import { defaultMaskOptions, type WorkflowRunBody } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.js';
import { maskRequestOf } from './workflow-masks.js';

type Params = WorkflowRunBody['workflowParams'];
const params = (extra: Partial<Params> = {}): Params => ({ requestId: randomUUID(), ...extra });
const reasonOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as AppError).reason?.code;
  }
  return 'accepted';
};

describe('maskRequestOf', () => {
  it('skips on skipMask, whatever else is sent', () => {
    const request = maskRequestOf(params({ skipMask: true, maskOptions: { masks: [] } }), {
      text: null,
    });
    expect(request).toEqual({ mode: 'none' });
  });

  it('uses the activity default layers when nothing is picked (automatic)', () => {
    expect(maskRequestOf(params({ restorationActivity: 'mangroveRestoration' }), null)).toEqual({
      mode: 'automatic',
      options: defaultMaskOptions('mangroveRestoration'),
    });
    expect(maskRequestOf(params(), null)).toEqual({
      mode: 'automatic',
      options: defaultMaskOptions(null),
    });
  });

  it('takes manual options within their bounds, and an uploaded mask', () => {
    const options = { ...defaultMaskOptions(null), masks: ['slope'], slopeDegrees: 30 };
    expect(maskRequestOf(params({ maskOptions: options }), null)).toEqual({
      mode: 'manual',
      options,
    });
    expect(maskRequestOf(params(), { text: '{"type":"MultiPolygon"}' })).toEqual({
      mode: 'upload',
      customMaskText: '{"type":"MultiPolygon"}',
    });
  });

  it('refuses bad options (naming the field), an unusable mask, and both at once', () => {
    const bad = { ...defaultMaskOptions(null), herbaceousPercent: -1 };
    expect(reasonOf(() => maskRequestOf(params({ maskOptions: bad }), null))).toBe(
      'MASK_OPTIONS_INVALID',
    );
    try {
      maskRequestOf(params({ maskOptions: bad }), null);
    } catch (error) {
      expect((error as AppError).reason?.params).toEqual({ field: 'herbaceousPercent' });
    }
    const repeated = { ...defaultMaskOptions(null), masks: ['water', 'water'] };
    expect(reasonOf(() => maskRequestOf(params({ maskOptions: repeated }), null))).toBe(
      'MASK_OPTIONS_INVALID',
    );
    expect(reasonOf(() => maskRequestOf(params(), { text: null }))).toBe('MASK_INVALID');
    expect(
      reasonOf(() =>
        maskRequestOf(params({ maskOptions: defaultMaskOptions(null) }), { text: '{}' }),
      ),
    ).toBe('MASK_AND_OPTIONS');
  });
});
