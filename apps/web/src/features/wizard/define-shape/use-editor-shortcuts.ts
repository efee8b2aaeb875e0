import { type RefObject, useEffect, useRef } from 'react';
import { commandForKey, type EditorCommandId } from '../editor-commands';

/** Typing in the search box or a form field keeps its own Backspace and Ctrl+Z. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Runs the editor's keyboard shortcuts (`EDITOR_COMMANDS`) while the step is shown. Backspace and
 * Delete only count while the map has focus, as the spec says ("Backspace on the map").
 */
export function useEditorShortcuts(
  mapContainer: RefObject<HTMLElement | null>,
  run: (command: EditorCommandId) => void,
): void {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target)) return;
      const active = document.activeElement;
      const mapFocused = Boolean(active && mapContainer.current?.contains(active));
      const command = commandForKey(event, mapFocused);
      if (!command) return;
      event.preventDefault();
      runRef.current(command.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mapContainer]);
}
