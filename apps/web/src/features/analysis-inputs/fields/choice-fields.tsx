import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences';
import { instrumentListOf } from '../input-rules';
import { type FieldProps, fieldTestId } from './field-props';

/** Select values are strings in the DOM; the committed value keeps the option's own type. */
const optionKey = (value: string | number) => String(value);

export function SelectParameterField(props: FieldProps) {
  const { parameter, value, onChange } = props;
  const options = parameter.options ?? [];
  return (
    <TextField
      select
      label={parameter.name}
      helperText={parameter.description}
      required={parameter.required}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => optionKey(option.value) === event.target.value);
        onChange(chosen ? chosen.value : null);
      }}
      size="small"
      fullWidth
      slotProps={{
        select: { SelectDisplayProps: { 'data-testid': fieldTestId(props) } as object },
      }}
    >
      {options.map((option) => (
        <MenuItem key={optionKey(option.value)} value={optionKey(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several options; chosen values (land cover classes among them) show as their labels. */
export function MultiSelectParameterField(props: FieldProps) {
  const { parameter, value, onChange } = props;
  const options = parameter.options ?? [];
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const labelOf = (key: string) =>
    options.find((option) => optionKey(option.value) === key)?.label ?? key;
  return (
    <TextField
      select
      label={parameter.name}
      helperText={parameter.description}
      required={parameter.required}
      value={chosen}
      onChange={(event) => {
        const keys = event.target.value as unknown as string[];
        onChange(
          options
            .filter((option) => keys.includes(optionKey(option.value)))
            .map((option) => option.value),
        );
      }}
      size="small"
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((key) => (
                <Chip key={key} size="small" label={labelOf(key)} />
              ))}
            </Stack>
          ),
          SelectDisplayProps: { 'data-testid': fieldTestId(props) } as object,
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={optionKey(option.value)} value={optionKey(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CheckboxParameterField(props: FieldProps) {
  const { parameter, value, onChange } = props;
  return (
    <div>
      <FormControlLabel
        label={parameter.name}
        control={
          <Checkbox
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': fieldTestId(props) } as object }}
          />
        }
      />
      {parameter.description && <FormHelperText>{parameter.description}</FormHelperText>}
    </div>
  );
}

/** One of the instruments (or land-cover / monitoring datasets) with resolution and years. */
export function InstrumentParameterField(props: FieldProps) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const { parameter, value, onChange, instrumentInfo } = props;
  const instruments = instrumentListOf(parameter.component, instrumentInfo);
  const locale = languageToLocale(language);
  const current = typeof value === 'string' ? value : '';
  // Until the list arrives the saved value stays visible instead of an out-of-range warning.
  const known = instruments.some((instrument) => instrument.type === current);
  return (
    <TextField
      select
      label={parameter.name}
      helperText={
        instruments.find((instrument) => instrument.type === current)?.note ?? parameter.description
      }
      required={parameter.required}
      value={known ? current : ''}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      slotProps={{
        select: { SelectDisplayProps: { 'data-testid': fieldTestId(props) } as object },
      }}
    >
      {instruments.map((instrument) => (
        <MenuItem key={instrument.type} value={instrument.type}>
          {t('analysisInputs.instrument.option', {
            label: instrument.label,
            resolution: formatQuantity(instrument.resolution, 'm', units, locale),
            startYear: instrument.startYear,
            endYear: instrument.endYear,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
