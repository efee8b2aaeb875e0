import type { AnalysisResult } from '@ecotone/contracts';
import {
  parseContextValues,
  parseMsaValues,
} from '@ecotone/results/biodiversity/biodiversity-model';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useMemo } from 'react';
import {
  MsaTable,
  SpeciesDistribution,
  StarTaxonTable,
  StarThreatScores,
  Unavailable,
} from './result-parts';

/** specs/3 MsaComparisonTable: MSA before and after by pressure (an MSA tool's result). */
export function MsaComparisonTable({ result }: { result: AnalysisResult }) {
  const values = useMemo(() => parseMsaValues(result.results.values), [result]);
  if (!values) return <Unavailable testId="msa-unavailable" />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
      <MsaTable values={values} />
    </Suspense>
  );
}

/** specs/3 IucnThreatLevelDistribution: species by Red List category (biodiversity context). */
export function IucnThreatLevelDistribution({ result }: { result: AnalysisResult }) {
  const values = useBiodiversityContext(result);
  if (!values) return <Unavailable testId="species-unavailable" />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <SpeciesDistribution values={values} />
    </Suspense>
  );
}

/** specs/3 StarTaxon: STAR threat abatement and restoration of birds, mammals and amphibians. */
export function StarTaxon({ result }: { result: AnalysisResult }) {
  const values = useBiodiversityContext(result);
  if (!values) return <Unavailable testId="star-taxon-unavailable" />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
      <StarTaxonTable values={values} />
    </Suspense>
  );
}

/** specs/3 StarThreat: the STAR means, the chart and table by IUCN threat category. */
export function StarThreat({ result }: { result: AnalysisResult }) {
  const values = useBiodiversityContext(result);
  if (!values) return <Unavailable testId="star-threat-unavailable" />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <StarThreatScores values={values} />
    </Suspense>
  );
}

function useBiodiversityContext(result: AnalysisResult) {
  return useMemo(() => parseContextValues(result.results.values), [result]);
}
