import type { AssessmentSummary } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { FinancialTerms } from '../sites';
import { SectionFrame } from './section-frame';

/** specs/3 "Financial illustrations": the benefits the get-in-touch prompt lists. */
const BENEFITS = [
  'irr',
  'revenueShare',
  'annualPayment',
  'paymentBreakdown',
  'revenueEbitda',
  'costOfProduction',
  'useOfProceeds',
  'landownerPayments',
] as const;

/** Full access, and at least one term set: three "Not set" above the prompt would say nothing. */
const hasTerms = (summary: AssessmentSummary): boolean =>
  summary.financials !== undefined &&
  Object.values(summary.financials).some((value) => value !== null);

/**
 * Financial illustrations (specs/3): no analysis provides financials yet, so the section is the
 * get-in-touch prompt with its request form (detailed message, Send Request, 'request sent').
 * With full access the site's financial terms come first (once any is set); otherwise nothing
 * financial shows (the server sends `financials` to full access only).
 */
export function FinancialIllustrations({ summary }: { summary: AssessmentSummary }) {
  const { t } = useTranslation();
  return (
    <SectionFrame id="financials" title={t('assessment.sections.financials')}>
      {hasTerms(summary) && summary.financials && (
        <FinancialTerms financials={summary.financials} />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="financial-prompt">
        <Typography variant="h6" component="h3" gutterBottom>
          {t('assessment.financials.prompt.title')}
        </Typography>
        <Typography>{t('assessment.financials.prompt.intro')}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ my: 1.5, pl: 3 }}>
          {BENEFITS.map((benefit) => (
            <Typography component="li" key={benefit}>
              {t(`assessment.financials.prompt.benefits.${benefit}`)}
            </Typography>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('assessment.financials.prompt.discountNote')}
        </Typography>
        <RequestForm summary={summary} />
      </Paper>
    </SectionFrame>
  );
}

/**
 * The request goes through the contact messages (`POST /api/message-form`) with the assessment
 * as an extra parameter, so the team receives it like every other request. The contact feature's
 * sender is loaded when the request is sent: its index stays in every page's first load.
 */
function RequestForm({ summary }: { summary: AssessmentSummary }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const sending = useMutation({
    mutationFn: async (text: string) => {
      const { sendContactMessage } = await import('../contact/contact-api');
      return sendContactMessage({
        subject: t('assessment.financials.form.subject', { title: summary.title }).slice(0, 200),
        message: text,
        assessmentId: summary.assessmentId,
        page: window.location.pathname,
      });
    },
    onSuccess: () => setMessage(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '' || sending.isPending) return;
    sending.mutate(message.trim());
  };
  if (sending.isSuccess)
    return (
      <Alert severity="success" role="status" data-testid="financial-request-sent">
        <AlertTitle>{t('assessment.financials.form.sent')}</AlertTitle>
        {t('assessment.financials.form.sentBody')}
      </Alert>
    );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      className="no-print"
      data-testid="financial-request-form"
    >
      <TextField
        id={fieldId}
        label={t('assessment.financials.form.message')}
        helperText={t('assessment.financials.form.messageHelp')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'financial-request-message' } }}
      />
      {sending.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(sending.error, t)}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={message.trim() === ''}
          loading={sending.isPending}
          data-testid="financial-request-send"
        >
          {t('assessment.financials.form.send')}
        </Button>
      </div>
    </Stack>
  );
}
