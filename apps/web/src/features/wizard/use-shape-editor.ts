import { useCallback, useMemo, useReducer } from 'react';
import type { EditableShape } from '../../shapes/editable-shape';
import {
  canRedo,
  canUndo,
  commit,
  historyOf,
  redo,
  type ShapeHistory,
  type ShapeTransaction,
  undo,
} from './shape-history';

type HistoryAction =
  | { type: 'commit'; transaction: ShapeTransaction }
  | { type: 'undo' }
  | { type: 'redo' };

function reduce(history: ShapeHistory, action: HistoryAction): ShapeHistory {
  if (action.type === 'commit') return commit(history, action.transaction);
  return action.type === 'undo' ? undo(history) : redo(history);
}

export interface ShapeEditor {
  history: ShapeHistory;
  /** The one way to change the shapes: draw, delete, upload merge and clear all come here. */
  apply: (transaction: ShapeTransaction) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The wizard's shapes and their undo/redo history; it lives as long as the wizard is open. A
 * resumed draft's shapes are where it starts, with nothing to undo.
 */
export function useShapeEditor(initialShapes: readonly EditableShape[] = []): ShapeEditor {
  const [history, dispatch] = useReducer(reduce, initialShapes, historyOf);
  const apply = useCallback(
    (transaction: ShapeTransaction) => dispatch({ type: 'commit', transaction }),
    [],
  );
  const undoEdit = useCallback(() => dispatch({ type: 'undo' }), []);
  const redoEdit = useCallback(() => dispatch({ type: 'redo' }), []);
  return useMemo(
    () => ({
      history,
      apply,
      undo: undoEdit,
      redo: redoEdit,
      canUndo: canUndo(history),
      canRedo: canRedo(history),
    }),
    [history, apply, undoEdit, redoEdit],
  );
}
