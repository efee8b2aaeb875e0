import { biodiversityContextTool } from '../biodiversity/biodiversity-context.tool.js';
import { biodiversityMsaTool } from '../biodiversity/biodiversity-msa.tool.js';
import { wetlandsBiodiversityMsaTool } from '../biodiversity/wetlands-biodiversity-msa.tool.js';
import { carbonInputsTool } from '../carbon/carbon-inputs.tool.js';
import { forestCarbonTool } from '../carbon/forest-carbon.tool.js';
import { grasslandCarbonTool } from '../carbon/grassland-carbon.tool.js';
import { ifmCarbonTool } from '../carbon/ifm-carbon.tool.js';
import { snapgrazeCarbonTool } from '../carbon/snapgraze-carbon.tool.js';
import { wetlandsCarbonTool } from '../carbon/wetlands-carbon.tool.js';
import { contextTool } from '../context/context.tool.js';
import { fireContextTool } from '../fire/fire-context.tool.js';
import { landCoverChangeTool } from '../land-cover/land-cover-change.tool.js';
import { performanceDegradationTool } from '../vegetation/performance-degradation.tool.js';
import { vegetationChangeTool } from '../vegetation/vegetation-change.tool.js';
import { droughtsAndFloodsTool } from '../water/droughts-and-floods.tool.js';
import { soilMoisturePotentialTool } from '../water/soil-moisture-potential.tool.js';
import { waterBalanceTool } from '../water/water-balance.tool.js';
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
  vegetationChange: onStudyArea(vegetationChangeTool),
  performanceDegradation: onStudyArea(performanceDegradationTool),
  carbonInputs: onStudyArea(carbonInputsTool),
  forestCarbon: onStudyArea(forestCarbonTool),
  grasslandCarbon: onStudyArea(grasslandCarbonTool),
  ifmCarbon: onStudyArea(ifmCarbonTool),
  wetlandsCarbon: onStudyArea(wetlandsCarbonTool),
  snapgrazeCarbon: onStudyArea(snapgrazeCarbonTool),
  biodiversityMsa: onStudyArea(biodiversityMsaTool),
  wetlandsBiodiversityMsa: onStudyArea(wetlandsBiodiversityMsaTool),
  fireContext: onStudyArea(fireContextTool),
  droughtsAndFloods: onStudyArea(droughtsAndFloodsTool),
  soilMoisturePotential: onStudyArea(soilMoisturePotentialTool),
  waterBalance: onStudyArea(waterBalanceTool),
  biodiversityContext: onStudyArea(biodiversityContextTool),
};
