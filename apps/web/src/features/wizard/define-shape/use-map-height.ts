import { useEffect, useState } from 'react';

/** specs/1 section 2.5: window height minus 168, at least 400. */
export const mapHeightFor = (windowHeight: number): number => Math.max(400, windowHeight - 168);

const RESIZE_DEBOUNCE_MS = 100;

/** The define-shape map's height, following window resizes (debounced 100 ms). */
export function useMapHeight(): number {
  const [height, setHeight] = useState(() => mapHeightFor(window.innerHeight));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(mapHeightFor(window.innerHeight)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}
