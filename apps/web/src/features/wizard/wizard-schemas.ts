/**
 * The contracts schemas of the wizard's calls made after a user action (place search, the key
 * details' geography, an upload, the submission): one chunk, with zod, fetched by `wizardSchema`
 * with the first answer to check, so the wizard's first load does not carry zod
 * (docs/architecture.md, "Bundle").
 */
export {
  assetRelationshipAnswerSchema,
  cleanUpAnswerSchema,
  createMaskAnswerSchema,
  geographyAnswerSchema,
  importAnswerSchema,
  maskPreviewSummaryAnswerSchema,
  placeSearchAnswerSchema,
  signedUploadAnswerSchema,
  workflowRunAnswerSchema,
} from '@ecotone/contracts';
