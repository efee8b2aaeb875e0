import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { parseThreshold } from './threshold';

interface NumberFieldProps {
  label: string;
  help: string;
  value: number;
  range: { min: number; max: number };
  wholeNumber?: boolean;
  onCommit: (value: number) => void;
  testId: string;
}

/**
 * A threshold typed as text: a value in range is applied as it is typed; anything else shows the
 * field's rule as an error and is not applied (the last good value stays in force).
 */
export function NumberField({
  label,
  help,
  value,
  range,
  wholeNumber = false,
  onCommit,
  testId,
}: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(
    () =>
      setText((shown) =>
        parseThreshold(shown, range, wholeNumber) === value ? shown : String(value),
      ),
    [value, range, wholeNumber],
  );
  const parsed = parseThreshold(text, range, wholeNumber);
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      error={parsed === null}
      helperText={help}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseThreshold(event.target.value, range, wholeNumber);
        if (next !== null && next !== value) onCommit(next);
      }}
      slotProps={{
        htmlInput: {
          min: range.min,
          max: range.max,
          step: wholeNumber ? 1 : 'any',
          'data-testid': testId,
        },
      }}
    />
  );
}
