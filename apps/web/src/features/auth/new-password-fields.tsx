import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordProblems } from './new-password';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** After a submit attempt every problem shows, even in a field never left. */
  showAllProblems: boolean;
  disabled: boolean;
  /** The fields' test ids are `${testIdPrefix}-new-password` and `-confirm-password`. */
  testIdPrefix?: string;
}

/**
 * A new password and its confirmation. A problem shows once its field was left (or a submit was
 * tried), never while the person is still typing the first characters.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  showAllProblems,
  disabled,
  testIdPrefix = 'reset',
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [left, setLeft] = useState({ password: false, confirmation: false });
  const problems = newPasswordProblems(password, confirmation);
  const passwordProblem = (showAllProblems || left.password) && problems.password;
  const confirmationProblem = (showAllProblems || left.confirmation) && problems.confirmation;

  const visibilityToggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={t(
          visible ? 'signIn.emailPassword.hidePassword' : 'signIn.emailPassword.showPassword',
        )}
        aria-pressed={visible}
      >
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <>
      <TextField
        label={t('signIn.resetPage.newPassword')}
        type={visible ? 'text' : 'password'}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        onBlur={() => setLeft((state) => ({ ...state, password: true }))}
        error={Boolean(passwordProblem)}
        helperText={t('signIn.resetPage.tooShort', { min: MIN_PASSWORD_LENGTH })}
        disabled={disabled}
        autoFocus
        required
        fullWidth
        slotProps={{
          htmlInput: {
            autoComplete: 'new-password',
            minLength: MIN_PASSWORD_LENGTH,
            maxLength: MAX_PASSWORD_LENGTH,
            'data-testid': `${testIdPrefix}-new-password`,
          },
          input: { endAdornment: visibilityToggle },
        }}
      />
      <TextField
        label={t('signIn.resetPage.confirmPassword')}
        type={visible ? 'text' : 'password'}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        onBlur={() => setLeft((state) => ({ ...state, confirmation: true }))}
        error={Boolean(confirmationProblem)}
        helperText={confirmationProblem ? t('signIn.resetPage.mismatch') : undefined}
        disabled={disabled}
        required
        fullWidth
        slotProps={{
          htmlInput: {
            autoComplete: 'new-password',
            maxLength: MAX_PASSWORD_LENGTH,
            'data-testid': `${testIdPrefix}-confirm-password`,
          },
        }}
      />
    </>
  );
}
