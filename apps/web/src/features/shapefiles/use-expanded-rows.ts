import { useCallback, useEffect, useState } from 'react';

/**
 * Which rows of the list page are open. Several may be; a row opens from its button, from the
 * link `/shapefile-manager#{shapefileId}` (the wizard goes there after submitting) and when a
 * search finds exactly one shapefile (specs/1 section 2.1).
 */
export function useExpandedRows(hashId: string | null, autoId: string | null) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(hashId ? [hashId] : []),
  );

  useEffect(() => {
    for (const id of [hashId, autoId]) {
      if (id) setExpanded((current) => (current.has(id) ? current : new Set(current).add(id)));
    }
  }, [hashId, autoId]);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return { expanded, toggle };
}
