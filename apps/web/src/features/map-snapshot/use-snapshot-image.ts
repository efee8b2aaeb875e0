import { useEffect, useState } from 'react';
import { composeSnapshot, type SnapshotContent } from '../../map/printable/compose-snapshot';

/** The composed snapshot: a PNG blob to download and its address for the preview `<img>`. */
export interface SnapshotImage {
  blob: Blob;
  url: string;
}

/**
 * Composes the snapshot again whenever what it shows changes (null while there is no map
 * image yet), and frees the previous preview's address.
 */
export function useSnapshotImage(content: SnapshotContent | null): {
  image: SnapshotImage | null;
  error: unknown;
} {
  const [image, setImage] = useState<SnapshotImage | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!content) return;
    let cancelled = false;
    let url: string | null = null;
    let canvas: HTMLCanvasElement;
    try {
      canvas = composeSnapshot(content);
    } catch (failure) {
      setError(failure);
      return;
    }
    canvas.toBlob((blob) => {
      if (cancelled) return;
      if (!blob) {
        setError(new Error('The snapshot could not be encoded'));
        return;
      }
      url = URL.createObjectURL(blob);
      setImage({ blob, url });
      setError(null);
    }, 'image/png');
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [content]);
  return { image, error };
}
