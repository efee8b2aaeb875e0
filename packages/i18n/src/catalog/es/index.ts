/**
 * The Spanish catalogue, its own module so the web app can fetch it only when Spanish is chosen
 * (docs/architecture.md, "Bundle").
 */
import type { Messages } from '../en/index.js';
import { analysisInputs as esAnalysisInputs } from './analysis-inputs.js';
import { analysisMap as esAnalysisMap } from './analysis-map.js';
import { context as esContext } from './context.js';
import { emails as esEmails } from './emails.js';
import { errors as esErrors } from './errors.js';
import { files as esFiles } from './files.js';
import { geometry as esGeometry } from './geometry.js';
import { keyDetails as esKeyDetails } from './key-details.js';
import { landCover as esLandCover } from './land-cover.js';
import { mapSnapshot as esMapSnapshot } from './map-snapshot.js';
import { notifications as esNotifications } from './notifications.js';
import { requests as esRequests } from './requests.js';
import { results as esResults } from './results.js';
import { review as esReview } from './review.js';
import { runs as esRuns } from './runs.js';
import { shapefiles as esShapefiles } from './shapefiles.js';
import { signIn as esSignIn } from './sign-in.js';
import { tools as esTools } from './tools.js';
import { web as esWeb } from './web.js';
import { workflow as esWorkflow } from './workflow.js';

export const es: Messages = {
  analysisInputs: esAnalysisInputs,
  analysisMap: esAnalysisMap,
  context: esContext,
  emails: esEmails,
  errors: esErrors,
  files: esFiles,
  geometry: esGeometry,
  keyDetails: esKeyDetails,
  landCover: esLandCover,
  mapSnapshot: esMapSnapshot,
  notifications: esNotifications,
  requests: esRequests,
  results: esResults,
  review: esReview,
  runs: esRuns,
  shapefiles: esShapefiles,
  signIn: esSignIn,
  tools: esTools,
  web: esWeb,
  workflow: esWorkflow,
};
