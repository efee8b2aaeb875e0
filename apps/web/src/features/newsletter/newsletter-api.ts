import { requestReceivedSchema } from '@ecotone/contracts';
import { api } from '../../api/client';

export const subscribeToNewsletter = (body: { email: string; website?: string }) =>
  api.post('/api/newsletter/subscribe', body, { schema: requestReceivedSchema });
