import type { AdminSettings } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { adminQueryKeys, fetchAdminSettings } from './users-api';

/** The rule as the administrator should read it (specs/2 section 8, decision 0004). */
export function adminSignInText(settings: AdminSettings, t: TFunction): string {
  if (settings.adminSignIn === 'google') {
    const rule = settings.googleSignInConfigured
      ? t('admin.settings.googleOnly')
      : t('admin.settings.googleOnlyNotConfigured');
    return settings.adminSignInSource === 'configured'
      ? `${rule} ${t('admin.settings.configuredByOperator')}`
      : rule;
  }
  return settings.adminSignInSource === 'configured'
    ? t('admin.settings.anyMethodConfigured')
    : t('admin.settings.anyMethod');
}

/** "Admin permissions come only with Google sign-in", shown above the user table. */
export function AdminSignInNotice() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: adminQueryKeys.settings, queryFn: fetchAdminSettings });
  if (settings.isPending) return null;
  if (settings.isError) return <Alert severity="warning">{t('admin.settings.failed')}</Alert>;
  const unusable = settings.data.adminSignIn === 'google' && !settings.data.googleSignInConfigured;
  return (
    <Alert severity={unusable ? 'warning' : 'info'} data-testid="admin-sign-in-rule">
      {adminSignInText(settings.data, t)}
    </Alert>
  );
}
