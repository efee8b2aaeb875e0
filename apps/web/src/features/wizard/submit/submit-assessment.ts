import type { WorkflowRunAnswer, WorkflowRunRequest } from '@ecotone/contracts';
import { apiErrorFromResponse } from '../../../api/api-error';
import { ApiError, api } from '../../../api/client';
import i18n from '../../../i18n';
import { wizardSchema } from '../wizard-schema';
import { shapeTransferOf } from './shape-transfer';

/**
 * PUT to a signed location: the signature in the URL is the authorisation (an S3 presigned URL
 * may be another origin, so the session cookie is not sent). An S3 refusal is XML, not our error
 * body: it reads as the code its status gives.
 */
async function putDocument(url: string, document: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
      },
      body: document,
      credentials: 'omit',
    });
  } catch (cause) {
    throw new ApiError(0, 'INTERNAL', cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    throw apiErrorFromResponse(response.status, await response.text(), response.statusText);
  }
}

/**
 * Starts the assessment (POST /api/workflow/run). A large shape is first uploaded to a signed
 * location (POST /api/shape-file/shape/get-bucket-upload-signed-url, then PUT) and the workflow
 * names it in `workflowDataBucketInfo` with `geoJson` null. A refusal is an ApiError carrying
 * the server's message in the user's language.
 */
export async function submitAssessment(request: WorkflowRunRequest): Promise<WorkflowRunAnswer> {
  const transfer = shapeTransferOf(request);
  if (transfer.kind === 'inline') {
    return api.post('/api/workflow/run', request, {
      schema: wizardSchema('workflowRunAnswerSchema'),
    });
  }
  const target = await api.post('/api/shape-file/shape/get-bucket-upload-signed-url', undefined, {
    schema: wizardSchema('signedUploadAnswerSchema'),
  });
  await putDocument(target.url, transfer.document);
  return api.post(
    '/api/workflow/run',
    {
      ...request,
      workflowParams: { ...request.workflowParams, geoJson: null },
      workflowDataBucketInfo: { bucket: target.bucketName, fileName: target.fileName },
    },
    { schema: wizardSchema('workflowRunAnswerSchema') },
  );
}
