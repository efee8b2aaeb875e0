import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../ui/page-spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAdminGrants } from './admin-permissions';
import { AdminSignInNotice } from './admin-sign-in-notice';
import { ImpersonationLog } from './impersonation-log';
import { InviteUserDialog } from './invite-user-dialog';
import { useUserList } from './use-user-list';
import { UserProfileDialog } from './user-profile-dialog';
import { UserTable } from './user-table';

type PageTab = 'users' | 'impersonations';

/**
 * /admin/users (update:users, checked by the route): the admin sign-in rule, the user table with
 * its profile dialog and the invite dialog, and, with impersonate:users, the impersonation log.
 */
export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const grants = useAdminGrants();
  const list = useUserList();
  const id = useId();
  const [tab, setTab] = useState<PageTab>('users');
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);

  if (grants.isPending) return <PageSpinner />;
  const tabs: PageTab[] = grants.impersonate ? ['users', 'impersonations'] : ['users'];
  const shown = tabs.includes(tab) ? tab : 'users';

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('admin.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setInviting(true)}
          data-testid="invite-user"
        >
          {t('admin.list.invite')}
        </Button>
      </Stack>
      <AdminSignInNotice />
      {tabs.length > 1 && (
        <Tabs
          value={shown}
          onChange={(_event, next: PageTab) => setTab(next)}
          aria-label={t('admin.tabs.label')}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`admin.tabs.${value}`)}
              id={`${id}-${value}-tab`}
              aria-controls={`${id}-${value}-panel`}
              data-testid={`admin-tab-${value}`}
            />
          ))}
        </Tabs>
      )}
      <Box role="tabpanel" id={`${id}-${shown}-panel`} aria-labelledby={`${id}-${shown}-tab`}>
        {shown === 'users' ? (
          <UserTable list={list} onOpen={setOpenUserId} />
        ) : (
          <ImpersonationLog />
        )}
      </Box>
      <UserProfileDialog userId={openUserId} grants={grants} onClose={() => setOpenUserId(null)} />
      <InviteUserDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onOpenProfile={setOpenUserId}
      />
    </Stack>
  );
}
