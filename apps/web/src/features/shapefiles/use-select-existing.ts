import type { ShapefileListItem } from '@ecotone/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorMessageKey } from '../../api/error-message';
import { type ImportedShapefile, toImportedShapefile } from '../../shapes/imported-shapefile';
import { fetchShapefileGeoJson } from './shapefiles-api';

/**
 * The modal's chosen row and its confirmation: Select loads the shapefile's GeoJSON and only
 * then hands the shape over, so a failed load leaves the wizard as it was and says why here.
 */
export function useSelectExisting(onLoaded: (imported: ImportedShapefile) => void) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ShapefileListItem | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });
  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback((item: ShapefileListItem) => {
    setSelected(item);
    setError(null);
  }, []);

  const describe = useCallback(
    (cause: unknown): string => {
      if (cause instanceof ApiError) {
        // The server's own message is already in the user's language; bare statuses are not.
        const serverMessage = cause.status > 0 && !/^HTTP \d+$/.test(cause.message);
        return serverMessage ? cause.message : t(errorMessageKey(cause.code));
      }
      return cause instanceof Error ? cause.message : t('errors.INTERNAL');
    },
    [t],
  );

  const confirm = useCallback(async () => {
    if (!selected || loading) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLoading(true);
    setError(null);
    try {
      const collection = await fetchShapefileGeoJson(selected.shapefileId, controller.signal);
      if (controller.signal.aborted) return;
      if (collection.features.length === 0) {
        setError(t('shapefiles.select.noPolygons', { name: selected.shapefileName }));
        return;
      }
      onLoadedRef.current(toImportedShapefile(selected, collection));
    } catch (cause) {
      if (controller.signal.aborted) return;
      console.warn('Could not load the selected shapefile', cause);
      setError(
        t('shapefiles.select.loadFailed', {
          name: selected.shapefileName,
          message: describe(cause),
        }),
      );
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [selected, loading, describe, t]);

  return { selected, choose, confirm, loading, error };
}
