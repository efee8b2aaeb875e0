/**
 * The English texts every page may need, shipped with the web app's first load (apps/web/src/i18n.ts).
 * The results page's texts are in `results-sections.ts`, fetched with that page; the server's own
 * (emails, role descriptions) in `server-only.ts`, never sent to the browser.
 */

import { analysisInputs as enAnalysisInputs } from './analysis-inputs.js';
import { errors as enErrors } from './errors.js';
import { files as enFiles } from './files.js';
import { geometry as enGeometry } from './geometry.js';
import { keyDetails as enKeyDetails } from './key-details.js';
import { masks as enMasks } from './masks.js';
import { notifications as enNotifications } from './notifications.js';
import { requests as enRequests } from './requests.js';
import { results as enResults } from './results.js';
import { review as enReview } from './review.js';
import { runs as enRuns } from './runs.js';
import { shapefiles as enShapefiles } from './shapefiles.js';
import { signIn as enSignIn } from './sign-in.js';
import { tools as enTools } from './tools.js';
import { web as enWeb } from './web.js';
import { workflow as enWorkflow } from './workflow.js';

export const enCore = {
  analysisInputs: enAnalysisInputs,
  errors: enErrors,
  files: enFiles,
  geometry: enGeometry,
  keyDetails: enKeyDetails,
  masks: enMasks,
  notifications: enNotifications,
  requests: enRequests,
  results: enResults,
  review: enReview,
  runs: enRuns,
  shapefiles: enShapefiles,
  signIn: enSignIn,
  tools: enTools,
  web: enWeb,
  workflow: enWorkflow,
} as const;
