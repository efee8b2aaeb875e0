/**
 * What biodiversity-tab.e2e.ts loads into a blank page to see the biodiversity tab in Chromium
 * before the biodiversity tools run end to end: the real BiodiversityView, theme and catalogues,
 * with the fixture values (biodiversity-values.fixture.ts), in either language and unit system.
 */

import type { ScriptType } from '@ecotone/analysis';
import type { UnitSystem } from '@ecotone/i18n';
import {
  biodiversityContextValues,
  emptyContextValues,
  grasslandMsaValues,
  wetlandMsaValues,
} from '@ecotone/results/biodiversity/biodiversity-values.fixture';
import Container from '@mui/material/Container';
import { BiodiversityView } from '../src/features/analysis-results/biodiversity/biodiversity-view';
import { loadResultTexts } from '../src/i18n';
import { mountInProviders } from './harness-mount';

const FIXTURES = {
  grasslandMsa: { scriptType: 'biodiversityMsa', values: grasslandMsaValues },
  wetlandMsa: { scriptType: 'wetlandsBiodiversityMsa', values: wetlandMsaValues },
  context: { scriptType: 'biodiversityContext', values: biodiversityContextValues },
  emptyContext: { scriptType: 'biodiversityContext', values: emptyContextValues },
  broken: { scriptType: 'biodiversityMsa', values: { studyAreaHa: 10 } },
} as const satisfies Record<string, { scriptType: ScriptType; values: object }>;

export type BiodiversityFixture = keyof typeof FIXTURES;

interface MountOptions {
  fixture: BiodiversityFixture;
  language: 'en' | 'es';
  units: UnitSystem;
}

declare global {
  interface Window {
    biodiversityHarness?: { mount: (options: MountOptions) => Promise<void> };
  }
}

async function mount(options: MountOptions) {
  await loadResultTexts();
  const fixture = FIXTURES[options.fixture];
  // Stored JSON, as the results API hands it over.
  const values = JSON.parse(JSON.stringify(fixture.values)) as Record<string, unknown>;
  await mountInProviders({
    language: options.language,
    units: options.units,
    view: (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <div data-testid="biodiversity-harness">
          <BiodiversityView scriptType={fixture.scriptType} values={values} />
        </div>
      </Container>
    ),
  });
}

window.biodiversityHarness = { mount };
