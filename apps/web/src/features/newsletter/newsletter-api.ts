import { api } from '../../api/client';
import { lazySchema } from '../../api/lazy-schema';

export const subscribeToNewsletter = (body: { email: string; website?: string }) =>
  api.post('/api/newsletter/subscribe', body, { schema: lazySchema('requestReceivedSchema') });
