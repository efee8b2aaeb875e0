import { requestReceivedSchema } from '@ecotone/contracts';
import { api } from '../../api/client';

/** `{ subject, message, ...extra }`; `name` and `email` only matter for anonymous visitors. */
export interface ContactMessageBody {
  subject?: string;
  message: string;
  name?: string;
  email?: string;
  sendCopy?: boolean;
  website?: string;
  [extra: string]: string | number | boolean | undefined;
}

export const sendContactMessage = (body: ContactMessageBody) =>
  api.post('/api/message-form', body, { schema: requestReceivedSchema });
