import EditIcon from '@mui/icons-material/EditOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InlineEditableTextProps {
  label: string;
  value: string;
  /** Saves the trimmed text; rejects with the text to show when it was refused. */
  onSave: (value: string) => Promise<void>;
  /** The problem with a draft, shown instead of saving it; null when it may be saved. */
  problem?: (draft: string) => string | null;
  helperText?: string;
  maxLength: number;
  type?: 'text' | 'url' | 'email';
  testId: string;
}

/**
 * Inline editable text (specs/2 section 2, "Other"): editing starts on focus; Enter or leaving
 * the field saves; Escape puts the saved value back; an indicator says when the text differs
 * from the saved one, and a spinner shows while it saves. A refused save keeps the draft and
 * says why, so nothing typed is lost.
 */
export function InlineEditableText({
  label,
  value,
  onSave,
  problem,
  helperText,
  maxLength,
  type = 'text',
  testId,
}: InlineEditableTextProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The saved value changes under the field (another save, a refetch) while nobody edits it.
  useEffect(() => {
    if (!focused && !saving) setDraft(value);
  }, [value, focused, saving]);

  const changed = draft.trim() !== value;

  const save = async () => {
    if (!changed || saving) return;
    const refusal = problem?.(draft) ?? null;
    setError(refusal);
    if (refusal) return;
    setSaving(true);
    try {
      await onSave(draft.trim());
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  };

  const revert = () => {
    setDraft(value);
    setError(null);
  };

  return (
    <TextField
      label={label}
      type={type}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          // The dialog around it must not close on the Escape that undoes an edit.
          if (changed || error) event.stopPropagation();
          revert();
        }
      }}
      error={error !== null}
      helperText={
        error ??
        (saving ? t('admin.inline.saving') : changed ? t('admin.inline.changed') : helperText)
      }
      disabled={saving}
      size="small"
      fullWidth
      variant="standard"
      slotProps={{
        htmlInput: { maxLength, 'data-testid': testId, 'aria-busy': saving },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {saving ? (
                <CircularProgress size={16} aria-hidden />
              ) : (
                <EditIcon
                  fontSize="small"
                  color={changed ? 'warning' : 'action'}
                  data-testid={`${testId}-changed-${changed}`}
                  aria-hidden
                />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
