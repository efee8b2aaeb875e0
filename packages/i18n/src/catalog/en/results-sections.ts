/**
 * The English texts of the results page only (its tabs, charts, map and the analyses' method,
 * headline and chart labels the page translates): fetched with that page, not in the first load.
 */

import { analysisMap as enAnalysisMap } from './analysis-map.js';
import { biodiversityResults as enBiodiversityResults } from './biodiversity-results.js';
import { carbonMethods as enCarbonMethods } from './carbon-methods.js';
import { carbonResults as enCarbonResults } from './carbon-results.js';
import { charts as enCharts } from './charts.js';
import { context as enContext } from './context.js';
import { fireMethods as enFireMethods } from './fire-methods.js';
import { landCover as enLandCover } from './land-cover.js';
import { mapSnapshot as enMapSnapshot } from './map-snapshot.js';
import { msaMethods as enMsaMethods } from './msa-methods.js';
import { starMethods as enStarMethods } from './star-methods.js';
import { studyArea as enStudyArea } from './study-area.js';
import { timeSeriesResults as enTimeSeriesResults } from './time-series-results.js';
import { vegetation as enVegetation } from './vegetation-methods.js';
import { waterMethods as enWaterMethods } from './water-methods.js';

export const enResults = {
  analysisMap: enAnalysisMap,
  biodiversityResults: enBiodiversityResults,
  carbonMethods: enCarbonMethods,
  carbonResults: enCarbonResults,
  charts: enCharts,
  context: enContext,
  fireMethods: enFireMethods,
  landCover: enLandCover,
  mapSnapshot: enMapSnapshot,
  msaMethods: enMsaMethods,
  starMethods: enStarMethods,
  studyArea: enStudyArea,
  timeSeriesResults: enTimeSeriesResults,
  vegetation: enVegetation,
  waterMethods: enWaterMethods,
} as const;
