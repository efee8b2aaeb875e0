import { SIGNED_UPLOAD_MAX_BYTES, type WorkflowRunBody } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import { formatBytes } from '../format-bytes.js';
import { readAtMost } from '../storage/read-at-most.js';
import { type FileStorage, StorageNotFoundError } from '../storage/storage.js';
import { isUploadOf } from './upload-keys.js';

export type BucketInfo = NonNullable<WorkflowRunBody['workflowDataBucketInfo']>;

export interface WorkflowUploadDependencies {
  storage: FileStorage;
  /** This deployment's bucket name: `local`, or the S3 bucket. */
  bucketName: string;
  maxBytes?: number;
}

/** Another bucket, another user's key, or no such file: one answer, so nobody learns which. */
const notFound = () =>
  new AppError(
    'WORKFLOW_UPLOAD_NOT_FOUND',
    {},
    { reason: { namespace: 'workflow', code: 'UPLOAD_NOT_FOUND' } },
  );

/**
 * The JSON document a workflow names in `workflowDataBucketInfo` (docs/uploads.md): read before
 * the workflow's transaction opens, discarded once it has committed. `read` answers its bytes,
 * unparsed: a shape-pool thread parses them (workflow-document.task.ts).
 */
export function createWorkflowUploads(deps: WorkflowUploadDependencies) {
  const maxBytes = deps.maxBytes ?? SIGNED_UPLOAD_MAX_BYTES;

  async function read(viewer: Viewer, info: BucketInfo): Promise<Uint8Array> {
    if (info.bucket !== deps.bucketName || !isUploadOf(info.fileName, viewer.userId)) {
      throw notFound();
    }
    let stream: Awaited<ReturnType<FileStorage['get']>>;
    try {
      stream = await deps.storage.get(info.fileName);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notFound();
      throw error;
    }
    // The local PUT enforces the limit; a presigned S3 PUT cannot, so it is enforced here too.
    const read = await readAtMost(stream, maxBytes);
    if (read.tooLarge) {
      stream.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', { limit: formatBytes(maxBytes) });
    }
    return read.bytes;
  }

  /** After the workflow committed: the document has served its purpose. Failures are harmless. */
  async function discard(info: BucketInfo): Promise<void> {
    await deps.storage.delete(info.fileName).catch(() => undefined);
  }

  return { read, discard };
}

export const isWorkflowUploadNotFound = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'WORKFLOW_UPLOAD_NOT_FOUND';

export type WorkflowUploads = ReturnType<typeof createWorkflowUploads>;
