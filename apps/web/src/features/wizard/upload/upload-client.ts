import { CLEAN_UP_TOLERANCES, type CleanUpAnswer, type ImportAnswer } from '@ecotone/contracts';
import type { ShapeCollection } from '@ecotone/geometry';
import { apiErrorFromResponse } from '../../../api/api-error';
import { ApiError, api } from '../../../api/client';
import i18n from '../../../i18n';
import { wizardSchema } from '../wizard-schema';

/** How much of an upload's body the browser has sent. */
export interface SentShare {
  sentBytes: number;
  totalBytes: number;
}

export interface UploadCallbacks {
  signal?: AbortSignal;
  /** Each time more of the body has gone out (the browser's upload progress events). */
  onSent?: (share: SentShare) => void;
  /** The whole body is sent: the server is now reading the files. */
  onAllSent?: () => void;
}

const aborted = (signal: AbortSignal | undefined) =>
  signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError');

/**
 * POST /api/shape-file/generate-geojson-from-files: every file in a multipart part named
 * `files`. An XMLHttpRequest, not fetch: only it reports how much of a request body has gone
 * out, which the upload panel shows. The browser sets the multipart content type (with its
 * boundary) from the FormData. Aborting `signal` aborts the request, and the server then stops
 * the import (docs/uploads.md). A refusal is an ApiError whose message the server translated.
 */
export function generateGeoJsonFromFiles(
  files: readonly File[],
  { signal, onSent, onAllSent }: UploadCallbacks = {},
): Promise<ImportAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal));
    const request = new XMLHttpRequest();
    request.open('POST', '/api/shape-file/generate-geojson-from-files');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? i18n.language ?? 'en');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent?.({ sentBytes: event.loaded, totalBytes: event.total });
    };
    request.upload.onload = () => onAllSent?.();
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        return reject(apiErrorFromResponse(request.status, text, request.statusText));
      }
      wizardSchema('importAnswerSchema')()
        .then((schema) => resolve(schema.parse(JSON.parse(text))))
        .catch((cause: unknown) => {
          reject(new ApiError(request.status, 'INTERNAL', (cause as Error).message));
        });
    };
    request.onerror = () => reject(new ApiError(0, 'INTERNAL', 'The upload failed to send.'));
    request.onabort = () => reject(aborted(signal));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** POST /api/shape-file/clean-up-geojson: repair, dissolve, simplify (unless 'Use original'). */
export function cleanUpGeoJson(
  collection: ShapeCollection,
  signal?: AbortSignal,
): Promise<CleanUpAnswer> {
  return api.post(
    '/api/shape-file/clean-up-geojson',
    { geojson: collection, compressed: false, ...CLEAN_UP_TOLERANCES },
    { schema: wizardSchema('cleanUpAnswerSchema'), signal },
  );
}
