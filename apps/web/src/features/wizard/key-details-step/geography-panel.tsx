import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessageKey } from '../../../api/error-message';
import type { EditableShape } from '../../../shapes/editable-shape';
import { usePreferences } from '../../preferences';
import { useAreaText } from '../define-shape/shape-toolbar';
import { useShapeMeasures } from '../define-shape/use-shape-measures';
import { countryText, EMPTY_VALUE, localizedName, sourcesText } from './key-details-text';
import type { ShapeGeography } from './use-shape-geography';

interface GeographyPanelProps {
  shapes: readonly EditableShape[];
  geography: ShapeGeography;
}

/**
 * Step 2's read-only location: country (every one a cross-border shape touches), region,
 * district and place in the UI language, and the total area in the user's unit system. District
 * and place come from the nearest town, so they say they are approximate.
 */
export function GeographyPanel({ shapes, geography }: GeographyPanelProps) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const measures = useShapeMeasures(shapes);
  const areaText = useAreaText(measures);
  const headingId = useId();
  const { answer } = geography;
  const waiting = geography.loading && !answer;
  const value = (text: string | undefined): ReactNode =>
    waiting ? <Skeleton width="8em" /> : (text ?? EMPTY_VALUE);
  const distance = answer?.placeDistanceKm;
  const placeHint =
    distance !== null && distance !== undefined && distance > 0
      ? t('keyDetails.location.placeHintDistance', {
          distance: formatQuantity(distance, 'km', units, locale),
        })
      : t('keyDetails.location.placeHint');
  const manyCountries = (answer?.countries.length ?? 0) > 1;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('keyDetails.location.heading')}
      </Typography>
      {geography.error !== null && (
        <GeographyError error={geography.error} onRetry={geography.retry} />
      )}
      <Box
        component="dl"
        aria-busy={geography.loading}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: 2,
          m: 0,
          opacity: geography.stale ? 0.6 : 1,
        }}
      >
        <Field
          label={t(manyCountries ? 'keyDetails.location.countries' : 'keyDetails.location.country')}
          testId="geography-country"
        >
          {value(answer ? countryText(answer, locale) : undefined)}
        </Field>
        <Field label={t('keyDetails.location.region')} testId="geography-region">
          {value(answer ? localizedName(answer.region, locale) : undefined)}
        </Field>
        <Field
          label={t('keyDetails.location.district')}
          testId="geography-district"
          hint={answer?.approximate.district ? t('keyDetails.location.districtHint') : undefined}
        >
          {value(answer ? localizedName(answer.district, locale) : undefined)}
        </Field>
        <Field
          label={t('keyDetails.location.place')}
          testId="geography-place"
          hint={answer?.approximate.place ? placeHint : undefined}
        >
          {value(answer ? localizedName(answer.place, locale) : undefined)}
        </Field>
        <Field label={t('keyDetails.location.totalArea')} testId="geography-area">
          {measures.status === 'pending' ? <Skeleton width="6em" /> : areaText}
        </Field>
      </Box>
      {waiting && (
        <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
          {t('keyDetails.location.loading')}
        </Typography>
      )}
      {answer && answer.sources.length > 0 && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('keyDetails.location.sources', { sources: sourcesText(answer.sources) })}
        </Typography>
      )}
    </Box>
  );
}

interface FieldProps {
  label: string;
  testId: string;
  /** Says the value is approximate and why; shown as a small note under it. */
  hint?: string;
  children: ReactNode;
}

function Field({ label, testId, hint, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
        {hint && (
          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
            ({t('keyDetails.location.approximate')})
          </Typography>
        )}
      </Typography>
      <Typography
        component="dd"
        variant="subtitle1"
        sx={{ m: 0, fontWeight: 600 }}
        data-testid={testId}
      >
        {children}
      </Typography>
      {hint && (
        <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** The translated failure ('Failed to fetch geographic information.') with a Retry button. */
function GeographyError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : 'GEOGRAPHY_LOOKUP_FAILED';
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      data-testid="geography-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="geography-retry">
          {t('keyDetails.location.retry')}
        </Button>
      }
    >
      {t(errorMessageKey(code))} {t('keyDetails.location.failedHelp')}
    </Alert>
  );
}
