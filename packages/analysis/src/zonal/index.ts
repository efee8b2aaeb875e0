export { zonalClassAreas } from './class-areas.js';
export { zonalContinuousStats } from './continuous-stats.js';
export { NO_DATA_KEY, zonalTransitionAreas } from './transition-areas.js';
