import type { UserPreferences } from '@ecotone/contracts';
import { type Language, languageToLocale, type UnitSystem } from '@ecotone/i18n';
import {
  createContext,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import i18n from '../../i18n';
import { useSignedInUserId } from '../auth';
import { getUserPreferences, putUserPreferences } from './preferences-api';
import { browserStorage, readStoredPreferences, storePreferences } from './preferences-storage';

export interface PreferencesControls extends UserPreferences {
  setUnits: (units: UnitSystem) => void;
  setLanguage: (language: Language) => void;
}

export const PreferencesContext = createContext<PreferencesControls | null>(null);

/**
 * Unit system and language (specs/2 sections 4 and 9). A change applies at once, is kept in
 * localStorage for the next visit and, for a signed-in user, saved on the server; failures
 * are only logged. After sign-in the server's values win, since they follow the person
 * from device to device.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(() => readStoredPreferences(browserStorage()));
  // Mirrors of state for the setters, so two quick changes compose and a change saves for
  // whoever is signed in when it happens, not when the setter was created.
  const latest = useRef(preferences);
  const userId = useSignedInUserId();
  const userIdRef = useRef(userId);
  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);

  const apply = useCallback((next: UserPreferences) => {
    latest.current = next;
    setPreferences(next);
    storePreferences(browserStorage(), next);
  }, []);

  // The language the page shows: it follows the preference once i18next has the catalogue (Spanish
  // is fetched on demand), so server texts picked by language (place names) and the page's own
  // texts switch together, never half one language and half the other.
  const [shownLanguage, setShownLanguage] = useState(preferences.language);
  useEffect(() => {
    const wanted = preferences.language;
    let current = true;
    void i18n.changeLanguage(languageToLocale(wanted)).then(() => {
      if (current) setShownLanguage(wanted);
    });
    return () => {
      current = false;
    };
  }, [preferences.language]);

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    getUserPreferences()
      .then((fromServer) => {
        if (current) apply(fromServer);
      })
      .catch((error: unknown) => console.warn('Could not load user preferences', error));
    return () => {
      current = false;
    };
  }, [userId, apply]);

  const update = useCallback(
    (change: Partial<UserPreferences>) => {
      const next = { ...latest.current, ...change };
      apply(next);
      if (userIdRef.current === undefined) return;
      putUserPreferences(next).catch((error: unknown) =>
        console.warn('Could not save user preferences', error),
      );
    },
    [apply],
  );

  const controls = useMemo<PreferencesControls>(
    () => ({
      ...preferences,
      language: shownLanguage,
      setUnits: (units) => update({ units }),
      setLanguage: (language) => update({ language }),
    }),
    [preferences, shownLanguage, update],
  );

  return <PreferencesContext value={controls}>{children}</PreferencesContext>;
}
