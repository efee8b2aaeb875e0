import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { fetchErrorText } from './results-model';

/**
 * specs/3 section 8: 'Error loading ... {id}' with the reason ('Failed to fetch analysis: {status}
 * {statusText}' or the connection message) and a button that reloads the page.
 */
export function FetchErrorPanel({ analysisId, error }: { analysisId: string; error: Error }) {
  const { t } = useTranslation();
  const failure =
    error instanceof ApiError
      ? { status: error.status, statusText: error.statusText }
      : // An answer that does not match the contract: the server answered, but not usefully.
        { status: 500, statusText: error.message };
  const text = fetchErrorText(failure);
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="results-error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('results.errors.reload')}
        </Button>
      }
    >
      <AlertTitle>{t('results.errors.loading', { id: analysisId })}</AlertTitle>
      {text.key === 'results.errors.fetchNetwork' ? t(text.key) : t(text.key, text.params)}
    </Alert>
  );
}
