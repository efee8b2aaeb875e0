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
import { CarbonView } from '../src/features/analysis-results/carbon/carbon-view';
import { loadResultTexts } from '../src/i18n';
import { mountInProviders } from './harness-mount';

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

async function mount(options: {
  fixture: CarbonFixture;
  language: 'en' | 'es';
  units: UnitSystem;
  masterCarbonLogUrl?: string | null;
}) {
  await loadResultTexts();
  // Stored JSON, as the results API hands it over.
  const values = JSON.parse(JSON.stringify(FIXTURES[options.fixture])) as Record<string, unknown>;
  await mountInProviders({
    language: options.language,
    units: options.units,
    view: (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <CarbonView values={values} masterCarbonLogUrl={options.masterCarbonLogUrl ?? null} />
      </Container>
    ),
  });
}

window.carbonHarness = { mount };
