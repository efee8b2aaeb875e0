import { type Locale, translate } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { notificationText, relativeTime, type Translate } from './notification-text';

const translator =
  (locale: Locale): Translate =>
  (key, params) =>
    translate(locale, key, params);

const ready = {
  kind: 'assessmentReady' as const,
  params: { siteName: 'Bar K Ranch', shapefileName: 'usa_bar_k', areaHa: 100, state: 'SUCCEEDED' },
};

describe('notificationText', () => {
  it('names site, shapefile and area in hectares for metric readers', () => {
    expect(notificationText(ready, translator('en'), 'en', 'metric')).toBe(
      'The assessment of Bar K Ranch (usa_bar_k, 100 ha) is ready.',
    );
  });
  it('converts the area for imperial readers and speaks Spanish', () => {
    expect(notificationText(ready, translator('es'), 'es', 'imperial')).toBe(
      'La evaluación de Bar K Ranch (usa_bar_k, 247 acres) está lista.',
    );
  });
  it('says why a failed assessment stopped, translated', () => {
    const failed = {
      ...ready,
      kind: 'assessmentFailed' as const,
      params: { ...ready.params, state: 'CANCELLED' },
    };
    expect(notificationText(failed, translator('en'), 'en', 'metric')).toBe(
      'The assessment of Bar K Ranch (usa_bar_k, 100 ha) did not finish: Cancelled.',
    );
    expect(notificationText(failed, translator('es'), 'es', 'metric')).toContain(
      'no terminó: Cancelado',
    );
  });
  it('shows N/A for a missing area rather than a made-up number', () => {
    const { areaHa: _, ...withoutArea } = ready.params;
    expect(
      notificationText({ ...ready, params: withoutArea }, translator('en'), 'en', 'metric'),
    ).toContain('(usa_bar_k, N/A)');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    ['2026-06-01T11:59:50Z', 'en', 'now'],
    ['2026-06-01T11:55:00Z', 'en', '5 minutes ago'],
    ['2026-06-01T09:00:00Z', 'en', '3 hours ago'],
    ['2026-05-31T12:00:00Z', 'en', 'yesterday'],
    ['2026-05-31T12:00:00Z', 'es', 'ayer'],
    ['2026-05-18T12:00:00Z', 'en', '2 weeks ago'],
  ] as const)('%s in %s -> %s', (createdAt, locale, expected) => {
    expect(relativeTime(createdAt, now, locale)).toBe(expected);
  });
});
