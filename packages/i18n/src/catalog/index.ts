import { analysisInputs as enAnalysisInputs } from './en/analysis-inputs.js';
import { analysisMap as enAnalysisMap } from './en/analysis-map.js';
import { context as enContext } from './en/context.js';
import { emails as enEmails } from './en/emails.js';
import { errors as enErrors } from './en/errors.js';
import { files as enFiles } from './en/files.js';
import { geometry as enGeometry } from './en/geometry.js';
import { keyDetails as enKeyDetails } from './en/key-details.js';
import { landCover as enLandCover } from './en/land-cover.js';
import { notifications as enNotifications } from './en/notifications.js';
import { requests as enRequests } from './en/requests.js';
import { results as enResults } from './en/results.js';
import { review as enReview } from './en/review.js';
import { runs as enRuns } from './en/runs.js';
import { shapefiles as enShapefiles } from './en/shapefiles.js';
import { signIn as enSignIn } from './en/sign-in.js';
import { tools as enTools } from './en/tools.js';
import { web as enWeb } from './en/web.js';
import { workflow as enWorkflow } from './en/workflow.js';
import { analysisInputs as esAnalysisInputs } from './es/analysis-inputs.js';
import { analysisMap as esAnalysisMap } from './es/analysis-map.js';
import { context as esContext } from './es/context.js';
import { emails as esEmails } from './es/emails.js';
import { errors as esErrors } from './es/errors.js';
import { files as esFiles } from './es/files.js';
import { geometry as esGeometry } from './es/geometry.js';
import { keyDetails as esKeyDetails } from './es/key-details.js';
import { landCover as esLandCover } from './es/land-cover.js';
import { notifications as esNotifications } from './es/notifications.js';
import { requests as esRequests } from './es/requests.js';
import { results as esResults } from './es/results.js';
import { review as esReview } from './es/review.js';
import { runs as esRuns } from './es/runs.js';
import { shapefiles as esShapefiles } from './es/shapefiles.js';
import { signIn as esSignIn } from './es/sign-in.js';
import { tools as esTools } from './es/tools.js';
import { web as esWeb } from './es/web.js';
import { workflow as esWorkflow } from './es/workflow.js';
import type { Widen } from './types.js';

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
export type Messages = Widen<typeof en>;
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

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const catalogs: Record<Locale, Messages> = { en, es };
