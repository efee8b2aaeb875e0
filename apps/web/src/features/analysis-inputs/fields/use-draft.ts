import { useState } from 'react';
import { sameValue } from '../inputs-model';

/**
 * The text a person is typing in a field whose committed value is parsed from it. The draft
 * follows the value when the value changes from outside (a template, Undo changes), and stays as
 * typed while it still parses to the value (so "12." or a trailing space are not wiped out).
 */
export function useDraft<T>(
  value: T,
  format: (value: T) => string,
  parse: (text: string) => T | undefined,
): [string, (text: string) => void, () => void] {
  const [draft, setDraft] = useState(() => format(value));
  const [seenValue, setSeenValue] = useState(value);
  if (!sameValue(value, seenValue)) {
    setSeenValue(value);
    if (!sameValue(parse(draft), value)) setDraft(format(value));
  }
  const revert = () => setDraft(format(value));
  return [draft, setDraft, revert];
}
