import type { Messages } from './en/index.js';
import { en } from './en/index.js';
import { es } from './es/index.js';

export { en, type Messages } from './en/index.js';
export { es } from './es/index.js';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const catalogs: Record<Locale, Messages> = { en, es };
