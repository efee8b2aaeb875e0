import { useEffect, useState } from 'react';
import type { EditableShape } from '../../../shapes/editable-shape';
import { geometryClient } from '../../../workers/geometry-client';
import type { ShapeMeasures } from '../../../workers/geometry-protocol';
import { toCollection } from '../shape-history';

export interface MeasuresState extends ShapeMeasures {
  status: 'ready' | 'pending' | 'failed';
}

const NOTHING: MeasuresState = { areaHectares: 0, polygonCount: 0, status: 'ready' };

interface Measured {
  /** The shapes these figures were computed for. */
  shapes: readonly EditableShape[];
  measures: MeasuresState;
}

/**
 * Total area (ha) and polygon count of the shapes, computed in the geometry worker whenever they
 * change. Only the answer for the latest shapes is kept. "Pending" is derived from whether the
 * figures belong to the shapes on screen, so no render ever shows old figures as ready.
 */
export function useShapeMeasures(shapes: readonly EditableShape[]): MeasuresState {
  const [measured, setMeasured] = useState<Measured>({ shapes: [], measures: NOTHING });
  useEffect(() => {
    if (shapes.length === 0) return;
    let current = true;
    geometryClient
      .measure(toCollection(shapes))
      .then((result) => {
        if (current) setMeasured({ shapes, measures: { ...result, status: 'ready' } });
      })
      .catch((error: unknown) => {
        console.error('Could not measure the shapes', error);
        const failed: MeasuresState = {
          areaHectares: Number.NaN,
          polygonCount: 0,
          status: 'failed',
        };
        if (current) setMeasured({ shapes, measures: failed });
      });
    return () => {
      current = false;
    };
  }, [shapes]);

  if (shapes.length === 0) return NOTHING;
  if (measured.shapes !== shapes) return { ...measured.measures, status: 'pending' };
  return measured.measures;
}
