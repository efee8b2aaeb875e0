import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The width of an element in px, followed with a ResizeObserver: charts whose geometry depends on
 * their width (the pie's inner radius) read it here. 0 until the element is laid out.
 */
export function useElementWidth<Element extends HTMLElement>(): [
  RefObject<Element | null>,
  number,
] {
  const ref = useRef<Element | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
