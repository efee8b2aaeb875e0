import type { errors as en } from '../en/errors.js';
import type { Widen } from '../types.js';

export const errors: Widen<typeof en> = {
  UNAUTHENTICATED: 'Se requiere una sesión de usuario, pero no hay ninguna disponible',
  MISSING_USER_ID: 'Falta el ID de usuario',
  FORBIDDEN: 'No tiene permiso para hacer esto.',
  NOT_FOUND: 'No encontrado.',
  VALIDATION: 'La solicitud no es válida: {{details}}',
  INVALID_CREDENTIALS:
    'No reconocemos sus credenciales o son incorrectas. Restablezca su contraseña o solicite acceso si aún no tiene una cuenta',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  INVALID_FILE: 'No se pudo usar este archivo. {{reason}}',
  INVALID_SHAPE: 'No se pudo usar esta forma. {{reason}}',
  PAYLOAD_TOO_LARGE: 'La carga es demasiado grande: el límite es {{limit}}.',
  SERVICE_UNAVAILABLE:
    'Un servicio del que depende Ecotone no responde. Vuelva a intentarlo en un momento.',
  INTERNAL: 'Se produjo un error. Vuelva a intentarlo más tarde.',
};
