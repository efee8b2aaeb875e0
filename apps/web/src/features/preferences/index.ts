/** The user's preferences (units, language) and their dialog, as other features use them. */
export { PreferencesDialog } from './preferences-dialog';
export { browserStorage } from './preferences-storage';
export { usePreferences } from './use-preferences';
