import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList, parseList, sanitizeText } from '../input-rules';
import { sameValue } from '../inputs-model';
import { type FieldProps, fieldTestId } from './field-props';
import { useDraft } from './use-draft';

const LIST_DEBOUNCE_MS = 300;

/** Free text, sanitised and trimmed as it is committed (specs/3 section 5). */
export function TextParameterField(props: FieldProps) {
  const { parameter, value, onChange } = props;
  const [draft, setDraft, revert] = useDraft(
    typeof value === 'string' ? value : '',
    (text) => text,
    sanitizeText,
  );
  return (
    <TextField
      label={parameter.name}
      helperText={parameter.description}
      required={parameter.required}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(sanitizeText(event.target.value));
      }}
      onBlur={revert}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': fieldTestId(props) } }}
    />
  );
}

/**
 * A comma-separated list, committed 300 ms after typing stops. A text that parses to no items
 * puts the previous list back instead of committing an empty one.
 */
export function ListParameterField(props: FieldProps) {
  const { t } = useTranslation();
  const { parameter, value, onChange } = props;
  const committed = Array.isArray(value) ? value.map(String) : [];
  const [draft, setDraft, revert] = useDraft<string[]>(committed, formatList, parseList);
  // The timer must not restart when the parent re-renders, only when the text changes.
  const latest = useRef({ committed, onChange, revert });
  latest.current = { committed, onChange, revert };

  useEffect(() => {
    const items = parseList(draft);
    if (sameValue(items, latest.current.committed)) return;
    const timer = setTimeout(() => {
      if (items.length === 0) latest.current.revert();
      else latest.current.onChange(items);
    }, LIST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <TextField
      label={parameter.name}
      helperText={parameter.description ?? t('analysisInputs.list.hint')}
      required={parameter.required}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      size="small"
      fullWidth
      multiline
      slotProps={{ htmlInput: { 'data-testid': fieldTestId(props) } }}
    />
  );
}
