import { schemaLoader } from '../../api/lazy-schema';
import type * as wizardSchemas from './wizard-schemas';

/** A loader of one of `wizard-schemas.ts`'s schemas, for a request's `schema`. */
export const wizardSchema = schemaLoader<typeof wizardSchemas>(() => import('./wizard-schemas'));
