import type { NotificationKind } from '@ecotone/contracts';
import {
  catalogs,
  DEFAULT_LOCALE,
  DEFAULT_UNIT_SYSTEM,
  formatQuantity,
  interpolate,
  LANGUAGES,
  type Language,
  type Locale,
  languageToLocale,
  UNIT_SYSTEMS,
  type UnitSystem,
} from '@ecotone/i18n';
import { renderMail } from '../mail/render-mail.js';
import type { AnnouncementFacts } from '../repositories/notification.repository.js';
import { escapeMrkdwn, type TeamChatMessage } from './team-chat.client.js';

/** The web app's page of the assessment (the link of every channel; docs/assessment.md). */
export const assessmentPath = (assessmentId: string) =>
  `/assessment/${encodeURIComponent(assessmentId)}`;

export const kindOf = (facts: Pick<AnnouncementFacts, 'analysisState'>): NotificationKind =>
  facts.analysisState === 'SUCCEEDED' ? 'assessmentReady' : 'assessmentFailed';

const runStateText = (locale: Locale, state: string) =>
  (catalogs[locale].runs.states as Record<string, string>)[state] ?? state;

/** A site-less shapefile (stored before sites existed) is named by its shapefile. */
const siteNameOf = (facts: AnnouncementFacts) => facts.siteName ?? facts.shapefileName;

/**
 * The in-app notification's params: the web formats the area in the reader's units and
 * translates the state, so numbers and codes are stored, not texts.
 */
export function notificationParams(facts: AnnouncementFacts): Record<string, string | number> {
  return {
    siteName: siteNameOf(facts),
    shapefileName: facts.shapefileName,
    areaHa: Math.round(facts.areaHa * 100) / 100,
    state: facts.analysisState,
  };
}

/** The creator's language and units; English and metric when they never chose. */
export function readerOf(facts: AnnouncementFacts): { locale: Locale; units: UnitSystem } {
  const language = LANGUAGES.find((known) => known === facts.creatorLanguage);
  const units = UNIT_SYSTEMS.find((known) => known === facts.creatorUnits);
  return {
    locale: language ? languageToLocale(language as Language) : DEFAULT_LOCALE,
    units: units ?? DEFAULT_UNIT_SYSTEM,
  };
}

/** The email to the creator, in their language and units. */
export function announcementEmail(facts: AnnouncementFacts, assessmentUrl: string) {
  const { locale, units } = readerOf(facts);
  return renderMail(locale, kindOf(facts), {
    name: facts.creatorName,
    siteName: siteNameOf(facts),
    shapefileName: facts.shapefileName,
    area: formatQuantity(facts.areaHa, 'ha', units, locale),
    state: runStateText(locale, facts.analysisState),
    url: assessmentUrl,
  });
}

/**
 * The team-chat message: site, shapefile, area, state and a link. A shared channel has no one
 * reader, so it is in the default language and metric units.
 */
export function teamChatMessage(facts: AnnouncementFacts, assessmentUrl: string): TeamChatMessage {
  const locale = DEFAULT_LOCALE;
  const texts = catalogs[locale].notifications.teamChat;
  const headline = interpolate(texts[kindOf(facts)], { siteName: siteNameOf(facts) });
  const area = formatQuantity(facts.areaHa, 'ha', 'metric', locale);
  const state = runStateText(locale, facts.analysisState);
  const fields = [
    [texts.shapefile, facts.shapefileName],
    [texts.area, area],
    [texts.state, state],
  ] as const;
  return {
    text: `${headline} (${facts.shapefileName}, ${area}, ${state}): ${assessmentUrl}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${escapeMrkdwn(headline)}*` } },
      {
        type: 'section',
        fields: fields.map(([label, value]) => ({
          type: 'mrkdwn',
          text: `*${escapeMrkdwn(label)}*\n${escapeMrkdwn(value)}`,
        })),
      },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: texts.openResults },
            url: assessmentUrl,
          },
        ],
      },
    ],
  };
}
