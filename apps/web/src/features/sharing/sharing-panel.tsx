import type { AccessResourceType, ResourceMetadata } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../auth';
import { SharingAdd } from './sharing-add';
import { hasDirectGrant, type SharingSort, type SortOrder, visibleUsers } from './sharing-rules';
import { SharingTable } from './sharing-table';
import { useSharing } from './use-sharing';

const INVITE_PERMISSIONS = ['update:users'] as const;

export interface SharingPanelProps {
  resourceType: AccessResourceType;
  resourceId: string;
  /** Only users with a direct grant, and only that grant (a collection's users list, specs/2 section 5). */
  directOnly?: boolean;
}

/**
 * The Sharing panel (specs/2 sections 2, 4, 5 and 8): who has access to a resource and how, with
 * adding, level changes and removal for those who may share. Its texts are the `sharing` part,
 * loaded by the page or dialog around it.
 */
export function SharingPanel({ resourceType, resourceId, directOnly = false }: SharingPanelProps) {
  const { t, i18n } = useTranslation();
  const { metadata, users, setLevel, remove, add } = useSharing(resourceType, resourceId);
  const invite = usePermissions(INVITE_PERMISSIONS);
  const [internalOnly, setInternalOnly] = useState(false);
  const [sort, setSort] = useState<SharingSort>('user');
  const [order, setOrder] = useState<SortOrder>('asc');

  if (metadata.isError || users.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void (metadata.isError ? metadata.refetch() : users.refetch())}
          >
            {t('sharing.panel.retry')}
          </Button>
        }
        data-testid="sharing-failed"
      >
        {t('sharing.panel.failed')}
      </Alert>
    );
  }
  if (metadata.data?.notShareableReason) return <NotShareable metadata={metadata.data} />;
  if (!metadata.data || !users.data) {
    return (
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', py: 2 }}
        role="status"
        data-testid="sharing-loading"
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('sharing.panel.loading')}</Typography>
      </Stack>
    );
  }

  const answer = users.data;
  const editable = metadata.data.canShare;
  const listed = directOnly ? { ...answer, users: answer.users.filter(hasDirectGrant) } : answer;
  const rows = visibleUsers(listed, {
    internalOnly,
    sort,
    order,
    locale: i18n.resolvedLanguage ?? 'en',
  });
  const busy = setLevel.isPending || remove.isPending || add.isPending;
  const onSort = (next: SharingSort) => {
    setOrder(next === sort && order === 'asc' ? 'desc' : 'asc');
    setSort(next);
  };

  return (
    <Stack spacing={2} data-testid="sharing-panel">
      {editable ? (
        <SharingAdd
          resourceType={resourceType}
          resourceId={resourceId}
          excludedUserIds={new Set(answer.users.map((user) => user.ecotoneUserId))}
          saving={add.isPending}
          onAdd={(userIds) => add.mutateAsync(userIds)}
          mayInvite={invite.has('update:users')}
        />
      ) : (
        <Alert severity="info" data-testid="sharing-read-only">
          {t('sharing.panel.readOnly')}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={internalOnly}
            onChange={(event) => setInternalOnly(event.target.checked)}
            size="small"
            data-testid="sharing-internal-only"
          />
        }
        label={t('sharing.panel.internalOnly')}
      />
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }} data-testid="sharing-empty">
          {internalOnly && listed.users.length > 0
            ? t('sharing.panel.emptyInternal')
            : t(`sharing.panel.empty.${resourceType}`)}
        </Typography>
      ) : (
        <SharingTable
          resourceType={resourceType}
          users={rows}
          minimumLevels={answer.minimumLevels}
          sort={sort}
          order={order}
          onSort={onSort}
          editable={editable}
          directOnly={directOnly}
          busy={busy}
          onSetLevel={(user, level) => setLevel.mutate({ user, level })}
          onRemove={(user) => remove.mutate(user)}
        />
      )}
    </Stack>
  );
}

/** Why the resource cannot be shared at all (specs/2 section 5). */
function NotShareable({ metadata }: { metadata: ResourceMetadata }) {
  const { t } = useTranslation();
  const reason = metadata.notShareableReason;
  if (!reason) return null;
  const text =
    reason.kind === 'ownedCollection' || metadata.resourceType === 'collection'
      ? t('sharing.panel.notShareable.collection')
      : t(
          metadata.resourceType === 'portfolio'
            ? 'sharing.panel.notShareable.portfolio'
            : 'sharing.panel.notShareable.project',
          { visibility: t(`sharing.panel.visibilities.${reason.visibility}`) },
        );
  return (
    <Alert severity="info" data-testid="sharing-not-shareable">
      {text}
    </Alert>
  );
}
