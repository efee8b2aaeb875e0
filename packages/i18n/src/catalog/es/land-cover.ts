import type { landCover as en } from '../en/land-cover.js';
import type { Widen } from '../types.js';

export const landCover: Widen<typeof en> = {
  title: 'TODO',
};
