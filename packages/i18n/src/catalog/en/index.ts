/** The English catalogue: the source every other language is typed against. */

import type { Widen } from '../types.js';
import { analysisInputs as enAnalysisInputs } from './analysis-inputs.js';
import { analysisMap as enAnalysisMap } from './analysis-map.js';
import { context as enContext } from './context.js';
import { emails as enEmails } from './emails.js';
import { errors as enErrors } from './errors.js';
import { files as enFiles } from './files.js';
import { geometry as enGeometry } from './geometry.js';
import { keyDetails as enKeyDetails } from './key-details.js';
import { landCover as enLandCover } from './land-cover.js';
import { mapSnapshot as enMapSnapshot } from './map-snapshot.js';
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

export const en = {
  analysisInputs: enAnalysisInputs,
  analysisMap: enAnalysisMap,
  context: enContext,
  emails: enEmails,
  errors: enErrors,
  files: enFiles,
  geometry: enGeometry,
  keyDetails: enKeyDetails,
  landCover: enLandCover,
  mapSnapshot: enMapSnapshot,
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

/** What every language's catalogue must hold: English's keys, each text a string. */
export type Messages = Widen<typeof en>;
