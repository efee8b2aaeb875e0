import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * specs/1 section 8: 'An error occurred when submitting the shape. {error}'. Shown in the wizard,
 * which stays open on the review step with everything kept; dismissing only hides the text.
 */
export function SubmitError({ error, onDismiss }: { error: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      onClose={onDismiss}
      closeText={t('web.app.closeNotice')}
      data-testid="submit-error"
    >
      {t('review.submitError', { error })}
    </Alert>
  );
}
