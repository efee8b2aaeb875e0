import { use } from 'react';
import { PreferencesContext, type PreferencesControls } from './preferences-provider';

/** Current unit system and language, and the setters that apply and save them. */
export function usePreferences(): PreferencesControls {
  const controls = use(PreferencesContext);
  if (!controls) throw new Error('usePreferences needs a PreferencesProvider above it');
  return controls;
}
