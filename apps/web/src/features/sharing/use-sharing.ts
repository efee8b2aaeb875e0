import {
  type AccessLevel,
  type AccessResourceType,
  ADDED_USER_ACCESS_LEVEL,
  type SharingAnswer,
  type SharingUser,
} from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../ui/notice';
import {
  addSharingUsers,
  fetchResourceMetadata,
  fetchSharing,
  removeSharing,
  setSharingLevel,
  sharingQueryKeys,
} from './sharing-api';
import { sharingErrorText } from './sharing-error';

/**
 * Who has access to a resource and the three writes on it. Every write answers the whole list,
 * which replaces the cached one; each reports its outcome in a toast (specs/2 section 8).
 */
export function useSharing(type: AccessResourceType, id: string) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const usersKey = sharingQueryKeys.users(type, id);

  const metadata = useQuery({
    queryKey: sharingQueryKeys.metadata(type, id),
    queryFn: ({ signal }) => fetchResourceMetadata(type, id, signal),
  });
  // Reading the list needs what sharing needs; a resource that cannot be shared has no list.
  const users = useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => fetchSharing(type, id, signal),
    enabled: metadata.data !== undefined && metadata.data.notShareableReason === null,
  });

  const settle = (answer: SharingAnswer) => {
    queryClient.setQueryData(usersKey, answer);
    // Another page's view of the resource (the site's level) may depend on it.
    void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.metadata(type, id) });
  };
  const failed = (error: unknown) =>
    notify({ severity: 'error', message: sharingErrorText(error, t) });

  const setLevel = useMutation({
    mutationFn: ({ user, level }: { user: SharingUser; level: AccessLevel }) =>
      setSharingLevel(type, id, user.ecotoneUserId, level),
    onSuccess: (answer, { user, level }) => {
      settle(answer);
      notify({
        severity: 'success',
        message: t('sharing.panel.set', { name: user.name, level: t(`sharing.levels.${level}`) }),
      });
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (user: SharingUser) => removeSharing(type, id, user.ecotoneUserId),
    onSuccess: (answer, user) => {
      settle(answer);
      notify({ severity: 'success', message: t('sharing.panel.removed', { name: user.name }) });
    },
    onError: failed,
  });

  const add = useMutation({
    mutationFn: (userIds: readonly string[]) =>
      addSharingUsers(
        type,
        id,
        userIds.map((ecotoneUserId) => ({ ecotoneUserId, accessLevel: ADDED_USER_ACCESS_LEVEL })),
      ),
    onSuccess: (answer, userIds) => {
      settle(answer);
      notify({ severity: 'success', message: t('sharing.panel.added', { count: userIds.length }) });
    },
    onError: failed,
  });

  return { metadata, users, setLevel, remove, add };
}
