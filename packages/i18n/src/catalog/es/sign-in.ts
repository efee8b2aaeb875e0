import type { signIn as en } from '../en/sign-in.js';
import type { Widen } from '../types.js';

export const signIn: Widen<typeof en> = {
  placeholder: 'Iniciar sesión',
};
