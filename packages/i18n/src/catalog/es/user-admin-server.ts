import type { userAdminServer as en } from '../en/user-admin-server.js';
import type { Widen } from '../types.js';

export const userAdminServer: Widen<typeof en> = {
  roles: {
    admin:
      'Administrador: todo lo que puede hacer el personal, y además gestionar usuarios (invitar, roles, funciones, eliminación, suplantación).',
    staff:
      'Personal interno: edita sitios y colecciones, ve borradores y el hub, crea evaluaciones, y da o quita el rol de socio.',
    partner: 'Organización socia: crea sitios y evaluaciones, y ve lo que se comparte con ella.',
    user: 'Usuario: crea sitios y evaluaciones, y ve lo que se comparte con él.',
  },
};
