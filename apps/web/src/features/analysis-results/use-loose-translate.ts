import type { LabelRef } from '@ecotone/analysis';
import type { Translate } from '@ecotone/results/context-model';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Results carry catalogue keys chosen at run time (land cover class names, aridity classes,
 * method names), which the typed `t` cannot check. Those go through here: a key the catalogue
 * has is translated, anything else (a dataset's own name) is shown as it came.
 */
export function useLooseTranslate(): Translate {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string, params?: Record<string, string>) => {
      if (!i18n.exists(key)) return key;
      const translate = t as unknown as (key: string, params?: Record<string, string>) => string;
      return translate(key, params);
    },
    [t, i18n],
  );
}

/** A stored label (a catalogue key with its parameters) in the reader's language. */
export function useLabelText(): (label: LabelRef) => string {
  const translate = useLooseTranslate();
  return useCallback(
    (label: LabelRef) =>
      translate(
        label.key,
        label.params &&
          Object.fromEntries(Object.entries(label.params).map(([k, v]) => [k, String(v)])),
      ),
    [translate],
  );
}
