import {
  SIGNED_UPLOAD_EXPIRY_SECONDS,
  SIGNED_UPLOAD_MAX_BYTES,
  type SignedUploadAnswer,
} from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { FileStorage } from '../storage/storage.js';
import { signUploadToken, verifyUploadToken } from '../storage/upload-token.js';
import type { PermissionService } from './permission.service.js';
import { newUploadKey } from './upload-keys.js';

/** Where signed uploads go (docs/uploads.md); bootstrap.ts builds it from the storage config. */
export interface UploadTarget {
  /** What `workflowDataBucketInfo.bucket` names: `local`, or the S3 bucket. */
  bucketName: string;
  /**
   * S3 mode: a presigned PUT URL of the bucket. Unset (local storage): a token signed with
   * `secret`, which the route turns into this server's own `PUT /api/uploads/{token}`.
   */
  presignPut?: (
    key: string,
    options: { signedAt: Date; expiresInSeconds: number },
  ) => Promise<string>;
  /** AUTH_SECRET: signs and checks local upload tokens. */
  secret: string;
}

export interface SignedUploadDependencies {
  permissions: Pick<PermissionService, 'require'>;
  storage: FileStorage;
  target: UploadTarget;
  /** The clock of signatures and expiry (tests move it instead of waiting 15 minutes). */
  now?: () => Date;
  maxBytes?: number;
}

export const LOCAL_BUCKET_NAME = 'local';

/** Where the document goes: the bucket's presigned URL, or the token of a local upload. */
export type UploadDestination = { presignedUrl: string } | { localToken: string };

/** The signed upload answer before the route composes its `url` from `destination`. */
export type SignedUploadLocation = Omit<SignedUploadAnswer, 'url'> & {
  destination: UploadDestination;
};

/**
 * POST /api/shape-file/shape/get-bucket-upload-signed-url and PUT /api/uploads/{token}: a
 * one-time, 15-minute location for one JSON document of the signed-in user, which a workflow then
 * names instead of sending the shape inline (docs/uploads.md).
 */
export function createSignedUploadService(deps: SignedUploadDependencies) {
  const now = deps.now ?? (() => new Date());
  const maxBytes = deps.maxBytes ?? SIGNED_UPLOAD_MAX_BYTES;
  const { target } = deps;
  /** Keys being received now: a second PUT racing the first is refused, not interleaved. */
  const receiving = new Set<string>();

  async function createLocation(viewer: Viewer): Promise<SignedUploadLocation> {
    await deps.permissions.require(viewer, 'create:site');
    const signedAt = now();
    const exp = Math.floor(signedAt.getTime() / 1000) + SIGNED_UPLOAD_EXPIRY_SECONDS;
    const key = newUploadKey(viewer.userId);
    const destination: UploadDestination = target.presignPut
      ? {
          presignedUrl: await target.presignPut(key, {
            signedAt,
            expiresInSeconds: SIGNED_UPLOAD_EXPIRY_SECONDS,
          }),
        }
      : {
          localToken: signUploadToken({ key, userId: viewer.userId, exp, maxBytes }, target.secret),
        };
    return {
      bucketName: target.bucketName,
      fileName: key,
      destination,
      expiresAt: new Date(exp * 1000).toISOString(),
      maxBytes,
    };
  }

  /**
   * Stores the body of a PUT to a local signed URL. The token is the only authority (no session
   * needed) and names the one key it may write; `readBody` reads at most the bytes it allows.
   */
  async function receive(
    token: string,
    readBody: (maxBytes: number) => Promise<Uint8Array>,
  ): Promise<void> {
    const check = verifyUploadToken(token, target.secret, now());
    if (!check.valid) throw new AppError('UPLOAD_LINK_INVALID');
    const { key } = check.grant;
    if (receiving.has(key) || (await deps.storage.exists(key))) {
      throw new AppError('UPLOAD_LINK_USED');
    }
    receiving.add(key);
    try {
      await deps.storage.put(key, await readBody(check.grant.maxBytes));
    } finally {
      receiving.delete(key);
    }
  }

  return { createLocation, receive };
}

export type SignedUploadService = ReturnType<typeof createSignedUploadService>;
