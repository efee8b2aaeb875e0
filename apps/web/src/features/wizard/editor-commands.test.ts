import { describe, expect, it } from 'vitest';
import { commandForKey, EDITOR_COMMANDS, type KeyPress } from './editor-commands';

const press = (key: string, modifiers: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

const idFor = (keyPress: KeyPress, mapFocused = true) =>
  commandForKey(keyPress, mapFocused)?.id ?? null;

describe('commandForKey', () => {
  it('undoes with Ctrl+Z and Cmd+Z', () => {
    expect(idFor(press('z', { ctrlKey: true }))).toBe('undo');
    expect(idFor(press('z', { metaKey: true }))).toBe('undo');
  });

  it('redoes with Ctrl/Cmd+Shift+Z (key reported in upper case) and Ctrl+Y', () => {
    expect(idFor(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(idFor(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(idFor(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('leaves Cmd+Y, plain Z and Alt combinations to the browser', () => {
    expect(idFor(press('y', { metaKey: true }))).toBeNull();
    expect(idFor(press('z'))).toBeNull();
    expect(idFor(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('deletes the selected shape with Backspace or Delete only while the map has focus', () => {
    expect(idFor(press('Backspace'))).toBe('deleteSelected');
    expect(idFor(press('Delete'))).toBe('deleteSelected');
    expect(idFor(press('Backspace'), false)).toBeNull();
    expect(idFor(press('Backspace', { ctrlKey: true }))).toBeNull();
  });

  it('undoes from anywhere in the editor', () => {
    expect(idFor(press('z', { ctrlKey: true }), false)).toBe('undo');
  });

  it('names every command with a catalogue key of its own', () => {
    const keys = EDITOR_COMMANDS.map((command) => command.labelKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const command of EDITOR_COMMANDS) {
      expect(command.labelKey).toBe(`web.map.commands.${command.id}`);
    }
  });
});
