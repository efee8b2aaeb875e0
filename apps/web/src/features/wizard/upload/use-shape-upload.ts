import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessageKey } from '../../../api/error-message';
import { geometryClient } from '../../../workers/geometry-client';
import type { EditableShape } from '../shape-history';
import {
  cleanUpGeoJson,
  generateGeoJsonFromFiles,
  type UploadedLayer,
  type UploadWarning,
} from './upload-client';

/** What an upload brought: the shapes and what the user should know about them. */
export interface UploadOutcome {
  shapes: EditableShape[];
  layers: UploadedLayer[];
  warnings: UploadWarning[];
  skippedFeatures: number;
  /** Set when the clean-up could not dissolve: the original shape was kept. */
  dissolveError: string | null;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'cleaning' }
  /** Several layers: shown to the user before they join the map. */
  | { status: 'review'; outcome: UploadOutcome }
  | { status: 'added'; outcome: UploadOutcome }
  | { status: 'failed'; message: string };

class NoPolygonsError extends Error {}

export type ShapeUploads = ReturnType<typeof useShapeUpload>;

/**
 * Uploading shape files: the server reads them, the geometry worker decodes the answer (off the
 * UI thread), the server cleans the shape up unless 'Use original shape' is ticked, and the
 * shapes go to `onAdd` (one transaction that merges them with the drawn ones). A failure changes
 * nothing on the map.
 */
export function useShapeUpload(onAdd: (shapes: EditableShape[]) => void) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const onAddRef = useRef(onAdd);
  useEffect(() => {
    onAddRef.current = onAdd;
  });
  useEffect(() => () => running.current?.abort(), []);

  const describe = useCallback(
    (error: unknown): string => {
      if (error instanceof NoPolygonsError) return t('web.map.upload.noPolygons');
      if (error instanceof ApiError) {
        // A refused file: the alert's heading already says so; show the reason alone.
        const reasonKey = error.reason && `files.${error.reason.code}`;
        if (error.code === 'INVALID_FILE' && reasonKey && i18n.exists(reasonKey))
          return t(reasonKey as never, error.reason?.params);
        // The server's own message is already in the user's language; bare statuses are not.
        const serverMessage = error.status > 0 && !/^HTTP \d+$/.test(error.message);
        return serverMessage ? error.message : t(errorMessageKey(error.code));
      }
      return error instanceof Error ? error.message : t('errors.INTERNAL');
    },
    [t, i18n],
  );

  const upload = useCallback(
    async (files: readonly File[], useOriginalShape: boolean) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      try {
        setState({ status: 'reading' });
        const answer = await generateGeoJsonFromFiles(files, controller.signal);
        const decoded = await geometryClient.decode(answer.geojson, answer.compressed);
        let collection = decoded.collection;
        let dissolveError: string | null = null;
        if (collection.features.length > 0 && !useOriginalShape) {
          setState({ status: 'cleaning' });
          const cleaned = await cleanUpGeoJson(collection, controller.signal);
          dissolveError = cleaned.dissolveError;
          if (!dissolveError) {
            collection = (await geometryClient.decode(cleaned.geojson, cleaned.compressed))
              .collection;
          }
        }
        if (controller.signal.aborted) return;
        if (collection.features.length === 0) throw new NoPolygonsError();
        const outcome: UploadOutcome = {
          shapes: collection.features.map((feature) => ({ ...feature, id: crypto.randomUUID() })),
          layers: answer.layers,
          warnings: answer.warnings,
          skippedFeatures: decoded.skippedFeatures,
          dissolveError,
        };
        if (answer.layers.length > 1) {
          setState({ status: 'review', outcome });
        } else {
          onAddRef.current(outcome.shapes);
          setState({ status: 'added', outcome });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Shape upload failed', error);
        setState({ status: 'failed', message: describe(error) });
      }
    },
    [describe],
  );

  const confirm = useCallback(() => {
    if (state.status !== 'review') return;
    onAddRef.current(state.outcome.shapes);
    setState({ status: 'added', outcome: state.outcome });
  }, [state]);

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  const busy = state.status === 'reading' || state.status === 'cleaning';
  return { state, busy, upload, confirm, dismiss };
}
