import { createHash, randomUUID } from 'node:crypto';

/**
 * Signed uploads live under `uploads/{owner}/{uuid}.json`, `owner` being a hash of the user id:
 * whoever later names the file (a workflow) must be the user it was signed for, and the key
 * itself says who that is without putting the raw id in URLs and bucket listings.
 */
const ownerFolder = (userId: string) =>
  `uploads/${createHash('sha256').update(userId).digest('hex').slice(0, 32)}`;

export const newUploadKey = (userId: string): string =>
  `${ownerFolder(userId)}/${randomUUID()}.json`;

export const isUploadOf = (key: string, userId: string): boolean =>
  /^uploads\/[0-9a-f]{32}\/[0-9a-f-]{36}\.json$/.test(key) &&
  key.startsWith(`${ownerFolder(userId)}/`);
