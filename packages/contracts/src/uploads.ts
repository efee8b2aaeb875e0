import { z } from 'zod';

/**
 * POST /api/shape-file/shape/get-bucket-upload-signed-url (specs/1 section 7, docs/uploads.md):
 * a one-time location the web PUTs a large JSON document to (a shape, a custom mask) before it
 * starts a workflow naming it in `workflowDataBucketInfo`. The embedded default signs a URL of this
 * server (local storage); with S3 configured it is a presigned S3 URL.
 */
export const signedUploadAnswerSchema = z.object({
  bucketName: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** When the URL stops working. */
  expiresAt: z.iso.datetime(),
  /** The largest body the URL accepts. */
  maxBytes: z.number().int().positive(),
});
export type SignedUploadAnswer = z.infer<typeof signedUploadAnswerSchema>;

/** The largest document one signed upload accepts. */
export const SIGNED_UPLOAD_MAX_BYTES = 100_000_000;
/** How long a signed upload location stays usable. */
export const SIGNED_UPLOAD_EXPIRY_SECONDS = 15 * 60;

/**
 * The JSON document a workflow names in `workflowDataBucketInfo`: the shape (used when
 * `workflowParams.geoJson` is null) and a custom mask. Other fields are ignored.
 */
export const workflowUploadDocumentSchema = z.object({
  geoJson: z.unknown().optional(),
  maskGeojson: z.unknown().optional(),
});
export type WorkflowUploadDocument = z.infer<typeof workflowUploadDocumentSchema>;
