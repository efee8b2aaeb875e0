import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface HashDialog {
  open: boolean;
  /** Sets the hash (a new history entry, so Back closes the dialog). */
  openDialog: () => void;
  /** Clears the hash, keeping the path and query. */
  close: () => void;
}

/**
 * A dialog that belongs to a URL hash (`#get-started`, `#contact`): open while the hash is there,
 * so any link to the hash opens it, on any page and on load. Plain `<a href="#...">` links work
 * too: the browser's hash navigation reaches the router as a history change.
 */
export function useHashDialog(name: string): HashDialog {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const open = hash === `#${name}`;
  const openDialog = useCallback(
    () => navigate({ pathname, search, hash: name }),
    [navigate, pathname, search, name],
  );
  const close = useCallback(
    () => navigate({ pathname, search, hash: '' }, { replace: true }),
    [navigate, pathname, search],
  );
  return { open, openDialog, close };
}
