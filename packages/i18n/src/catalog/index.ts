import { analysisInputs as enAnalysisInputs } from './en/analysis-inputs.js';
import { context as enContext } from './en/context.js';
import { emails as enEmails } from './en/emails.js';
import { errors as enErrors } from './en/errors.js';
import { files as enFiles } from './en/files.js';
import { geometry as enGeometry } from './en/geometry.js';
import { landCover as enLandCover } from './en/land-cover.js';
import { requests as enRequests } from './en/requests.js';
import { results as enResults } from './en/results.js';
import { runs as enRuns } from './en/runs.js';
import { signIn as enSignIn } from './en/sign-in.js';
import { tools as enTools } from './en/tools.js';
import { web as enWeb } from './en/web.js';
import { workflow as enWorkflow } from './en/workflow.js';
import { analysisInputs as esAnalysisInputs } from './es/analysis-inputs.js';
import { context as esContext } from './es/context.js';
import { emails as esEmails } from './es/emails.js';
import { errors as esErrors } from './es/errors.js';
import { files as esFiles } from './es/files.js';
import { geometry as esGeometry } from './es/geometry.js';
import { landCover as esLandCover } from './es/land-cover.js';
import { requests as esRequests } from './es/requests.js';
import { results as esResults } from './es/results.js';
import { runs as esRuns } from './es/runs.js';
import { signIn as esSignIn } from './es/sign-in.js';
import { tools as esTools } from './es/tools.js';
import { web as esWeb } from './es/web.js';
import { workflow as esWorkflow } from './es/workflow.js';
import type { Widen } from './types.js';

export const en = {
  analysisInputs: enAnalysisInputs,
  context: enContext,
  emails: enEmails,
  errors: enErrors,
  files: enFiles,
  geometry: enGeometry,
  landCover: enLandCover,
  requests: enRequests,
  results: enResults,
  runs: enRuns,
  signIn: enSignIn,
  tools: enTools,
  web: enWeb,
  workflow: enWorkflow,
} as const;
export type Messages = Widen<typeof en>;
export const es: Messages = {
  analysisInputs: esAnalysisInputs,
  context: esContext,
  emails: esEmails,
  errors: esErrors,
  files: esFiles,
  geometry: esGeometry,
  landCover: esLandCover,
  requests: esRequests,
  results: esResults,
  runs: esRuns,
  signIn: esSignIn,
  tools: esTools,
  web: esWeb,
  workflow: esWorkflow,
};

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const catalogs: Record<Locale, Messages> = { en, es };
