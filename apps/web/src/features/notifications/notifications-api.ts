import { type NotificationListAnswer, notificationListAnswerSchema } from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The bell is told of a finished assessment within a minute without a push channel. */
export const NOTIFICATION_POLL_MS = 60_000;

/** GET /api/notifications, polled every minute (also while the tab is in the background). */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<NotificationListAnswer>('/api/notifications', {
        schema: notificationListAnswerSchema,
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
