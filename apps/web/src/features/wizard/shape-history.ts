import type { ShapeCollection } from '@ecotone/geometry';
import type { EditableShape } from '../../shapes/editable-shape';

/** Where a feature goes back to on undo, so a deleted shape returns in its place in the list. */
export interface PlacedShape {
  feature: EditableShape;
  index?: number;
}

/**
 * One edit of the shapes, as Placemark's moments: features put (added or replaced by id) and ids
 * deleted. `label` says what the edit was, for the undo button's tooltip and for debugging.
 */
export interface ShapeTransaction {
  label: EditLabel;
  put?: readonly PlacedShape[];
  delete?: readonly string[];
}

export type EditLabel = 'draw' | 'delete' | 'upload' | 'clear' | 'import';

export interface ShapeHistory {
  readonly shapes: readonly EditableShape[];
  /** Inverses of the edits made, newest last: undo applies the last one. */
  readonly undoStack: readonly ShapeTransaction[];
  /** Inverses of the edits undone, newest last: redo applies the last one. */
  readonly redoStack: readonly ShapeTransaction[];
}

export const emptyHistory: ShapeHistory = { shapes: [], undoStack: [], redoStack: [] };

/** Starts a history from shapes already there (none can be undone). */
export function historyOf(shapes: readonly EditableShape[]): ShapeHistory {
  return { shapes, undoStack: [], redoStack: [] };
}

/**
 * The transaction that takes `applied` back: every put feature returns to its previous version
 * (or is deleted when it was new) and every deleted feature returns at its old position.
 */
function inverseOf(
  shapes: readonly EditableShape[],
  transaction: ShapeTransaction,
): ShapeTransaction {
  const indexById = new Map(shapes.map((shape, index) => [shape.id, index]));
  const put: PlacedShape[] = [];
  const deleted: string[] = [];
  for (const { feature } of transaction.put ?? []) {
    const index = indexById.get(feature.id);
    const previous = index === undefined ? undefined : shapes[index];
    if (previous) put.push({ feature: previous, index });
    else deleted.push(feature.id);
  }
  for (const id of transaction.delete ?? []) {
    const index = indexById.get(id);
    const previous = index === undefined ? undefined : shapes[index];
    if (previous) put.push({ feature: previous, index });
  }
  // Reinserting in ascending position keeps each restored feature where it was.
  put.sort((a, b) => (a.index ?? Number.POSITIVE_INFINITY) - (b.index ?? Number.POSITIVE_INFINITY));
  return { label: transaction.label, put, delete: deleted };
}

/** Applies a transaction to a list of shapes without touching the input. Deletes run first. */
export function applyToShapes(
  shapes: readonly EditableShape[],
  transaction: ShapeTransaction,
): EditableShape[] {
  const deleted = new Set(transaction.delete ?? []);
  const next = shapes.filter((shape) => !deleted.has(shape.id));
  for (const { feature, index } of transaction.put ?? []) {
    const existing = next.findIndex((shape) => shape.id === feature.id);
    if (existing >= 0) next[existing] = feature;
    else if (index === undefined || index >= next.length) next.push(feature);
    else next.splice(Math.max(0, index), 0, feature);
  }
  return next;
}

const isEmpty = (transaction: ShapeTransaction) =>
  (transaction.put?.length ?? 0) === 0 && (transaction.delete?.length ?? 0) === 0;

/**
 * The one way shapes change: records the inverse for undo and clears redo (specs/1 section 4,
 * "any new edit clears the redo stack"). An edit that changes nothing leaves history as it was.
 */
export function commit(history: ShapeHistory, transaction: ShapeTransaction): ShapeHistory {
  if (isEmpty(transaction)) return history;
  return {
    shapes: applyToShapes(history.shapes, transaction),
    undoStack: [...history.undoStack, inverseOf(history.shapes, transaction)],
    redoStack: [],
  };
}

/** Replays the inverse of the newest edit; its own inverse goes onto the redo stack. */
export function undo(history: ShapeHistory): ShapeHistory {
  const inverse = history.undoStack.at(-1);
  if (!inverse) return history;
  return {
    shapes: applyToShapes(history.shapes, inverse),
    undoStack: history.undoStack.slice(0, -1),
    redoStack: [...history.redoStack, inverseOf(history.shapes, inverse)],
  };
}

/** Replays the newest undone edit; its inverse goes back onto the undo stack. */
export function redo(history: ShapeHistory): ShapeHistory {
  const forward = history.redoStack.at(-1);
  if (!forward) return history;
  return {
    shapes: applyToShapes(history.shapes, forward),
    undoStack: [...history.undoStack, inverseOf(history.shapes, forward)],
    redoStack: history.redoStack.slice(0, -1),
  };
}

export const canUndo = (history: ShapeHistory) => history.undoStack.length > 0;
export const canRedo = (history: ShapeHistory) => history.redoStack.length > 0;

/** Drawn or uploaded shapes join the ones already there (specs/1 section 4: they merge). */
export function addShapes(
  shapes: readonly EditableShape[],
  label: 'draw' | 'upload',
): ShapeTransaction {
  return { label, put: shapes.map((feature) => ({ feature })) };
}

/**
 * "Select existing shape" (specs/1 section 4): the shapefile's features replace every shape, in
 * one transaction, so one Undo brings back what was there. The features need ids of their own
 * (fresh ones), or a replaced shape and an imported one would be taken for the same shape.
 */
export function importShapes(
  history: ShapeHistory,
  shapes: readonly EditableShape[],
): ShapeTransaction {
  return {
    label: 'import',
    delete: history.shapes.map((shape) => shape.id),
    put: shapes.map((feature) => ({ feature })),
  };
}

export function deleteShapes(ids: readonly string[]): ShapeTransaction {
  return { label: 'delete', delete: ids };
}

export function clearShapes(history: ShapeHistory): ShapeTransaction {
  return { label: 'clear', delete: history.shapes.map((shape) => shape.id) };
}

/** The shapes as the FeatureCollection that is measured, exported and sent on. */
export function toCollection(shapes: readonly EditableShape[]): ShapeCollection {
  return { type: 'FeatureCollection', features: [...shapes] };
}
