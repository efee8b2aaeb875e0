import type * as schemas from './first-load-schemas';

/**
 * A contracts schema fetched with the first answer it checks, for the API calls of the entry and
 * the landing page: zod and the schemas are then a chunk of their own, which a signed-out
 * visitor's first load does not carry (docs/architecture.md, "Bundle"). Pages that load zod
 * anyway pass their schemas as they are.
 */
export const lazySchema =
  <Name extends keyof typeof schemas>(name: Name) =>
  (): Promise<(typeof schemas)[Name]> =>
    import('./first-load-schemas').then((module) => module[name]);
