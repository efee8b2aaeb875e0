import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chart library's own texts (loading, no data, the "no value" of its screen-reader
 * descriptions) in the UI language; it ships no Spanish. Every chart of the app is inside one.
 */
export function ChartTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ChartsLocalizationProvider
      localeText={{
        loading: t('charts.loading'),
        noData: t('charts.noData'),
        a11yNoValue: t('charts.noValue'),
      }}
    >
      {children}
    </ChartsLocalizationProvider>
  );
}
