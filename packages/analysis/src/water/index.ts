export {
  droughtsAndFloodsTool,
  SPI_CLASS_COLORS,
  SPI_LAYER_GROUP,
} from './droughts-and-floods.tool.js';
export {
  SOIL_MOISTURE_LAYER_ID,
  soilMoisturePotentialTool,
} from './soil-moisture-potential.tool.js';
export { waterBalanceTool } from './water-balance.tool.js';
export { WATER_COLORS } from './water-common.js';
