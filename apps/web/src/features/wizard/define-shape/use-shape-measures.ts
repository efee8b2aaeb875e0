import { useEffect, useState } from 'react';
import { geometryClient } from '../../../workers/geometry-client';
import type { ShapeMeasures } from '../../../workers/geometry-protocol';
import { type EditableShape, toCollection } from '../shape-history';

export interface MeasuresState extends ShapeMeasures {
  status: 'ready' | 'pending' | 'failed';
}

const NOTHING: MeasuresState = { areaHectares: 0, polygonCount: 0, status: 'ready' };

/**
 * Total area (ha) and polygon count of the shapes, computed in the geometry worker whenever they
 * change. Only the answer for the latest shapes is kept; while it is computed the previous
 * figures stay, marked pending.
 */
export function useShapeMeasures(shapes: readonly EditableShape[]): MeasuresState {
  const [measures, setMeasures] = useState<MeasuresState>(NOTHING);
  useEffect(() => {
    if (shapes.length === 0) {
      setMeasures(NOTHING);
      return;
    }
    let current = true;
    setMeasures((previous) => ({ ...previous, status: 'pending' }));
    geometryClient
      .measure(toCollection(shapes))
      .then((result) => {
        if (current) setMeasures({ ...result, status: 'ready' });
      })
      .catch((error: unknown) => {
        console.error('Could not measure the shapes', error);
        if (current) setMeasures({ areaHectares: Number.NaN, polygonCount: 0, status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [shapes]);
  return measures;
}
