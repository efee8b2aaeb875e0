import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessageKey } from '../../../api/error-message';
import type { EditableShape } from '../../../shapes/editable-shape';
import { geometryClient } from '../../../workers/geometry-client';
import { cleanUpGeoJson, generateGeoJsonFromFiles } from './upload-client';
import {
  type UploadOutcome,
  type UploadStage,
  type UploadState,
  uploadStages,
} from './upload-progress';

class NoPolygonsError extends Error {}

export type ShapeUploads = ReturnType<typeof useShapeUpload>;

/**
 * Uploading shape files: the server reads them, the geometry worker decodes the answer (off the
 * UI thread), the server cleans the shape up unless 'Use original shape' is ticked, and the
 * shapes go to `onAdd` (one transaction that merges them with the drawn ones). The state says
 * which stage runs and how much of the files has been sent. A failure or Cancel changes nothing
 * on the map; Cancel aborts the request, which stops the server's work too (docs/uploads.md).
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
      const stages = uploadStages(useOriginalShape);
      const working = (stage: UploadStage) =>
        ({ status: 'working', stage, stages, share: null }) as const;
      const stillRunning = () => !controller.signal.aborted;
      try {
        setState(working('sending'));
        const answer = await generateGeoJsonFromFiles(files, {
          signal: controller.signal,
          onSent: (share) => {
            if (stillRunning()) setState({ ...working('sending'), share });
          },
          onAllSent: () => {
            if (stillRunning()) setState(working('reading'));
          },
        });
        if (stillRunning()) setState(working('reading'));
        const decoded = await geometryClient.decode(answer.geojson, answer.compressed);
        let collection = decoded.collection;
        let dissolveError: string | null = null;
        if (collection.features.length > 0 && !useOriginalShape) {
          if (stillRunning()) setState(working('cleaning'));
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
      } finally {
        // Done: Cancel has nothing left to stop.
        if (running.current === controller) running.current = null;
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

  /** Stops the running upload where it is; the shapes on the map stay as they were. */
  const cancel = useCallback(() => {
    if (!running.current || running.current.signal.aborted) return;
    running.current.abort();
    setState({ status: 'cancelled' });
  }, []);

  const busy = state.status === 'working';
  return { state, busy, upload, confirm, dismiss, cancel };
}
