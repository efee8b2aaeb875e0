/**
 * The Spanish catalogue, its own module so the web app can fetch it only when Spanish is chosen
 * (docs/architecture.md, "Bundle").
 */
import type { Messages } from '../en/index.js';
import { admin as esAdmin } from './admin.js';
import { analysisInputs as esAnalysisInputs } from './analysis-inputs.js';
import { analysisMap as esAnalysisMap } from './analysis-map.js';
import { assessment as esAssessment } from './assessment.js';
import { assessmentReports as esAssessmentReports } from './assessment-reports.js';
import { biodiversityResults as esBiodiversityResults } from './biodiversity-results.js';
import { carbonMethods as esCarbonMethods } from './carbon-methods.js';
import { carbonResults as esCarbonResults } from './carbon-results.js';
import { charts as esCharts } from './charts.js';
import { collections as esCollections } from './collections.js';
import { context as esContext } from './context.js';
import { emails as esEmails } from './emails.js';
import { errors as esErrors } from './errors.js';
import { files as esFiles } from './files.js';
import { fireMethods as esFireMethods } from './fire-methods.js';
import { geometry as esGeometry } from './geometry.js';
import { keyDetails as esKeyDetails } from './key-details.js';
import { landCover as esLandCover } from './land-cover.js';
import { mapSnapshot as esMapSnapshot } from './map-snapshot.js';
import { masks as esMasks } from './masks.js';
import { msaMethods as esMsaMethods } from './msa-methods.js';
import { notifications as esNotifications } from './notifications.js';
import { report as esReport } from './report.js';
import { requests as esRequests } from './requests.js';
import { results as esResults } from './results.js';
import { review as esReview } from './review.js';
import { runs as esRuns } from './runs.js';
import { shapefiles as esShapefiles } from './shapefiles.js';
import { sharing as esSharing } from './sharing.js';
import { signIn as esSignIn } from './sign-in.js';
import { starMethods as esStarMethods } from './star-methods.js';
import { studyArea as esStudyArea } from './study-area.js';
import { timeSeriesResults as esTimeSeriesResults } from './time-series-results.js';
import { tools as esTools } from './tools.js';
import { userAdminServer as esUserAdminServer } from './user-admin-server.js';
import { vegetation as esVegetation } from './vegetation-methods.js';
import { waterMethods as esWaterMethods } from './water-methods.js';
import { web as esWeb } from './web.js';
import { workflow as esWorkflow } from './workflow.js';

export const es: Messages = {
  admin: esAdmin,
  collections: esCollections,
  analysisInputs: esAnalysisInputs,
  analysisMap: esAnalysisMap,
  assessment: esAssessment,
  assessmentReports: esAssessmentReports,
  biodiversityResults: esBiodiversityResults,
  carbonResults: esCarbonResults,
  charts: esCharts,
  carbonMethods: esCarbonMethods,
  context: esContext,
  emails: esEmails,
  errors: esErrors,
  files: esFiles,
  fireMethods: esFireMethods,
  geometry: esGeometry,
  keyDetails: esKeyDetails,
  landCover: esLandCover,
  mapSnapshot: esMapSnapshot,
  masks: esMasks,
  msaMethods: esMsaMethods,
  notifications: esNotifications,
  report: esReport,
  requests: esRequests,
  results: esResults,
  review: esReview,
  runs: esRuns,
  shapefiles: esShapefiles,
  sharing: esSharing,
  signIn: esSignIn,
  timeSeriesResults: esTimeSeriesResults,
  starMethods: esStarMethods,
  studyArea: esStudyArea,
  tools: esTools,
  userAdminServer: esUserAdminServer,
  vegetation: esVegetation,
  waterMethods: esWaterMethods,
  web: esWeb,
  workflow: esWorkflow,
};
