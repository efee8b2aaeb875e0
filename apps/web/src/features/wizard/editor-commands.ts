/**
 * The shape editor's commands as plain data, as Excalidraw's actions: what the command is called
 * (a catalogue key), which keys run it and whether it changes the shapes (and so can be undone).
 * The step component decides what each one does; toolbar buttons and shortcuts share this table.
 */
export type EditorCommandId =
  | 'undo'
  | 'redo'
  | 'deleteSelected'
  | 'clearAll'
  | 'zoomToShapes'
  | 'drawPolygon';

export interface Shortcut {
  /** `KeyboardEvent.key`, compared without case. */
  key: string;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  mod?: boolean;
  /** Ctrl only, also on macOS (Ctrl+Y is a Windows habit; Cmd+Y opens history in browsers). */
  ctrl?: boolean;
  shift?: boolean;
}

export interface EditorCommand {
  id: EditorCommandId;
  labelKey: `web.map.commands.${EditorCommandId}`;
  shortcuts: readonly Shortcut[];
  /** Changes the shapes, so it goes through the transaction and undo reverses it. */
  undoable: boolean;
  /** Only while the map has keyboard focus: Backspace in the search box must edit the text. */
  mapFocusOnly?: boolean;
}

export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  {
    id: 'undo',
    labelKey: 'web.map.commands.undo',
    shortcuts: [{ key: 'z', mod: true }],
    undoable: false,
  },
  {
    id: 'redo',
    labelKey: 'web.map.commands.redo',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', ctrl: true },
    ],
    undoable: false,
  },
  {
    id: 'deleteSelected',
    labelKey: 'web.map.commands.deleteSelected',
    shortcuts: [{ key: 'Backspace' }, { key: 'Delete' }],
    undoable: true,
    mapFocusOnly: true,
  },
  { id: 'clearAll', labelKey: 'web.map.commands.clearAll', shortcuts: [], undoable: true },
  { id: 'zoomToShapes', labelKey: 'web.map.commands.zoomToShapes', shortcuts: [], undoable: false },
  { id: 'drawPolygon', labelKey: 'web.map.commands.drawPolygon', shortcuts: [], undoable: true },
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function matches(shortcut: Shortcut, press: KeyPress): boolean {
  if (press.key.toLowerCase() !== shortcut.key.toLowerCase()) return false;
  if (press.altKey) return false;
  if (press.shiftKey !== Boolean(shortcut.shift)) return false;
  if (shortcut.ctrl) return press.ctrlKey && !press.metaKey;
  if (shortcut.mod) return press.ctrlKey !== press.metaKey;
  return !press.ctrlKey && !press.metaKey;
}

/**
 * The command a key press runs, or null. `mapFocused` says whether the map had focus: commands
 * marked `mapFocusOnly` are ignored elsewhere.
 */
export function commandForKey(
  press: KeyPress,
  mapFocused: boolean,
  commands: readonly EditorCommand[] = EDITOR_COMMANDS,
): EditorCommand | null {
  return (
    commands.find(
      (command) =>
        (mapFocused || !command.mapFocusOnly) &&
        command.shortcuts.some((shortcut) => matches(shortcut, press)),
    ) ?? null
  );
}

export function editorCommand(id: EditorCommandId): EditorCommand {
  const command = EDITOR_COMMANDS.find((candidate) => candidate.id === id);
  if (!command) throw new Error(`Unknown editor command ${id}`);
  return command;
}
