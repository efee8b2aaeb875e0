import type { tools as en } from '../en/tools.js';
import type { Widen } from '../types.js';

export const tools: Widen<typeof en> = {
  title: 'TODO',
};
