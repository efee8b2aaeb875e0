import type { geometry as en } from '../en/geometry.js';
import type { Widen } from '../types.js';

export const geometry: Widen<typeof en> = {
  EMPTY: 'El archivo no contiene ninguna forma.',
};
