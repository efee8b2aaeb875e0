import type { ScriptType } from '@ecotone/analysis';
import {
  parseContextValues,
  parseMsaValues,
} from '@ecotone/results/biodiversity/biodiversity-model';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Unavailable } from './biodiversity-parts';
import { MsaSection } from './msa-section';
import { SpeciesSection } from './species-section';
import { StarSection } from './star-section';

/**
 * The biodiversity tab (specs/3 "Charts and tables", issue 17): for biodiversity MSA and wetlands
 * biodiversity MSA the MSA comparison table, MSA-loss area and the before/after chart; for
 * biodiversity context the STAR scores and the species by Red List category. Loaded on demand
 * (result-panel.tsx) with its chart library. Restricted datasets need no UI of their own: the
 * tool's warning (translated by the server) shows above the tab.
 */
export function BiodiversityView({
  scriptType,
  values: stored,
}: {
  scriptType: ScriptType;
  values: Record<string, unknown>;
}) {
  const context = scriptType === 'biodiversityContext';
  const msa = useMemo(() => (context ? null : parseMsaValues(stored)), [context, stored]);
  const contextValues = useMemo(
    () => (context ? parseContextValues(stored) : null),
    [context, stored],
  );
  if (msa) return <MsaSection values={msa} />;
  if (contextValues)
    return (
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}
        data-testid="biodiversity-context"
      >
        <StarSection values={contextValues} />
        <SpeciesSection values={contextValues} />
      </Box>
    );
  return <Unavailable />;
}
