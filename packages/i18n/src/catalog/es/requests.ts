import type { requests as en } from '../en/requests.js';
import type { Widen } from '../types.js';

export const requests: Widen<typeof en> = {
  placeholder: 'Empezar',
};
