import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { normalizeEmail } from '../../ui/email';
import { EmailField } from '../../ui/email-field';
import { HoneypotField } from '../../ui/honeypot-field';
import { subscribeToNewsletter } from './newsletter-api';
import { newsletterEmailError } from './newsletter-rules';

/**
 * Newsletter sign-up (specs/2 sections 2, 5 and 8): one email field. The answer is the same
 * for every address, so the notice only says to look for the confirmation mail.
 */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [attempted, setAttempted] = useState(false);
  const subscription = useMutation({ mutationFn: subscribeToNewsletter });
  const error = attempted ? newsletterEmailError(email) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (newsletterEmailError(email) || subscription.isPending) return;
    subscription.mutate(
      { email: normalizeEmail(email), ...(website ? { website } : {}) },
      {
        onSuccess: () => {
          setEmail('');
          setAttempted(false);
        },
      },
    );
  };

  const failure =
    subscription.error instanceof ApiError && subscription.error.code === 'TOO_MANY_REQUESTS'
      ? t('errors.TOO_MANY_REQUESTS')
      : t('requests.newsletter.failure');

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ bgcolor: '#edf2e6' }}>
      <Stack
        spacing={2}
        sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 6, md: 8 } }}
      >
        <Typography id={titleId} variant="h4" component="h2">
          {t('requests.newsletter.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('requests.newsletter.intro')}</Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <HoneypotField value={website} onChange={setWebsite} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            <EmailField
              label={t('requests.newsletter.email')}
              value={email}
              onValueChange={(value) => {
                setEmail(value);
                if (subscription.isSuccess || subscription.isError) subscription.reset();
              }}
              helperText={error ? t(`requests.newsletter.${error}`) : undefined}
              testId="newsletter-email"
              fullWidth
              sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
              slotProps={
                error ? { input: { error: true }, formHelperText: { error: true } } : undefined
              }
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={subscription.isPending}
              data-testid="newsletter-submit"
              sx={{ flexShrink: 0, minHeight: 56 }}
            >
              {t('requests.newsletter.submit')}
            </Button>
          </Stack>
        </Box>
        {subscription.isSuccess && (
          <Alert severity="success" role="status" data-testid="newsletter-sent">
            {t('requests.newsletter.sent')}
          </Alert>
        )}
        {subscription.isError && (
          <Alert severity="error" role="alert" data-testid="newsletter-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
