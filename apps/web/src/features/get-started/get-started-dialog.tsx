import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { GET_STARTED_HASH_NAME, PRELIMINARY_ANALYSIS_HASH_NAME } from '../../ui/get-started-links';
import { useHashDialog } from '../../ui/use-hash-dialog';
import { postGetStarted } from './get-started-api';
import { GetStartedForm } from './get-started-form';
import { EMPTY_GET_STARTED, type GetStartedValues, toRequest } from './get-started-rules';
import { usePhoneCountries } from './use-phone-countries';

type Notice = { kind: 'success' } | { kind: 'failure'; tooMany: boolean };

/**
 * The get-started dialog (specs/2 sections 2, 4, 5 and 8), mounted once for the whole app and
 * opened by the URL hash `#get-started` (or `#preliminary-analysis`, which asks for the shape). What was typed survives closing the dialog and a
 * failed submission; a successful one resets the form and closes it.
 */
export function GetStartedDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const general = useHashDialog(GET_STARTED_HASH_NAME);
  const analysis = useHashDialog(PRELIMINARY_ANALYSIS_HASH_NAME);
  const open = general.open || analysis.open;
  // Both clear the hash; the second keeps the title while the dialog fades out.
  const close = general.close;
  const [forAnalysis, setForAnalysis] = useState(false);
  if (open && analysis.open !== forAnalysis) setForAnalysis(analysis.open);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<GetStartedValues>(EMPTY_GET_STARTED);
  const [chosenCountry, setChosenCountry] = useState<string | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<Notice>({ kind: 'success' });
  // Separate from `notice`, which stays while the notice slides out.
  const [noticeOpen, setNoticeOpen] = useState(false);
  const showNotice = (next: Notice) => {
    setNotice(next);
    setNoticeOpen(true);
  };
  const phone = usePhoneCountries(open);
  const countryCode = [chosenCountry, phone.detectedCode, 'US'].find(
    (code) => code !== undefined && phone.countries?.some((country) => country.code === code),
  );
  const prefix = phone.countries?.find((country) => country.code === countryCode)?.prefix;

  const submission = useMutation({
    mutationFn: postGetStarted,
    onSuccess: () => {
      setValues(EMPTY_GET_STARTED);
      setFormKey((key) => key + 1);
      showNotice({ kind: 'success' });
      close();
    },
    onError: (error) =>
      showNotice({
        kind: 'failure',
        tooMany: error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS',
      }),
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        fullScreen={fullScreen}
        fullWidth
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : 720 } } }}
        data-testid="get-started-dialog"
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {t(forAnalysis ? 'requests.getStarted.analysisTitle' : 'requests.getStarted.title')}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label={t('requests.getStarted.close')}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <GetStartedForm
            key={formKey}
            values={values}
            onChange={setValues}
            phone={{
              ...phone,
              countryCode: countryCode ?? 'US',
              onCountryChange: setChosenCountry,
            }}
            prefix={prefix}
            submitting={submission.isPending}
            shapeRequired={forAnalysis}
            onSubmit={() => submission.mutate(toRequest(values, prefix, window.location.href))}
          />
        </DialogContent>
      </Dialog>
      <Snackbar
        open={noticeOpen}
        autoHideDuration={notice.kind === 'success' ? 8000 : null}
        onClose={(_event, reason) => reason !== 'clickaway' && setNoticeOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice.kind === 'failure' ? (
          <Alert
            severity="error"
            variant="filled"
            onClose={() => setNoticeOpen(false)}
            data-testid="get-started-failure"
          >
            <AlertTitle>{t('requests.getStarted.failureTitle')}</AlertTitle>
            {notice.tooMany ? t('errors.TOO_MANY_REQUESTS') : t('requests.getStarted.failure')}
          </Alert>
        ) : (
          <Alert
            severity="success"
            variant="filled"
            onClose={() => setNoticeOpen(false)}
            data-testid="get-started-success"
          >
            {t('requests.getStarted.success')}
          </Alert>
        )}
      </Snackbar>
    </>
  );
}
