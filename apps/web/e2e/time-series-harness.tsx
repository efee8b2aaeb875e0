/**
 * What time-series-tab.e2e.ts loads into a blank page to see the time-series tab in Chromium
 * before the six tools run end to end: the real TimeSeriesView, theme and catalogues, with the
 * fixture values of each tool (time-series-values.fixture.ts) in either language and unit system.
 * The fixture's label keys (`timeSeriesFixture.*`) get their texts here; the tools bring theirs.
 */

import type { ScriptType } from '@ecotone/analysis';
import type { UnitSystem } from '@ecotone/i18n';
import {
  droughtsAndFloodsValues,
  FIXTURE_TEXTS,
  fireContextValues,
  noFireContextValues,
  performanceDegradationValues,
  soilMoisturePotentialValues,
  vegetationChangeValues,
  waterBalanceValues,
} from '@ecotone/results/time-series/time-series-values.fixture';
import Container from '@mui/material/Container';
import { TimeSeriesView } from '../src/features/analysis-results/time-series/time-series-view';
import i18n, { loadResultTexts } from '../src/i18n';
import { mountInProviders } from './harness-mount';

const FIXTURES = {
  vegetationChange: ['vegetationChange', vegetationChangeValues],
  performanceDegradation: ['performanceDegradation', performanceDegradationValues],
  droughtsAndFloods: ['droughtsAndFloods', droughtsAndFloodsValues],
  waterBalance: ['waterBalance', waterBalanceValues],
  soilMoisturePotential: ['soilMoisturePotential', soilMoisturePotentialValues],
  fireContext: ['fireContext', fireContextValues],
  noFires: ['fireContext', noFireContextValues],
  missing: ['waterBalance', { studyAreaHa: 2400 }],
} as const satisfies Record<string, readonly [ScriptType, object]>;

export type TimeSeriesFixture = keyof typeof FIXTURES;

declare global {
  interface Window {
    timeSeriesHarness?: {
      mount: (options: {
        fixture: TimeSeriesFixture;
        language: 'en' | 'es';
        units: UnitSystem;
      }) => Promise<void>;
    };
  }
}

async function mount(options: {
  fixture: TimeSeriesFixture;
  language: 'en' | 'es';
  units: UnitSystem;
}) {
  await loadResultTexts();
  await i18n.changeLanguage(options.language);
  // After the switch: a bundle added for a language not loaded yet would stop i18next from
  // fetching that language's catalogue.
  i18n.addResourceBundle(
    options.language,
    'translation',
    { timeSeriesFixture: FIXTURE_TEXTS[options.language] },
    true,
    true,
  );
  const [scriptType, fixture] = FIXTURES[options.fixture];
  // Stored JSON, as the results API hands it over.
  const values = JSON.parse(JSON.stringify(fixture)) as Record<string, unknown>;
  await mountInProviders({
    language: options.language,
    units: options.units,
    view: (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <TimeSeriesView values={values} scriptType={scriptType} />
      </Container>
    ),
  });
}

window.timeSeriesHarness = { mount };
