import { useCallback, useEffect, useRef, useState } from 'react';
import { draftDatabase } from './draft-database';
import { toSavedDraft, type WizardSnapshot, worthSaving } from './saved-draft';

/** Typing is not saved key by key: a pause this long saves what is there. */
const SAVE_DELAY_MS = 400;

const warn = (error: unknown) => console.warn('Could not save the wizard draft', error);

export interface DraftAutosave {
  /**
   * How many changes of the wizard have been saved, and how many there were: equal when the
   * kept draft is the wizard as shown (the browser journeys wait for that before a reload).
   */
  savedRevision: number;
  revision: number;
  /** The assessment was submitted: nothing more is saved and the kept draft is deleted. */
  finish: () => Promise<void>;
}

/**
 * Keeps the signed-in user's wizard in the browser as it is worked on (docs/wizard.md,
 * "Unfinished assessments"): a short pause after each change saves it, and so does leaving
 * the wizard or the page. An empty wizard deletes the kept draft instead.
 */
export function useDraftAutosave(
  userId: string | undefined,
  snapshot: WizardSnapshot,
): DraftAutosave {
  const latest = useRef(snapshot);
  const pending = useRef(false);
  const finished = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [revision, setRevision] = useState(0);
  const revisionRef = useRef(0);
  const [savedRevision, setSavedRevision] = useState(0);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current || finished.current || !userId) return;
    pending.current = false;
    const saving = revisionRef.current;
    const now = latest.current;
    const written = worthSaving(now)
      ? draftDatabase.write(userId, toSavedDraft(now, new Date()))
      : draftDatabase.remove(userId);
    written.then(() => setSavedRevision((saved) => Math.max(saved, saving)), warn);
  }, [userId]);

  useEffect(() => {
    latest.current = snapshot;
    if (finished.current) return;
    revisionRef.current += 1;
    setRevision(revisionRef.current);
    pending.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_DELAY_MS);
  }, [snapshot, save]);

  // Closing the wizard or the page saves what the pause has not saved yet.
  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  const finish = useCallback(async () => {
    finished.current = true;
    pending.current = false;
    clearTimeout(timer.current);
    if (userId) await draftDatabase.remove(userId).catch(warn);
  }, [userId]);

  return { savedRevision, revision, finish };
}
