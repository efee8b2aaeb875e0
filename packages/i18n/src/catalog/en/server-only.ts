/**
 * The English texts only the server uses: the emails it sends, the role descriptions it
 * answers and the PDF report's own words. Not in the web app's first load (`core.ts`); `en` (index.ts) holds them for the server.
 */

import { emails as enEmails } from './emails.js';
import { report as enReport } from './report.js';
import { userAdminServer as enUserAdminServer } from './user-admin-server.js';

export const enServerOnly = {
  emails: enEmails,
  report: enReport,
  userAdminServer: enUserAdminServer,
} as const;
