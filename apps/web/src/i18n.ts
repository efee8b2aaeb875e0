import { en, es, languageToLocale } from '@ecotone/i18n';
import i18n from 'i18next';
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

// The stored language is applied before the first render so a Spanish visitor never sees an
// English flash; PreferencesProvider takes over from here.
const initialLocale = languageToLocale(readStoredPreferences(browserStorage()).language);

// Only in a browser: the pure modules' unit tests run in Node and may reach this module through a
// feature's index (review-summary.ts -> analysis-inputs -> its table -> the API client -> here).
i18n.on('languageChanged', (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: initialLocale,
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  initAsync: false,
  interpolation: { prefix: '{{', suffix: '}}', escapeValue: false },
});

export default i18n;
