import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';

/** `['user', id, 'session']`: the heartbeat of a signed-in user (see `query-keys.ts`). */
const isUserSessionKey = (key: readonly unknown[]): boolean =>
  key.length === 3 && key[0] === 'user' && key[2] === 'session';

/**
 * Calls `onExpired` each time the heartbeat of a signed-in user answers 401: the person was
 * signed in and the session ended (expired or revoked). The heartbeat only runs for a signed-in
 * user, so a visitor who never signed in is never told their session expired. Returns the
 * unsubscribe function.
 */
export function watchSessionExpiry(cache: QueryCache, onExpired: () => void): () => void {
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (!isUserSessionKey(event.query.queryKey)) return;
    const { error } = event.action;
    if (error instanceof ApiError && error.status === 401) onExpired();
  });
}

/**
 * Listening to the query cache, rather than to each `useSession`, reports an expiry once
 * however many components read the session.
 */
export function useSessionExpiry(onExpired: () => void): void {
  const queryClient = useQueryClient();
  useEffect(
    () => watchSessionExpiry(queryClient.getQueryCache(), onExpired),
    [queryClient, onExpired],
  );
}
