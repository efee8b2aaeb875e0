import type { FeatureFlag, Role, UpdateUserBody, UserExtendedInfo } from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { useNotice } from '../../ui/notice';
import { queryKeys, useSignedInUserId } from '../auth';
import { withFlag, withRoles } from './profile-rules';
import { adminQueryKeys, fetchUserInfo, setFlag, setUserRoles, updateUser } from './users-api';

interface OptimisticChange {
  /** The change as the dialog shows it at once. */
  apply: (info: UserExtendedInfo) => UserExtendedInfo;
  send: () => Promise<unknown>;
}

/**
 * The profile dialog's data and its changes. Roles and flags update optimistically (specs/2
 * section 4): each change is shown at once, laid over the profile as read, in the click's own
 * render (component state, not the query cache, which a read already on its way could
 * overwrite); the profile and the table are read again, and the change is taken off once that
 * read has landed, holding it or not. A refusal says why, and the new read shows the roles as
 * they are. Name, email and notion link are saved on their
 * own (the inline field shows the save) and answer the whole profile.
 */
export function useUserProfile(userId: string) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const viewerId = useSignedInUserId();
  const key = adminQueryKeys.user(userId);

  const profile = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchUserInfo(userId, signal),
  });

  /** Reads the profile, the table and (for oneself) the session again; resolves when read. */
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.users }),
      // The viewer's own roles and flags are in their session and permissions.
      userId === viewerId ? queryClient.invalidateQueries({ queryKey: queryKeys.user }) : null,
    ]);
  };

  const [pending, setPending] = useState<readonly OptimisticChange[]>([]);
  const optimistic = useMutation({
    mutationFn: (change: OptimisticChange) => change.send(),
    onError: (error) => {
      notify({
        severity: 'error',
        message: t('admin.profile.saveFailed', { message: apiErrorText(error, t) }),
      });
    },
    onSettled: async (_answer, _error, change) => {
      await refresh();
      setPending((changes) => changes.filter((candidate) => candidate !== change));
    },
  });
  const change = (next: OptimisticChange) => {
    setPending((changes) => [...changes, next]);
    optimistic.mutate(next);
  };
  const shown = profile.data && pending.reduce((info, next) => next.apply(info), profile.data);

  const details = useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    onSuccess: (info) => queryClient.setQueryData(key, info),
    onSettled: () => refresh(),
  });

  return {
    /** The profile as read, with the changes still on their way laid over it. */
    profile: { ...profile, data: shown },
    setRoles: (roles: Role[]) =>
      change({
        apply: (info) => withRoles(info, roles),
        send: () => setUserRoles(userId, roles),
      }),
    setFlag: (flag: FeatureFlag, enabled: boolean) =>
      change({
        apply: (info) => withFlag(info, flag, enabled),
        send: () => setFlag(userId, flag, enabled),
      }),
    /** Resolves when saved; rejects with the refusal, which the field shows. */
    saveDetails: (body: UpdateUserBody) => details.mutateAsync(body),
  };
}
