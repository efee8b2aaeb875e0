import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Ref } from 'react';
import { Trans } from 'react-i18next';
import { legalPath } from '../legal';

interface ConsentFieldProps {
  ref: Ref<HTMLDivElement>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/**
 * The terms acceptance of the get-started form; its links open in a new tab so the form keeps
 * what was typed. The form scrolls here when a submission is refused (specs/2 section 2).
 */
export function ConsentField({ ref, checked, onChange, error }: ConsentFieldProps) {
  return (
    <Box ref={ref}>
      <FormControlLabel
        control={
          <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />
        }
        label={
          <Trans
            i18nKey="requests.getStarted.consent"
            components={{
              terms: <Link href={legalPath('terms')} target="_blank" rel="noopener" />,
              privacy: <Link href={legalPath('privacy')} target="_blank" rel="noopener" />,
            }}
          />
        }
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
