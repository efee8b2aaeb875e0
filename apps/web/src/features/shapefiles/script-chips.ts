import { SCRIPT_TYPES, type ScriptType } from '@ecotone/analysis';
import type { ShapefileDetail } from '@ecotone/contracts';

/** One chip of "successful analyses per script type" in the expanded row. */
export interface ScriptChip {
  scriptType: ScriptType;
  count: number;
  /** The analysis to open from the chip; null when the type never succeeded (greyed). */
  latestAnalysisId: string | null;
}

/**
 * Every script type of the catalogue in its order, with how often it succeeded for this
 * shapefile (specs/1 section 2.1: "script types that were not run shown greyed"). Types the
 * server lists that this version does not know are left out; each type appears once.
 */
export function scriptChips(successful: ShapefileDetail['successfulAnalyses']): ScriptChip[] {
  const byType = new Map(successful.map((entry) => [entry.scriptType, entry]));
  return SCRIPT_TYPES.map((scriptType) => {
    const entry = byType.get(scriptType);
    return {
      scriptType,
      count: entry?.count ?? 0,
      latestAnalysisId: entry?.latestAnalysisId ?? null,
    };
  });
}
