import type { SiteFinancials } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FINANCIAL_FIELDS,
  type FinancialField,
  moneyText,
  parseFinancial,
  percentText,
} from './site-rules';

/** A financial value as read: money in USD, a percentage, years; "Not set" when unknown. */
function useFinancialText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (field: FinancialField, value: number | null): string => {
    if (value === null) return t('sharing.site.financials.unknown');
    if (field === 'revenueSharePercent') return percentText(value, locale);
    if (field === 'annualLandownerPaymentUsd') return moneyText(value, locale);
    return t('sharing.site.financials.years', { count: value });
  };
}

/** The Financial terms section of the site page: only sent to full access (specs/2 section 6). */
export function FinancialTerms({ financials }: { financials: SiteFinancials }) {
  const { t } = useTranslation();
  const text = useFinancialText();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="site-financials">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sharing.site.financials.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        {FINANCIAL_FIELDS.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`sharing.site.financials.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" data-testid={`site-financial-${field}`}>
              {text(field, financials[field])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

const ADORNMENTS: Record<FinancialField, { start?: string; end?: string }> = {
  revenueSharePercent: { end: '%' },
  annualLandownerPaymentUsd: { start: 'USD' },
  agreementTermYears: {},
};

/** The editable Financial terms of Site Settings (full access and update:site). */
export function FinancialTermsForm({
  financials,
  saving,
  onSave,
}: {
  financials: SiteFinancials;
  saving: boolean;
  onSave: (financials: SiteFinancials) => void;
}) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<FinancialField, string>>(() => ({
    revenueSharePercent: String(financials.revenueSharePercent ?? ''),
    annualLandownerPaymentUsd: String(financials.annualLandownerPaymentUsd ?? ''),
    agreementTermYears: String(financials.agreementTermYears ?? ''),
  }));
  const parsed = Object.fromEntries(
    FINANCIAL_FIELDS.map((field) => [field, parseFinancial(field, drafts[field])]),
  ) as Record<FinancialField, number | null | undefined>;
  const valid = FINANCIAL_FIELDS.every((field) => parsed[field] !== undefined);
  const changed = FINANCIAL_FIELDS.some((field) => parsed[field] !== financials[field]);

  return (
    <Stack spacing={1.5} data-testid="settings-financials">
      <Typography variant="subtitle2" component="h3">
        {t('sharing.site.financials.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {FINANCIAL_FIELDS.map((field) => (
          <TextField
            key={field}
            size="small"
            type="number"
            label={t(`sharing.site.financials.${field}`)}
            value={drafts[field]}
            onChange={(event) => setDrafts({ ...drafts, [field]: event.target.value })}
            error={parsed[field] === undefined}
            helperText={parsed[field] === undefined ? t('sharing.site.financials.invalid') : ' '}
            disabled={saving}
            sx={{ flex: 1 }}
            slotProps={{
              inputLabel: { shrink: true },
              input: {
                startAdornment: ADORNMENTS[field].start && (
                  <InputAdornment position="start">{ADORNMENTS[field].start}</InputAdornment>
                ),
                endAdornment: ADORNMENTS[field].end && (
                  <InputAdornment position="end">{ADORNMENTS[field].end}</InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': `settings-financial-${field}` },
            }}
          />
        ))}
      </Stack>
      <Box>
        <Button
          variant="outlined"
          disabled={!valid || !changed}
          loading={saving}
          onClick={() =>
            onSave({
              revenueSharePercent: parsed.revenueSharePercent ?? null,
              annualLandownerPaymentUsd: parsed.annualLandownerPaymentUsd ?? null,
              agreementTermYears: parsed.agreementTermYears ?? null,
            })
          }
          data-testid="settings-financials-save"
        >
          {t('sharing.site.financials.save')}
        </Button>
      </Box>
    </Stack>
  );
}
