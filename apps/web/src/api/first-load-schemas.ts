/** The schemas `lazySchema` loads: one chunk, with zod, fetched with the first answer to check. */
export {
  clientConfigSchema,
  permissionsAnswerSchema,
  requestReceivedSchema,
  userPreferencesSchema,
  userSessionSchema,
} from '@ecotone/contracts';
