import type { runs as en } from '../en/runs.js';
import type { Widen } from '../types.js';

export const runs: Widen<typeof en> = {
  title: 'TODO',
};
