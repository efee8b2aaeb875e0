import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showEmailError } from './email';

type EmailFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  value: string;
  onValueChange: (value: string) => void;
  testId?: string;
};

/**
 * The email input every form shares (login, get-started, newsletter, invite), so the
 * "after blur, while invalid" rule of specs/2 section 5 lives in one place.
 */
export function EmailField({
  value,
  onValueChange,
  testId,
  onBlur,
  slotProps,
  ...rest
}: EmailFieldProps) {
  const { t } = useTranslation();
  const [blurred, setBlurred] = useState(false);
  const invalid = showEmailError(value, blurred);
  return (
    <TextField
      {...rest}
      type="email"
      value={value}
      error={invalid}
      helperText={invalid ? t('web.validation.email') : rest.helperText}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        setBlurred(true);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { autoComplete: 'email', inputMode: 'email', 'data-testid': testId },
      }}
    />
  );
}
