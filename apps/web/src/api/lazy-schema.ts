import type * as laterSchemas from './later-schemas';

/**
 * A loader of contracts schemas kept out of a first load: `schemaLoader(() => import('./x'))`
 * gives `(name) => () => Promise<schema>`, and the client fetches the module (with zod) with the
 * first answer it checks (docs/architecture.md, "Bundle"). Pages that load zod anyway pass their
 * schemas as they are; a first load's own answers are read without zod (contracts' readers).
 */
export const schemaLoader =
  <Schemas>(load: () => Promise<Schemas>) =>
  <Name extends keyof Schemas>(name: Name) =>
  (): Promise<Schemas[Name]> =>
    load().then((module) => module[name]);

/** The entry's, the landing page's and the signed-in frame's schemas (`later-schemas.ts`). */
export const lazySchema = schemaLoader<typeof laterSchemas>(() => import('./later-schemas'));
