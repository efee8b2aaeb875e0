/** The English catalogue: the source every other language is typed against. */

import type { Widen } from '../types.js';
import { enCore } from './core.js';
import { enResults } from './results-sections.js';

/**
 * Every English text: the first load's (`core.ts`) and the results page's (`results-sections.ts`),
 * which the web app loads in two parts (apps/web/src/i18n.ts); the server uses it whole.
 */
export const en = { ...enCore, ...enResults } as const;

/** What every language's catalogue must hold: English's keys, each text a string. */
export type Messages = Widen<typeof en>;
