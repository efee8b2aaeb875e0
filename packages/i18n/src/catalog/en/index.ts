/** The English catalogue: the source every other language is typed against. */

import type { Widen } from '../types.js';
import { admin as enAdmin } from './admin.js';
import { assessment as enAssessment } from './assessment.js';
import { collections as enCollections } from './collections.js';
import { enCore } from './core.js';
import { enResults } from './results-sections.js';
import { enServerOnly } from './server-only.js';
import { sharing as enSharing } from './sharing.js';

/**
 * Every English text: the first load's (`core.ts`), the results page's (`results-sections.ts`)
 * user administration's (`admin.ts`), sharing's (`sharing.ts`), collections' (`collections.ts`) and the assessment page's
 * (`assessment.ts`),
 * which the web app loads in parts (apps/web/src/i18n.ts), and the server's own
 * (`server-only.ts`: emails, role descriptions); the server uses it whole.
 */
export const en = {
  ...enCore,
  ...enResults,
  ...enServerOnly,
  admin: enAdmin,
  sharing: enSharing,
  collections: enCollections,
  assessment: enAssessment,
} as const;

/** What every language's catalogue must hold: English's keys, each text a string. */
export type Messages = Widen<typeof en>;
