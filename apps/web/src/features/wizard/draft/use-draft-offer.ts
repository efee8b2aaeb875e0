import { useCallback, useEffect, useState } from 'react';
import type { Session } from '../../auth';
import { draftDatabase } from './draft-database';
import { readSavedDraft, type SavedDraft, snapshotOf, type WizardSnapshot } from './saved-draft';

export type DraftOffer =
  | { status: 'loading' }
  /** A kept draft: the wizard asks "Resume your unfinished assessment?" before it starts. */
  | { status: 'offered'; draft: SavedDraft }
  /** The wizard starts: from the resumed draft, or empty (`start` null). */
  | { status: 'decided'; start: WizardSnapshot | null };

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * Looks for the signed-in user's unfinished draft when the wizard opens. A draft this version
 * cannot read is deleted and the wizard starts empty; so does a browser without IndexedDB.
 */
export function useDraftOffer(session: Session) {
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const [offer, setOffer] = useState<DraftOffer>({ status: 'loading' });
  useEffect(() => {
    if (session.status === 'loading') return;
    if (!userId) {
      setOffer({ status: 'decided', start: null });
      return;
    }
    let current = true;
    draftDatabase.read(userId).then(
      (value) => {
        const draft = readSavedDraft(value);
        if (value !== undefined && !draft) {
          draftDatabase.remove(userId).catch(warn('Could not delete an unreadable draft'));
        }
        if (current)
          setOffer(draft ? { status: 'offered', draft } : { status: 'decided', start: null });
      },
      (error: unknown) => {
        warn('Could not read the wizard draft')(error);
        if (current) setOffer({ status: 'decided', start: null });
      },
    );
    return () => {
      current = false;
    };
  }, [session.status, userId]);

  const resume = useCallback(() => {
    setOffer((now) =>
      now.status === 'offered' ? { status: 'decided', start: snapshotOf(now.draft) } : now,
    );
  }, []);
  const discard = useCallback(() => {
    if (userId) draftDatabase.remove(userId).catch(warn('Could not delete the wizard draft'));
    setOffer({ status: 'decided', start: null });
  }, [userId]);

  return { offer, resume, discard, userId };
}
