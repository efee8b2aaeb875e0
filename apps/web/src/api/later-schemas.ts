/**
 * The schemas `lazySchema` loads: one chunk, with zod, fetched with the first answer to check.
 * The entry, the landing page and the signed-in frame check nothing with zod on their first load
 * (their answers are read by contracts' zod-free readers); these are their calls made after a
 * user action (a newsletter subscription, a feature-flag toggle).
 */
export { requestReceivedSchema, userFlagsAnswerSchema } from '@ecotone/contracts';
