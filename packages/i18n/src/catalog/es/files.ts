import type { files as en } from '../en/files.js';
import type { Widen } from '../types.js';

export const files: Widen<typeof en> = {
  UNSUPPORTED_TYPE: '{{file}}: este tipo de archivo no es compatible.',
};
