import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * Shown on every result computed from the synthetic demo dataset (ARCHITECTURE "Data honesty"):
 * prominent, above the values, and announced to screen readers when it appears.
 */
export function DemoDataNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="filled" role="status" data-testid="demo-data-notice">
      <AlertTitle>{t('context.demoData.badge')}</AlertTitle>
      {t('context.demoData.notice')}
    </Alert>
  );
}
