import type { ShapeCollection } from '@ecotone/geometry';
import { apiErrorFromResponse } from '../../../api/api-error';
import { ApiError, api } from '../../../api/client';
import i18n from '../../../i18n';

/** specs/1 section 9, "Shape clean-up". */
export const CLEAN_UP_TOLERANCES = { simplifyTolerance: 20, areaTolerance: 5000 } as const;

export interface UploadedLayer {
  name: string;
  file: string;
  featureCount: number;
}

export interface UploadWarning {
  code: string;
  message: string;
}

export interface ImportAnswer {
  /** A FeatureCollection, or base64 of gzip-compressed GeoJSON text when `compressed`. */
  geojson: unknown;
  compressed: boolean;
  layers: UploadedLayer[];
  warnings: UploadWarning[];
  error: null;
}

export interface CleanUpAnswer {
  geojson: unknown;
  compressed: boolean;
  dissolveError: string | null;
}

/**
 * POST /api/shape-file/generate-geojson-from-files: every file in a multipart part named
 * `files`. The browser sets the multipart content type (with its boundary) from the FormData.
 * A refusal is an ApiError whose message the server already translated.
 */
export async function generateGeoJsonFromFiles(
  files: readonly File[],
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/shape-file/generate-geojson-from-files', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
      },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'INTERNAL', cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  if (!response.ok) throw apiErrorFromResponse(response.status, text, response.statusText);
  return JSON.parse(text) as ImportAnswer;
}

/** POST /api/shape-file/clean-up-geojson: repair, dissolve, simplify (unless 'Use original'). */
export function cleanUpGeoJson(
  collection: ShapeCollection,
  signal?: AbortSignal,
): Promise<CleanUpAnswer> {
  return api.post<CleanUpAnswer>(
    '/api/shape-file/clean-up-geojson',
    { geojson: collection, compressed: false, ...CLEAN_UP_TOLERANCES },
    { signal },
  );
}
