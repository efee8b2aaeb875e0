import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../shapes/editable-shape';
import {
  addShapes,
  canRedo,
  canUndo,
  clearShapes,
  commit,
  deleteShapes,
  emptyHistory,
  historyOf,
  importShapes,
  redo,
  toCollection,
  undo,
} from './shape-history';

function square(id: string, west = 0): EditableShape {
  return {
    type: 'Feature',
    id,
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, 0],
          [west + 1, 0],
          [west + 1, 1],
          [west, 1],
          [west, 0],
        ],
      ],
    },
  };
}

const ids = (history: { shapes: readonly EditableShape[] }) => history.shapes.map((s) => s.id);

describe('shape history', () => {
  it('starts empty with nothing to undo or redo', () => {
    expect(emptyHistory.shapes).toEqual([]);
    expect(canUndo(emptyHistory)).toBe(false);
    expect(canRedo(emptyHistory)).toBe(false);
    expect(undo(emptyHistory)).toBe(emptyHistory);
    expect(redo(emptyHistory)).toBe(emptyHistory);
  });

  it('adds a drawn shape, undoes and redoes it', () => {
    const drawn = commit(emptyHistory, addShapes([square('a')], 'draw'));
    expect(ids(drawn)).toEqual(['a']);
    expect(canUndo(drawn)).toBe(true);

    const undone = undo(drawn);
    expect(ids(undone)).toEqual([]);
    expect(canRedo(undone)).toBe(true);
    expect(canUndo(undone)).toBe(false);

    const redone = redo(undone);
    expect(redone.shapes).toEqual(drawn.shapes);
    expect(canRedo(redone)).toBe(false);
    expect(canUndo(redone)).toBe(true);
  });

  it('does not change its input', () => {
    const before = commit(emptyHistory, addShapes([square('a')], 'draw'));
    const frozen = structuredClone(before);
    commit(before, deleteShapes(['a']));
    undo(before);
    expect(before).toEqual(frozen);
  });

  it('clears redo when a new edit follows an undo', () => {
    let history = commit(emptyHistory, addShapes([square('a')], 'draw'));
    history = commit(history, addShapes([square('b', 2)], 'draw'));
    history = undo(history);
    expect(canRedo(history)).toBe(true);
    history = commit(history, addShapes([square('c', 4)], 'draw'));
    expect(canRedo(history)).toBe(false);
    expect(ids(history)).toEqual(['a', 'c']);
    expect(redo(history)).toBe(history);
  });

  it('puts a deleted shape back where it was', () => {
    let history = historyOf([square('a'), square('b', 2), square('c', 4)]);
    history = commit(history, deleteShapes(['b']));
    expect(ids(history)).toEqual(['a', 'c']);
    history = undo(history);
    expect(ids(history)).toEqual(['a', 'b', 'c']);
    history = redo(history);
    expect(ids(history)).toEqual(['a', 'c']);
  });

  it('clears all shapes in one step that one undo reverses', () => {
    let history = historyOf([square('a'), square('b', 2), square('c', 4)]);
    history = commit(history, clearShapes(history));
    expect(ids(history)).toEqual([]);
    history = undo(history);
    expect(ids(history)).toEqual(['a', 'b', 'c']);
  });

  it('merges uploaded shapes with drawn ones, and one undo removes the whole upload', () => {
    let history = commit(emptyHistory, addShapes([square('drawn')], 'draw'));
    history = commit(history, addShapes([square('u1', 2), square('u2', 4)], 'upload'));
    expect(ids(history)).toEqual(['drawn', 'u1', 'u2']);
    history = undo(history);
    expect(ids(history)).toEqual(['drawn']);
    history = redo(history);
    expect(ids(history)).toEqual(['drawn', 'u1', 'u2']);
  });

  it('replaces a shape put again under the same id, and undo restores the old geometry', () => {
    let history = historyOf([square('a'), square('b', 2)]);
    history = commit(history, addShapes([square('a', 10)], 'draw'));
    expect(ids(history)).toEqual(['a', 'b']);
    expect(history.shapes[0]?.geometry).toEqual(square('a', 10).geometry);
    history = undo(history);
    expect(history.shapes[0]?.geometry).toEqual(square('a').geometry);
  });

  it('walks back and forth through several edits', () => {
    let history = emptyHistory;
    history = commit(history, addShapes([square('a')], 'draw'));
    history = commit(history, addShapes([square('b', 2)], 'draw'));
    history = commit(history, deleteShapes(['a']));
    const states = [ids(history)];
    for (let step = 0; step < 3; step += 1) {
      history = undo(history);
      states.push(ids(history));
    }
    expect(states).toEqual([['b'], ['a', 'b'], ['a'], []]);
    for (let step = 0; step < 3; step += 1) history = redo(history);
    expect(ids(history)).toEqual(['b']);
  });

  it('ignores an edit that changes nothing', () => {
    const history = commit(emptyHistory, addShapes([square('a')], 'draw'));
    expect(commit(history, deleteShapes([]))).toBe(history);
    expect(commit(emptyHistory, clearShapes(emptyHistory))).toBe(emptyHistory);
  });

  it('replaces every shape with imported ones in one undoable edit', () => {
    let history = commit(emptyHistory, addShapes([square('a')], 'draw'));
    history = commit(history, addShapes([square('b', 2)], 'upload'));
    const imported = [square('x', 20), square('y', 22)];
    history = commit(history, importShapes(history, imported));
    expect(ids(history)).toEqual(['x', 'y']);
    // The very objects handed in, so the wizard's imported link (by identity) holds.
    expect(history.shapes[0]).toBe(imported[0]);
    expect(history.shapes[1]).toBe(imported[1]);
    expect(history.undoStack.at(-1)?.label).toBe('import');

    history = undo(history);
    expect(ids(history)).toEqual(['a', 'b']);
    history = redo(history);
    expect(ids(history)).toEqual(['x', 'y']);
    expect(history.shapes[0]).toBe(imported[0]);
  });

  it('imports onto an empty map, and undo empties it again', () => {
    const history = commit(emptyHistory, importShapes(emptyHistory, [square('x')]));
    expect(ids(history)).toEqual(['x']);
    expect(importShapes(emptyHistory, [square('x')]).delete).toEqual([]);
    expect(ids(undo(history))).toEqual([]);
  });

  it('gives the shapes as a FeatureCollection', () => {
    const history = historyOf([square('a')]);
    expect(toCollection(history.shapes)).toEqual({
      type: 'FeatureCollection',
      features: [square('a')],
    });
  });
});
