import type { AnalysisResult, AssessmentSummary } from '@ecotone/contracts';
import { isCarbonScriptType } from '@ecotone/results/carbon/carbon-model';
import { contextSections } from '@ecotone/results/context-model';
import { openingMapLayer } from '@ecotone/results/map-layer';
import { quantityFormat } from '@ecotone/results/quantity-format';
import { isTimeSeriesScriptType } from '@ecotone/results/time-series/time-series-model';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useMemo } from 'react';
import { useLooseTranslate, ValueList } from '../analysis-results';
import { usePreferences } from '../preferences';
import { CONTEXT_KEY_VALUES, MAIN_CHARTS, MAPPED_TOOLS } from './assessment-model';
import {
  AnalysisMap,
  CarbonChangeTotals,
  FireHistoryMap,
  IucnThreatLevelDistribution,
  LandCoverAreaDiffTable,
  MsaComparisonTable,
  StarTaxon,
  StarThreat,
  TimeSeriesChart,
} from './widgets';
import { TimeSeriesHeadlines } from './widgets/result-parts';

/**
 * What a section draws of one tool's result, from the report widgets: the context's key values,
 * the land cover table, a time-series tool's key figures and main chart, the fire map and
 * table, the carbon totals, the biodiversity tables and charts; tools with a map get their
 * opening layer under the shape.
 */
export function ToolContent({
  result,
  summary,
}: {
  result: AnalysisResult;
  summary: AssessmentSummary;
}) {
  const { scriptType } = result;
  const shapefileId = summary.shapefile.shapefileId;
  const layer = MAPPED_TOOLS.includes(scriptType)
    ? openingMapLayer(result.results.main.images)
    : null;
  const chartId = MAIN_CHARTS[scriptType];
  return (
    <>
      {scriptType === 'context' && <ContextKeyValues result={result} />}
      {scriptType === 'landCoverChange' && <LandCoverAreaDiffTable result={result} />}
      {scriptType === 'fireContext' && <FireHistoryMap result={result} shapefileId={shapefileId} />}
      {isTimeSeriesScriptType(scriptType) && scriptType !== 'fireContext' && (
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <TimeSeriesHeadlines values={result.results.values} scriptType={scriptType} />
        </Suspense>
      )}
      {chartId && <TimeSeriesChart result={result} timeSeriesId={chartId} />}
      {isCarbonScriptType(scriptType) && <CarbonChangeTotals result={result} />}
      {(scriptType === 'biodiversityMsa' || scriptType === 'wetlandsBiodiversityMsa') && (
        <MsaComparisonTable result={result} />
      )}
      {scriptType === 'biodiversityContext' && (
        <>
          <StarThreat result={result} />
          <StarTaxon result={result} />
          <IucnThreatLevelDistribution result={result} />
        </>
      )}
      {layer && (
        <AnalysisMap
          shapefileId={shapefileId}
          analysisId={result.analysisId}
          layerId={layer.layerId}
          legend={layer.legend}
          label={layer.label}
          testId={`map-${scriptType}`}
        />
      )}
    </>
  );
}

/** The context tool's key values: place, elevation, climate, ecoregion and biome. */
function ContextKeyValues({ result }: { result: AnalysisResult }) {
  const translate = useLooseTranslate();
  const { units, language } = usePreferences();
  const sections = useMemo(() => {
    const texts = { format: quantityFormat(units, language), translate, language };
    const keys: readonly string[] = CONTEXT_KEY_VALUES;
    return contextSections(result.results.values, texts)
      .map((section) => ({ ...section, rows: section.rows.filter((row) => keys.includes(row.id)) }))
      .filter((section) => section.rows.length > 0);
  }, [result, units, language, translate]);
  return <ValueList sections={sections} translate={translate} />;
}
