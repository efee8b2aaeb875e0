import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapCapture } from '../../map/printable/capture-map';
import type { CaptureMap } from './snapshot-types';

/**
 * Captures the map once when mounted (the dialog opening) and again on `refresh`. The latest
 * `captureMap` is kept in a ref: a caller's inline arrow must not capture again on every render.
 */
export function useMapCapture(captureMap: CaptureMap): {
  value: MapCapture | null;
  error: unknown;
  refresh: () => void;
} {
  const latest = useRef(captureMap);
  latest.current = captureMap;
  const [value, setValue] = useState<MapCapture | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void round; // each refresh captures again
    latest.current().then(
      (capture) => {
        if (!current) return;
        setValue(capture);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [round]);
  const refresh = useCallback(() => setRound((count) => count + 1), []);
  return { value, error, refresh };
}
