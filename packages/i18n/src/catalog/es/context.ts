import type { context as en } from '../en/context.js';
import type { Widen } from '../types.js';

export const context: Widen<typeof en> = {
  title: 'TODO',
};
