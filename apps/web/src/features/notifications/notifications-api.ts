import { type NotificationListAnswer, readNotificationListAnswer } from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, readWith } from '../../api/client';

const NOTIFICATIONS_KEY = ['notifications'] as const;
/**
 * The fallback: without the stream (a proxy that drops it, a lost connection between its
 * retries) the bell still hears of a finished assessment within a minute.
 */
export const NOTIFICATION_POLL_MS = 60_000;
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';

/**
 * Listens to GET /api/notifications/stream while mounted (the signed-in shell): each
 * `notification` event, and each (re)opening of the stream, which may have missed some, reads
 * the list again. EventSource reconnects by itself; the poll covers the time it cannot.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_PATH, { withCredentials: true });
    let opened = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    source.addEventListener('notification', refresh);
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => source.close();
  }, [queryClient]);
}

/** GET /api/notifications, polled every minute (also while the tab is in the background). */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<NotificationListAnswer>('/api/notifications', {
        schema: readWith(readNotificationListAnswer),
        signal,
      }),
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 0,
  });
}

/** POST /api/notifications/{id}/read; the list is read again after. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** POST /api/notifications/read-all; the list is read again after. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
