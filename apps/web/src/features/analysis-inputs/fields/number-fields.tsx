import { formatQuantity, isMetricUnit, languageToLocale, unitLabel } from '@ecotone/i18n';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences';
import { checkNumber, dateBounds, replaceNonPositive, yearBounds } from '../input-rules';
import { type FieldProps, fieldTestId } from './field-props';
import { useDraft } from './use-draft';

const numberText = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

interface NumberBoundsProps {
  min: number | null;
  max: number | null;
  step: number | 'any';
}

/**
 * Inputs are stored and typed in metric (the catalogue's bounds are metric); an imperial reader
 * also sees the value in their units, through the units module.
 */
function useUnitTexts(unit: string | null | undefined, value: number | null) {
  const { units, language } = usePreferences();
  if (!unit || !isMetricUnit(unit)) return { label: unit ?? null, converted: null };
  const converted =
    units === 'imperial' && value !== null
      ? `≈ ${formatQuantity(value, unit, units, languageToLocale(language))}`
      : null;
  return { label: unitLabel(unit), converted };
}

/**
 * A float with min, max and step. Only a valid number is committed; while the typed text is not
 * one, the field says why, and leaving it puts the last valid number back.
 */
function BoundedNumberField({ min, max, step, ...props }: FieldProps & NumberBoundsProps) {
  const { t } = useTranslation();
  const { parameter, value, onChange } = props;
  const committed = numberOrNull(value);
  const parse = (text: string) => {
    const check = checkNumber(text, { min, max, step });
    return check.valid ? check.value : undefined;
  };
  const [draft, setDraft, revert] = useDraft(committed, numberText, parse);
  const check = checkNumber(draft, { min, max, step });
  const error = check.valid
    ? null
    : t(`analysisInputs.number.${check.reason}`, {
        min: String(min),
        max: String(max),
        step: String(step),
      });
  const range =
    min !== null && max !== null ? t('analysisInputs.number.range', { min, max }) : null;
  const unit = useUnitTexts(parameter.unit, committed);
  const help = [unit.converted, parameter.description, range].filter(Boolean).join(' · ');

  return (
    <TextField
      label={parameter.name}
      type="number"
      required={parameter.required}
      value={draft}
      error={error !== null}
      helperText={error ?? (help || null)}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = checkNumber(event.target.value, { min, max, step });
        if (next.valid) onChange(next.value);
      }}
      onBlur={() => {
        const replaced = replaceNonPositive(committed, parameter.nonPositiveReplacement);
        if (replaced !== committed) onChange(replaced);
        else revert();
      }}
      size="small"
      fullWidth
      slotProps={{
        input: unit.label
          ? { endAdornment: <InputAdornment position="end">{unit.label}</InputAdornment> }
          : undefined,
        htmlInput: {
          min: min ?? undefined,
          max: max ?? undefined,
          step,
          inputMode: 'decimal',
          'data-testid': fieldTestId(props),
        },
      }}
    />
  );
}

export function NumberParameterField(props: FieldProps) {
  const { parameter } = props;
  return (
    <BoundedNumberField {...props} min={parameter.min} max={parameter.max} step={parameter.step} />
  );
}

/** A whole year within 1982..last year, or the chosen instrument's years. */
export function YearParameterField(props: FieldProps) {
  const bounds = yearBounds(
    props.tool,
    props.parameter,
    props.toolInputs,
    props.instrumentInfo,
    new Date(),
  );
  return <BoundedNumberField {...props} min={bounds.min} max={bounds.max} step={1} />;
}

/** A native date picker (yyyy-MM-dd) limited to 1990 through next year. */
export function DateParameterField(props: FieldProps) {
  const { parameter, value, onChange } = props;
  const bounds = dateBounds(new Date());
  return (
    <TextField
      label={parameter.name}
      type="date"
      required={parameter.required}
      value={typeof value === 'string' ? value : ''}
      helperText={parameter.description}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      size="small"
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: bounds.min, max: bounds.max, 'data-testid': fieldTestId(props) },
      }}
    />
  );
}
