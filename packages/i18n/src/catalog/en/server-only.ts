/**
 * The English texts only the server uses: the emails it sends and the role descriptions it
 * answers. Not in the web app's first load (`core.ts`); `en` (index.ts) holds them for the server.
 */

import { emails as enEmails } from './emails.js';
import { userAdminServer as enUserAdminServer } from './user-admin-server.js';

export const enServerOnly = {
  emails: enEmails,
  userAdminServer: enUserAdminServer,
} as const;
