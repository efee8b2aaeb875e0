import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelAnalysis } from './results-api';

/** Cancel button shown while the analysis runs; asks first, since finished tools are kept. */
export function CancelAnalysis({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelAnalysis(analysisId);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        disabled={cancel.isPending}
        data-testid="cancel-analysis"
      >
        {t('results.cancel.button')}
      </Button>
      {cancel.isError && (
        <Alert severity="error" role="alert">
          {t('results.cancel.failed', { message: cancel.error.message })}
        </Alert>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t('results.cancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('results.cancel.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('results.cancel.keep')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              setOpen(false);
              cancel.mutate();
            }}
            data-testid="cancel-analysis-confirm"
          >
            {t('results.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
