import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCsvColumns } from '../input-rules';
import { type FieldProps, fieldTestId } from './field-props';

/**
 * A .csv file read as text and stored as the value once its header has the expected columns
 * (specs/3 section 5: Name, Lat, Lon, SOC for interpolation). A refused file leaves the value
 * as it was and says which columns are missing.
 */
export function CsvParameterField(props: FieldProps) {
  const { t } = useTranslation();
  const { parameter, value, onChange } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const helpId = useId();
  const expected = parameter.validExpectedColumns ?? [];
  const loaded = typeof value === 'string' && value !== '';
  const testId = fieldTestId(props);

  async function read(file: File) {
    let text: string;
    try {
      text = await file.text();
    } catch {
      setError(t('analysisInputs.csv.unreadable'));
      return;
    }
    const check = checkCsvColumns(text, expected);
    if (check.valid) {
      setError(null);
      onChange(text);
    } else if (check.reason === 'missingColumns') {
      setError(
        t('analysisInputs.csv.missingColumns', {
          missing: check.missing.join(', '),
          columns: expected.join(', '),
        }),
      );
    } else {
      setError(t(`analysisInputs.csv.${check.reason}`));
    }
  }

  const help = [
    parameter.description,
    expected.length > 0 ? t('analysisInputs.csv.expected', { columns: expected.join(', ') }) : null,
  ].filter(Boolean);

  return (
    <FormControl error={error !== null} required={parameter.required} fullWidth>
      <FormLabel id={labelId}>{parameter.name}</FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        {loaded && (
          <Chip
            icon={<CheckCircleIcon />}
            color="success"
            variant="outlined"
            label={t('analysisInputs.csv.fileLoaded')}
            data-testid={`${testId}-loaded`}
          />
        )}
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          aria-describedby={helpId}
          onClick={() => fileInput.current?.click()}
          data-testid={`${testId}-choose`}
        >
          {loaded ? t('analysisInputs.csv.loadNewFile') : t('analysisInputs.csv.choose')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-labelledby={labelId}
          data-testid={`${testId}-file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Clearing lets the same file be chosen again after fixing it.
            event.target.value = '';
            if (file) void read(file);
          }}
        />
      </Stack>
      <FormHelperText id={helpId} role={error ? 'alert' : undefined} data-testid={`${testId}-help`}>
        {error ?? help.join(' · ')}
      </FormHelperText>
    </FormControl>
  );
}
