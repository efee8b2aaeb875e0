import type { CountryPhonePrefix } from '@ecotone/contracts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface PhoneFieldProps {
  /** The selector's list; without one the field is plain (the list did not load). */
  countries: readonly CountryPhonePrefix[] | undefined;
  countryCode: string;
  onCountryChange: (code: string) => void;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled?: boolean;
}

/**
 * Phone number with a country calling-code selector (specs/2 section 2). A native select: it
 * lets people jump to a country by typing its name, and works the same with screen readers.
 */
export function PhoneField({
  countries,
  countryCode,
  onCountryChange,
  value,
  onValueChange,
  onBlur,
  error,
  disabled,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const number = (
    <TextField
      label={t('requests.getStarted.phone')}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error}
      placeholder={countries ? undefined : t('requests.getStarted.phonePlaceholder')}
      disabled={disabled}
      required
      fullWidth
      slotProps={{
        htmlInput: {
          type: 'tel',
          autoComplete: countries ? 'tel-national' : 'tel',
          inputMode: 'tel',
          'data-testid': 'get-started-phone',
        },
      }}
    />
  );
  if (!countries) return number;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label={t('requests.getStarted.phoneCountry')}
        value={countryCode}
        onChange={(event) => onCountryChange(event.target.value)}
        disabled={disabled}
        sx={{ width: { xs: '100%', sm: 260 }, flexShrink: 0 }}
        slotProps={{
          select: { native: true },
          htmlInput: {
            'data-testid': 'get-started-phone-country',
            autoComplete: 'tel-country-code',
          },
        }}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.flag} ${country.name} (${country.prefix})`}
          </option>
        ))}
      </TextField>
      {number}
    </Stack>
  );
}
