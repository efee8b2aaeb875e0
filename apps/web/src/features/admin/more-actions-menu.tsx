import type { UserExtendedInfo } from '@ecotone/contracts';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccountOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { useNotice } from '../../ui/notice';
import { DeleteUserDialog } from './delete-user-dialog';
import { LoginUrlDialog } from './login-url-dialog';
import { type MoreAction, moreActions } from './profile-rules';
import { adminQueryKeys, impersonate, resendInvitation } from './users-api';

const ICONS = {
  resend: ForwardToInboxIcon,
  impersonate: SupervisorAccountIcon,
  delete: DeleteIcon,
} as const;

interface MoreActionsMenuProps {
  info: UserExtendedInfo;
  viewerId: string;
  mayDelete: boolean;
  mayImpersonate: boolean;
  /** After the account is gone: the dialog closes. */
  onDeleted: () => void;
}

/** "More actions": delete account, impersonate, resend invitation, each with its permission. */
export function MoreActionsMenu({
  info,
  viewerId,
  mayDelete,
  mayImpersonate,
  onDeleted,
}: MoreActionsMenuProps) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [uncopiedUrl, setUncopiedUrl] = useState<string | null>(null);
  const actions = moreActions(info, viewerId, { mayDelete, mayImpersonate });
  const failed = (error: unknown) => notify({ severity: 'error', message: apiErrorText(error, t) });

  const resend = useMutation({
    mutationFn: () => resendInvitation(info.ecotoneUserId),
    onSuccess: () => {
      notify({ severity: 'success', message: t('admin.resend.sent', { email: info.email }) });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.user(info.ecotoneUserId) });
    },
    onError: failed,
  });

  // specs/2 section 7: the answer's loginUrl is copied to the clipboard; where the browser
  // refuses (no permission, not a secure context) the link is shown to copy by hand.
  const impersonation = useMutation({
    mutationFn: () => impersonate(info.ecotoneUserId),
    onSuccess: async ({ loginUrl }) => {
      try {
        await navigator.clipboard.writeText(loginUrl);
        notify({
          severity: 'success',
          message: t('admin.impersonate.copied', { email: info.email }),
        });
      } catch {
        setUncopiedUrl(loginUrl);
      }
      void queryClient.invalidateQueries({ queryKey: ['admin', 'impersonations'] });
    },
    onError: failed,
  });

  if (actions.length === 0) return null;

  const run = (action: MoreAction) => {
    setAnchor(null);
    if (action === 'resend') resend.mutate();
    else if (action === 'impersonate') impersonation.mutate();
    else setDeleting(true);
  };

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={resend.isPending || impersonation.isPending}
        data-testid="profile-more-actions"
      >
        {t('admin.profile.moreActions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <MenuItem
              key={action}
              onClick={() => run(action)}
              data-testid={`profile-action-${action}`}
            >
              <ListItemIcon>
                <Icon fontSize="small" color={action === 'delete' ? 'error' : undefined} />
              </ListItemIcon>
              <ListItemText primary={t(`admin.profile.${action}`)} />
            </MenuItem>
          );
        })}
      </Menu>
      <DeleteUserDialog
        info={info}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
      <LoginUrlDialog email={info.email} url={uncopiedUrl} onClose={() => setUncopiedUrl(null)} />
    </>
  );
}
