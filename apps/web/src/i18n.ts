import { en, es, languageToLocale } from '@ecotone/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
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
