import type { Notification } from '@ecotone/contracts';
import {
  formatQuantity,
  type Locale,
  type MessageKey,
  type MessageParams,
  type UnitSystem,
} from '@ecotone/i18n';

/**
 * Translates a key in the reader's language: i18next's `t` in the app, which holds only the
 * catalogues loaded so far (not `translate` of @ecotone/i18n, which would ship every language).
 */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The sentence of a notification in the reader's language and units, built from its kind and
 * params (the server stores codes and numbers, never texts, so a notification reads in whatever
 * language the user has chosen since).
 */
export function notificationText(
  notification: Pick<Notification, 'kind' | 'params'>,
  translate: Translate,
  locale: Locale,
  units: UnitSystem,
): string {
  const { params } = notification;
  const areaHa = Number(params.areaHa);
  const state = String(params.state ?? '');
  return translate(`notifications.kinds.${notification.kind}`, {
    siteName: String(params.siteName ?? ''),
    shapefileName: String(params.shapefileName ?? ''),
    area: formatQuantity(areaHa, 'ha', units, locale),
    state: isRunState(state) ? translate(`runs.states.${state}`) : state,
  });
}

const RUN_STATES = ['SUCCEEDED', 'CANCELLED', 'FAILED'] as const;
const isRunState = (state: string): state is (typeof RUN_STATES)[number] =>
  (RUN_STATES as readonly string[]).includes(state);

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now" (as "now"), in the reader's language. */
export function relativeTime(createdAt: string, now: Date, locale: Locale): string {
  const seconds = Math.round((new Date(createdAt).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
