/**
 * The English texts only the server uses: the emails it sends, the role descriptions it
 * answers, the PDF report's own words, and its file names and failure reasons. Not in the web
 * app's first load (`core.ts`); `en` (index.ts) holds them for the server.
 */

import { assessmentReports as enAssessmentReports } from './assessment-reports.js';
import { emails as enEmails } from './emails.js';
import { report as enReport } from './report.js';
import { userAdminServer as enUserAdminServer } from './user-admin-server.js';

export const enServerOnly = {
  assessmentReports: enAssessmentReports,
  emails: enEmails,
  report: enReport,
  userAdminServer: enUserAdminServer,
} as const;
