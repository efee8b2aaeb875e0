import { describe, expect, it } from 'vitest';
import { readNotificationListAnswer } from './notification-list-reader.js';
import { notificationListAnswerSchema } from './notifications.js';
import { expectReaderAgrees } from './reader-agreement.fixture.js';

const ready = {
  id: '0b9f2c4e-8d1a-4f3b-9c2d-1e2f3a4b5c6d',
  kind: 'assessmentReady',
  params: { siteName: 'North paddock', hectares: 12.5 },
  link: '/analysis-manager/results/7',
  createdAt: '2026-11-24T09:00:00.000Z',
  readAt: null,
};
const list = (...notifications: unknown[]) => ({ notifications, unreadCount: 1 });

const answers: Array<[string, unknown]> = [
  ['one unread', list(ready)],
  ['none', { notifications: [], unreadCount: 0 }],
  [
    'a read failure without a link, extra fields',
    {
      ...list({
        ...ready,
        kind: 'assessmentFailed',
        link: null,
        readAt: '2026-11-24T10:00:00Z',
        x: 1,
      }),
      total: 9,
    },
  ],
  ['a nil uuid', list({ ...ready, id: '00000000-0000-0000-0000-000000000000' })],
  ['a max uuid', list({ ...ready, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' })],
  ['an upper-case uuid', list({ ...ready, id: '0B9F2C4E-8D1A-4F3B-9C2D-1E2F3A4B5C6D' })],
  ['a version-0 uuid', list({ ...ready, id: '0b9f2c4e-8d1a-0f3b-9c2d-1e2f3a4b5c6d' })],
  ['a wrong-variant uuid', list({ ...ready, id: '0b9f2c4e-8d1a-4f3b-7c2d-1e2f3a4b5c6d' })],
  ['a numeric id', list({ ...ready, id: 7 })],
  ['an unknown kind', list({ ...ready, kind: 'welcome' })],
  ['empty params', list({ ...ready, params: {} })],
  ['a boolean param', list({ ...ready, params: { done: true } })],
  ['a null param', list({ ...ready, params: { siteName: null } })],
  ['an infinite param', list({ ...ready, params: { hectares: Number.POSITIVE_INFINITY } })],
  ['a NaN param', list({ ...ready, params: { hectares: Number.NaN } })],
  ['params as an array', list({ ...ready, params: ['a'] })],
  ['params as a Date', list({ ...ready, params: new Date(0) })],
  [
    'an own __proto__ param, dropped',
    list({ ...ready, params: JSON.parse('{"__proto__":"x","a":1}') }),
  ],
  ['params missing', list({ ...ready, params: undefined })],
  ['a missing link', list({ ...ready, link: undefined })],
  ['an offset time', list({ ...ready, createdAt: '2026-11-24T09:00:00+01:00' })],
  ['a time without seconds', list({ ...ready, createdAt: '2026-11-24T09:00Z' })],
  ['a local time', list({ ...ready, createdAt: '2026-11-24T09:00:00' })],
  ['a date only', list({ ...ready, createdAt: '2026-11-24' })],
  ['29 February of a leap year', list({ ...ready, createdAt: '2028-02-29T00:00:00Z' })],
  ['29 February of another year', list({ ...ready, createdAt: '2026-02-29T00:00:00Z' })],
  ['hour 24', list({ ...ready, createdAt: '2026-11-24T24:00:00Z' })],
  ['a long fraction', list({ ...ready, readAt: '2026-11-24T09:00:00.123456789Z' })],
  ['a numeric time', list({ ...ready, createdAt: Date.UTC(2026, 10, 24) })],
  ['readAt missing', list({ ...ready, readAt: undefined })],
  ['a negative count', { notifications: [], unreadCount: -1 }],
  ['a fractional count', { notifications: [], unreadCount: 1.5 }],
  ['an unsafe count', { notifications: [], unreadCount: 2 ** 53 }],
  ['a count as text', { notifications: [], unreadCount: '1' }],
  ['notifications missing', { unreadCount: 0 }],
  ['a null notification', list(null)],
  ['an array', [ready]],
  ['null', null],
];

describe('readNotificationListAnswer', () => {
  it.each(answers)('agrees with notificationListAnswerSchema on %s', (_name, answer) => {
    expectReaderAgrees(notificationListAnswerSchema, readNotificationListAnswer, answer);
  });

  it('reads a list', () => {
    expect(readNotificationListAnswer(list(ready))).toEqual({
      notifications: [ready],
      unreadCount: 1,
    });
  });
});
