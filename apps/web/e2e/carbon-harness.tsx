/**
 * What carbon-tab.e2e.ts loads into a blank page to see the carbon tab in Chromium before the
 * carbon tools run end to end: the real CarbonView, theme and catalogues, with the fixture
 * CarbonValues (a reforestation case), in either language and unit system.
 */

import type { UnitSystem } from '@ecotone/i18n';
import {
  baselineOnlyCarbonValues,
  reforestationCarbonValues,
  twoActivitiesCarbonValues,
} from '@ecotone/results/carbon/carbon-values.fixture';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot, type Root } from 'react-dom/client';
import { CarbonView } from '../src/features/analysis-results/carbon/carbon-view';
import { PreferencesContext } from '../src/features/preferences/preferences-provider';
import i18n, { loadResultTexts } from '../src/i18n';
import { theme } from '../src/theme';

const FIXTURES = {
  reforestation: reforestationCarbonValues,
  twoActivities: twoActivitiesCarbonValues,
  baselineOnly: baselineOnlyCarbonValues,
} as const;

export type CarbonFixture = keyof typeof FIXTURES;

declare global {
  interface Window {
    carbonHarness?: {
      mount: (options: {
        fixture: CarbonFixture;
        language: 'en' | 'es';
        units: UnitSystem;
        masterCarbonLogUrl?: string | null;
      }) => Promise<void>;
    };
  }
}

let root: Root | undefined;

async function mount(options: {
  fixture: CarbonFixture;
  language: 'en' | 'es';
  units: UnitSystem;
  masterCarbonLogUrl?: string | null;
}) {
  await loadResultTexts();
  await i18n.changeLanguage(options.language);
  root?.unmount();
  document.body.replaceChildren();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // Stored JSON, as the results API hands it over.
  const values = JSON.parse(JSON.stringify(FIXTURES[options.fixture])) as Record<string, unknown>;
  root.render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PreferencesContext
        value={{
          units: options.units,
          language: options.language === 'es' ? 'spanish' : 'english',
          setUnits: () => {},
          setLanguage: () => {},
        }}
      >
        <Container maxWidth="lg" sx={{ py: 3 }}>
          <CarbonView values={values} masterCarbonLogUrl={options.masterCarbonLogUrl ?? null} />
        </Container>
      </PreferencesContext>
    </ThemeProvider>,
  );
}

window.carbonHarness = { mount };
