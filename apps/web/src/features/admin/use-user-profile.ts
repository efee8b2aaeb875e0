import type { FeatureFlag, Role, UpdateUserBody, UserExtendedInfo } from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../ui/notice';
import { queryKeys, useSignedInUserId } from '../auth';
import { adminErrorText } from './admin-error';
import { withFlag, withRoles } from './profile-rules';
import { adminQueryKeys, fetchUserInfo, setFlag, setUserRoles, updateUser } from './users-api';

interface OptimisticChange {
  /** The change as the dialog shows it at once. */
  apply: (info: UserExtendedInfo) => UserExtendedInfo;
  /** Undoes only this change, so a refused toggle does not undo another one still on its way. */
  revert: (info: UserExtendedInfo) => UserExtendedInfo;
  send: () => Promise<unknown>;
}

/**
 * The profile dialog's data and its changes. Roles and flags update optimistically (specs/2
 * section 4): the cache changes at once, a refusal undoes the change and says why, and either
 * way the profile and the table are read again. Name, email and notion link are saved on their
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

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.users });
    // The viewer's own roles and flags are in their session and permissions.
    if (userId === viewerId) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };

  const optimistic = useMutation({
    mutationFn: (change: OptimisticChange) => change.send(),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<UserExtendedInfo>(key, (info) => info && change.apply(info));
    },
    onError: (error, change) => {
      queryClient.setQueryData<UserExtendedInfo>(key, (info) => info && change.revert(info));
      notify({
        severity: 'error',
        message: t('admin.profile.saveFailed', { message: adminErrorText(error, t) }),
      });
    },
    onSettled: refresh,
  });

  const details = useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    onSuccess: (info) => queryClient.setQueryData(key, info),
    onSettled: refresh,
  });

  return {
    profile,
    setRoles: (roles: Role[], previous: readonly Role[]) =>
      optimistic.mutate({
        apply: (info) => withRoles(info, roles),
        revert: (info) => withRoles(info, previous),
        send: () => setUserRoles(userId, roles),
      }),
    setFlag: (flag: FeatureFlag, enabled: boolean) =>
      optimistic.mutate({
        apply: (info) => withFlag(info, flag, enabled),
        revert: (info) => withFlag(info, flag, !enabled),
        send: () => setFlag(userId, flag, enabled),
      }),
    /** Resolves when saved; rejects with the refusal, which the field shows. */
    saveDetails: (body: UpdateUserBody) => details.mutateAsync(body),
  };
}
