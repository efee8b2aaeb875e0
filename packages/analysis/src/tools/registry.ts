import { contextTool } from '../context/context.tool.js';
import { landCoverChangeTool } from '../land-cover/land-cover-change.tool.js';
import type { ScriptType } from './script-types.js';
import { onStudyArea } from './study-area.js';
import type { AnalysisTool } from './tool.js';

/**
 * The analyses whose computation exists. The job runner looks tools up here; a tool type missing
 * from this map is catalogued as not available and cannot be enabled. Each runs on the study
 * area's contiguous frame (`study-area.ts`): cut at the antimeridian, refused round a pole.
 */
export const analysisTools: Partial<Record<ScriptType, AnalysisTool>> = {
  context: onStudyArea(contextTool),
  landCoverChange: onStudyArea(landCoverChangeTool),
};
