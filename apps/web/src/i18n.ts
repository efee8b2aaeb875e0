import type { en } from '@ecotone/i18n';
import { languageToLocale } from '@ecotone/i18n';
import { enCore } from '@ecotone/i18n/catalog/en-core';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Straight to the storage module, not the feature's index: the API client imports this module,
// and the index's provider and dialog import the API client.
import { browserStorage, readStoredPreferences } from './features/preferences/preferences-storage';

declare module 'i18next' {
  // Typed keys: `t('web.nav.sites')` is checked against the English catalogue.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// English ships with the page (it is the default and every language's fallback), all but the
// results page's and user administration's texts, which come with their pages (`loadResultTexts`,
// `loadAdminTexts`); Spanish is
// its own chunk, fetched the first time it is asked for. i18next fetches a language before it
// switches to it, so a switch shows the old language until the new one is there, never keys.
const otherCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'es') {
      callback(new Error(`No catalogue for ${language}`), false);
      return;
    }
    import('@ecotone/i18n/catalog/es').then(
      ({ es }) => callback(null, es),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

// The stored language is applied before the first render (main.tsx waits for `i18nReady`) so a
// Spanish visitor never sees an English flash; PreferencesProvider takes over from here.
const initialLocale = languageToLocale(readStoredPreferences(browserStorage()).language);

// Only in a browser: the pure modules' unit tests run in Node and may reach this module through a
// feature's index (review-summary.ts -> analysis-inputs -> its table -> the API client -> here).
i18n.on('languageChanged', (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});

/** Resolves once the initial language's catalogue is loaded. */
export const i18nReady = i18n
  .use(otherCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: enCore } },
    partialBundledLanguages: true,
    lng: initialLocale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    initAsync: false,
    interpolation: { prefix: '{{', suffix: '}}', escapeValue: false },
  });

let resultTexts: Promise<void> | undefined;

/**
 * The English texts of the results page (its tabs, charts, map and the analyses' labels), added
 * to the catalogue once; the page's route waits for them with its code, so no key ever shows.
 */
export function loadResultTexts(): Promise<void> {
  resultTexts ??= import('@ecotone/i18n/catalog/en-results').then(({ enResults }) => {
    i18n.addResourceBundle('en', 'translation', enResults, true, false);
  });
  return resultTexts;
}

export default i18n;

let adminTexts: Promise<void> | undefined;

/**
 * The English texts of user administration (the users page, its dialogs and the invitation
 * page), added once; those pages' routes wait for them with their code, like the results page.
 */
export function loadAdminTexts(): Promise<void> {
  adminTexts ??= import('@ecotone/i18n/catalog/en-admin').then(({ admin }) => {
    i18n.addResourceBundle('en', 'translation', { admin }, true, false);
  });
  return adminTexts;
}

let collectionTexts: Promise<void> | undefined;

/**
 * The English texts of the Collections and Projects pages and the collection editor (issue 20),
 * added once; those pages' routes wait for them with their code.
 */
export function loadCollectionTexts(): Promise<void> {
  collectionTexts ??= import('@ecotone/i18n/catalog/en-collections').then(({ collections }) => {
    i18n.addResourceBundle('en', 'translation', { collections }, true, false);
  });
  return collectionTexts;
}

let sharingTexts: Promise<void> | undefined;

/**
 * The English texts of sharing and sites (the Sites and site pages, Site Settings, the Sharing
 * panel), added once; the routes that show them wait for them with their code.
 */
export function loadSharingTexts(): Promise<void> {
  sharingTexts ??= import('@ecotone/i18n/catalog/en-sharing').then(({ sharing }) => {
    i18n.addResourceBundle('en', 'translation', { sharing }, true, false);
  });
  return sharingTexts;
}

let assessmentTexts: Promise<void> | undefined;

/**
 * The English texts of the natural capital assessment page (issue 21), added once; its route
 * waits for them with its code (the page also shows the results page's and sharing's texts).
 */
export function loadAssessmentTexts(): Promise<void> {
  assessmentTexts ??= import('@ecotone/i18n/catalog/en-assessment').then(({ assessment }) => {
    i18n.addResourceBundle('en', 'translation', { assessment }, true, false);
  });
  return assessmentTexts;
}
