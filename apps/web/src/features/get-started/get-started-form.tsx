import { GET_STARTED_INTERESTS } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../ui/email-field';
import { HoneypotField } from '../../ui/honeypot-field';
import { ConsentField } from './consent-field';
import {
  canSubmit,
  counterOf,
  errorsOf,
  type GetStartedError,
  type GetStartedField,
  type GetStartedValues,
  JOB_TITLE_MAX,
  MESSAGE_MAX,
  visibleErrors,
} from './get-started-rules';
import { PhoneField } from './phone-field';
import { ShapeAttachmentField } from './shape-attachment-field';
import type { PhoneCountries } from './use-phone-countries';

interface GetStartedFormProps {
  values: GetStartedValues;
  onChange: (values: GetStartedValues) => void;
  phone: PhoneCountries & { countryCode: string; onCountryChange: (code: string) => void };
  /** The selected country's prefix, or none in plain mode. */
  prefix: string | undefined;
  submitting: boolean;
  onSubmit: () => void;
  /** Opened for a preliminary analysis (the landing page): the ranch location is required. */
  shapeRequired: boolean;
}

const ALL_FIELDS: GetStartedField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'interest',
  'shape',
  'consent',
];

/** The fields of the get-started dialog and their rules (specs/2 sections 2, 4 and 5). */
export function GetStartedForm({
  values,
  onChange,
  phone,
  prefix,
  submitting,
  onSubmit,
  shapeRequired,
}: GetStartedFormProps) {
  const { t } = useTranslation();
  const [visited, setVisited] = useState<ReadonlySet<GetStartedField>>(new Set());
  const consentRef = useRef<HTMLDivElement>(null);
  const errors = errorsOf(values, prefix, shapeRequired);
  const shown = visibleErrors(errors, visited);
  const set = (change: Partial<GetStartedValues>) => onChange({ ...values, ...change });
  const visit = (field: GetStartedField) =>
    setVisited((previous) => (previous.has(field) ? previous : new Set([...previous, field])));
  const errorText = (error: GetStartedError | undefined) => {
    if (!error) return undefined;
    return error === 'emailInvalid'
      ? t('web.validation.email')
      : t(`requests.getStarted.errors.${error}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(values, shown, submitting)) return;
    if (Object.keys(errors).length > 0) {
      setVisited(new Set(ALL_FIELDS));
      consentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    onSubmit();
  };

  const counter = (value: string, max: number) => (
    <Box component="span" sx={{ display: 'block', textAlign: 'right' }}>
      {t('requests.getStarted.counter', counterOf(value, max))}
    </Box>
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ pt: 1 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(shapeRequired ? 'requests.getStarted.analysisIntro' : 'requests.getStarted.intro')}
      </Typography>
      <HoneypotField value={values.website} onChange={(website) => set({ website })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('requests.getStarted.firstName')}
          value={values.firstName}
          onChange={(event) => set({ firstName: event.target.value })}
          onBlur={() => visit('firstName')}
          error={shown.firstName !== undefined}
          helperText={errorText(shown.firstName)}
          required
          fullWidth
          autoFocus
          slotProps={{
            htmlInput: {
              autoComplete: 'given-name',
              maxLength: 100,
              'data-testid': 'get-started-first-name',
            },
          }}
        />
        <TextField
          label={t('requests.getStarted.lastName')}
          value={values.lastName}
          onChange={(event) => set({ lastName: event.target.value })}
          onBlur={() => visit('lastName')}
          error={shown.lastName !== undefined}
          helperText={errorText(shown.lastName)}
          required
          fullWidth
          slotProps={{
            htmlInput: {
              autoComplete: 'family-name',
              maxLength: 100,
              'data-testid': 'get-started-last-name',
            },
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('requests.getStarted.company')}
          value={values.company}
          onChange={(event) => set({ company: event.target.value })}
          fullWidth
          slotProps={{
            htmlInput: {
              autoComplete: 'organization',
              maxLength: 200,
              'data-testid': 'get-started-company',
            },
          }}
        />
        <TextField
          label={t('requests.getStarted.jobTitle')}
          value={values.jobTitle}
          onChange={(event) => set({ jobTitle: event.target.value })}
          helperText={counter(values.jobTitle, JOB_TITLE_MAX)}
          fullWidth
          slotProps={{
            htmlInput: {
              autoComplete: 'organization-title',
              maxLength: JOB_TITLE_MAX,
              'data-testid': 'get-started-job-title',
            },
          }}
        />
      </Stack>
      <EmailField
        label={t('requests.getStarted.email')}
        value={values.email}
        onValueChange={(email) => set({ email })}
        onBlur={() => visit('email')}
        helperText={errorText(shown.email)}
        testId="get-started-email"
        required
        fullWidth
        slotProps={
          shown.email ? { input: { error: true }, formHelperText: { error: true } } : undefined
        }
      />
      <PhoneField
        countries={phone.countries}
        countryCode={phone.countryCode}
        onCountryChange={phone.onCountryChange}
        value={values.phone}
        onValueChange={(value) => set({ phone: value })}
        onBlur={() => visit('phone')}
        error={errorText(shown.phone)}
      />
      <TextField
        select
        label={t('requests.getStarted.interest')}
        value={values.interest}
        onChange={(event) => set({ interest: event.target.value as GetStartedValues['interest'] })}
        error={shown.interest !== undefined}
        helperText={errorText(shown.interest)}
        required
        fullWidth
        slotProps={{
          select: { onClose: () => visit('interest') },
          htmlInput: { 'data-testid': 'get-started-interest' },
        }}
      >
        {GET_STARTED_INTERESTS.map((interest) => (
          <MenuItem key={interest} value={interest}>
            {t(`requests.getStarted.interests.${interest}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('requests.getStarted.message')}
        value={values.message}
        onChange={(event) => set({ message: event.target.value })}
        helperText={counter(values.message, MESSAGE_MAX)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: MESSAGE_MAX, 'data-testid': 'get-started-message' },
        }}
      />
      <ShapeAttachmentField
        shape={values.shape}
        onChange={(shape) => {
          set({ shape });
          visit('shape');
        }}
        required={shapeRequired}
        error={errorText(shown.shape)}
      />
      <ConsentField
        ref={consentRef}
        checked={values.consent}
        onChange={(consent) => {
          set({ consent });
          visit('consent');
        }}
        error={errorText(shown.consent)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('requests.getStarted.replyPromise')}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!canSubmit(values, shown, submitting)}
        loading={submitting}
        data-testid="get-started-submit"
      >
        {t('requests.getStarted.submit')}
      </Button>
    </Stack>
  );
}
