import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { normalizeEmail } from '../../ui/email';
import { EmailField } from '../../ui/email-field';
import { HoneypotField } from '../../ui/honeypot-field';
import { useHashDialog } from '../../ui/use-hash-dialog';
import { useSession } from '../auth';
import { type ContactMessageBody, sendContactMessage } from './contact-api';
import { CONTACT_HASH_NAME } from './contact-hash';
import { type ContactValues, canSendContact, EMPTY_CONTACT } from './contact-rules';

/**
 * The contact modal (specs/1 sections 2.3 and 7), mounted once and opened by the URL hash
 * `#contact` from anywhere (the upload panel's help link, the user menu). Signed-in users send
 * as themselves; anonymous visitors give an address and, if they like, a name.
 */
export function ContactDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const { open, close } = useHashDialog(CONTACT_HASH_NAME);
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sentOpen, setSentOpen] = useState(false);
  const set = (change: Partial<ContactValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const sending = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setValues(EMPTY_CONTACT);
      setSentOpen(true);
      close();
    },
  });
  const cancel = () => {
    sending.reset();
    close();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendContact(values, user !== undefined, sending.isPending)) return;
    const body: ContactMessageBody = {
      subject: values.subject.trim() || undefined,
      message: values.message.trim(),
      // Extra parameters: where the person was when they wrote.
      page: window.location.pathname,
    };
    if (user) body.sendCopy = values.sendCopy;
    else {
      body.email = normalizeEmail(values.email);
      if (values.name.trim()) body.name = values.name.trim();
      if (values.website) body.website = values.website;
    }
    sending.mutate(body);
  };

  const failure =
    sending.error instanceof ApiError && sending.error.code === 'TOO_MANY_REQUESTS'
      ? t('errors.TOO_MANY_REQUESTS')
      : t('requests.contact.failure');

  return (
    <>
      <Dialog
        open={open}
        onClose={cancel}
        fullWidth
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { maxWidth: 640 } } }}
        data-testid="contact-dialog"
      >
        <Stack component="form" noValidate onSubmit={submit} sx={{ minHeight: 0 }}>
          <DialogTitle id={titleId}>{t('requests.contact.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {user ? (
                <Typography data-testid="contact-sender">
                  {t('requests.contact.from')}: <strong>{user.name}</strong> ({user.email})
                </Typography>
              ) : (
                <>
                  <HoneypotField value={values.website} onChange={(website) => set({ website })} />
                  <TextField
                    label={t('requests.contact.name')}
                    placeholder={t('requests.contact.anonymousName')}
                    value={values.name}
                    onChange={(event) => set({ name: event.target.value })}
                    fullWidth
                    slotProps={{
                      htmlInput: { autoComplete: 'name', maxLength: 100 },
                      inputLabel: { shrink: true },
                    }}
                  />
                  <EmailField
                    label={t('requests.contact.email')}
                    value={values.email}
                    onValueChange={(email) => set({ email })}
                    testId="contact-email"
                    required
                    fullWidth
                  />
                </>
              )}
              <TextField
                label={t('requests.contact.subject')}
                value={values.subject}
                onChange={(event) => set({ subject: event.target.value })}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'contact-subject' } }}
              />
              <TextField
                label={t('requests.contact.message')}
                value={values.message}
                onChange={(event) => set({ message: event.target.value })}
                required
                multiline
                minRows={5}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'contact-message' } }}
              />
              {user && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values.sendCopy}
                      onChange={(event) => set({ sendCopy: event.target.checked })}
                    />
                  }
                  label={t('requests.contact.sendCopy')}
                />
              )}
              {sending.isError && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={cancel}>{t('requests.contact.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!canSendContact(values, user !== undefined, sending.isPending)}
              loading={sending.isPending}
              data-testid="contact-submit"
            >
              {t('requests.contact.submit')}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
      <Snackbar
        open={sentOpen}
        autoHideDuration={6000}
        onClose={() => setSentOpen(false)}
        message={t('requests.contact.sent')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        data-testid="contact-sent"
      />
    </>
  );
}
