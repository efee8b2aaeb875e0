import type { admin as en } from '../en/admin.js';
import type { Widen } from '../types.js';

/** Textos de la administración de usuarios (issue 19). */
export const admin: Widen<typeof en> = {
  title: 'Usuarios',
  tabs: {
    label: 'Administración de usuarios',
    users: 'Usuarios',
    impersonations: 'Registro de suplantaciones',
  },
  settings: {
    googleOnly:
      'Los permisos de administración solo se obtienen al iniciar sesión con Google: un administrador que entra de otra forma actúa como personal.',
    googleOnlyNotConfigured:
      'Los permisos de administración solo se obtienen al iniciar sesión con Google, pero el inicio de sesión con Google no está configurado aquí: nadie tiene permisos de administración hasta que lo esté.',
    anyMethod:
      'Los permisos de administración se obtienen con cualquier forma de iniciar sesión, porque el inicio de sesión con Google no está configurado. Cuando lo esté, solo se obtendrán con Google.',
    anyMethodConfigured:
      'Los permisos de administración se obtienen con cualquier forma de iniciar sesión: esta instalación está configurada así (ADMIN_SIGN_IN=any).',
    configuredByOperator: 'Establecido por esta instalación (ADMIN_SIGN_IN).',
    failed: 'No se pudo leer la regla de inicio de sesión para los permisos de administración.',
  },
  list: {
    searchLabel: 'Buscar usuarios',
    searchPlaceholder: 'Nombre o correo electrónico',
    invite: 'Invitar usuario',
    tableLabel: 'Usuarios',
    columns: {
      name: 'Nombre',
      email: 'Correo electrónico',
      roles: 'Roles',
      createdAt: 'Creado',
      lastSignInAt: 'Último inicio de sesión',
    },
    never: 'Nunca',
    invited: 'Invitado',
    empty: 'Todavía no hay usuarios.',
    noMatch: 'Ningún usuario coincide con «{{search}}».',
    failed: 'No se pudieron cargar los usuarios.',
    retry: 'Intentar de nuevo',
    rowsPerPage: 'Filas por página',
    range: '{{from}}–{{to}} de {{count}}',
    openProfile: 'Abrir el perfil de {{name}}',
  },
  roles: {
    admin: 'Administrador',
    staff: 'Personal',
    partner: 'Socio',
    user: 'Usuario',
  },
  sso: {
    google: 'Inicia sesión con Google',
    microsoft: 'Inicia sesión con Microsoft',
  },
  inline: {
    changed:
      'Modificado, aún sin guardar: pulse Intro o salga del campo para guardar, Escape para deshacer.',
    saving: 'Guardando…',
  },
  profile: {
    title: 'Perfil de usuario',
    close: 'Cerrar',
    loading: 'Cargando el perfil…',
    failed: 'No se pudo cargar el perfil.',
    name: 'Nombre',
    nameFromSso:
      'El nombre viene del inicio de sesión único, así que se cambia con el proveedor, no aquí.',
    email: 'Correo electrónico',
    notion: 'Página de Notion',
    notionHelper: 'Una dirección https://; déjela vacía si no hay ninguna.',
    notionInvalid: 'No es una URL válida',
    openNotion: 'Abrir la página de Notion',
    created: 'Creado el {{date}}',
    lastSignIn: 'Último inicio de sesión: {{date}}',
    neverSignedIn: 'Nunca ha iniciado sesión',
    invitedUntil: 'Invitado: el enlace de invitación funciona hasta el {{date}}.',
    invitationExpired:
      'Invitado: el enlace de invitación caducó el {{date}}. Reenvíe la invitación para obtener uno nuevo.',
    saveFailed: 'No se pudo guardar el cambio: {{message}}',
    roles: 'Roles',
    roleNotSelectable: 'No puede asignar ni quitar este rol.',
    flags: 'Funciones opcionales',
    access: 'Permisos de acceso',
    accessTabs: {
      portfolio: 'Carteras',
      project: 'Proyectos',
      collection: 'Colecciones',
      site: 'Sitios',
    },
    expandDetails: 'Ampliar detalles',
    accessEmpty: {
      portfolio:
        'Este usuario no tiene acceso a ninguna cartera. Las carteras se comparten desde su propia página, que llega con la función de compartir.',
      project:
        'Este usuario no tiene acceso a ningún proyecto. Los proyectos se comparten desde su propia página, que llega con la función de compartir.',
      collection:
        'Este usuario no tiene acceso a ninguna colección. Las colecciones se comparten desde su editor, que llega con la función de compartir.',
      site: 'Este usuario no tiene acceso a ningún sitio. Los sitios se comparten desde su configuración, que llega con la función de compartir.',
    },
    accessColumns: { resource: 'Recurso', level: 'Nivel de acceso' },
    accessLevels: {
      none: 'Sin acceso',
      'no-financials': 'Sin datos financieros',
      basic: 'Acceso básico',
      full: 'Acceso completo',
    },
    moreActions: 'Más acciones',
    delete: 'Eliminar cuenta',
    impersonate: 'Suplantar',
    resend: 'Reenviar invitación',
  },
  deleteDialog: {
    title: 'Eliminar cuenta',
    body: '¿Eliminar la cuenta de {{name}} ({{email}})? Esta acción no se puede deshacer.',
    keeps:
      'No afecta a los recursos a los que el usuario contribuyó: sus sitios, evaluaciones y archivos de forma se quedan donde están.',
    confirm: 'Eliminar cuenta',
    cancel: 'Cancelar',
    deleted: 'Se ha eliminado la cuenta de {{email}}.',
  },
  impersonationBanner: {
    text: 'Suplantando a {{name}}: {{byName}} ha iniciado sesión como este usuario hasta {{time}}',
    return: 'Volver a mi cuenta',
    end: 'Terminar la suplantación',
    failed: 'No se pudo terminar la suplantación: {{message}}',
  },
  impersonate: {
    copied: 'La URL de inicio de sesión de {{email}} se ha copiado al portapapeles',
    notCopied:
      'No se pudo copiar al portapapeles la URL de inicio de sesión de {{email}}. Cópiela desde aquí:',
    linkHelp:
      'El enlace funciona una vez, en los próximos 5 minutos, e inicia sesión como este usuario durante 60 minutos.',
  },
  resend: {
    sent: 'Se ha vuelto a enviar la invitación a {{email}}.',
  },
  invite: {
    title: 'Invitar a un nuevo usuario',
    email: 'Correo electrónico',
    emailRequired: 'Introduzca una dirección de correo electrónico.',
    firstName: 'Nombre (opcional)',
    lastName: 'Apellidos (opcional)',
    roles: 'Roles',
    access: 'Niveles de acceso',
    accessLater:
      'El acceso a carteras, proyectos, colecciones y sitios se concederá aquí cuando la función de compartir esté disponible; por ahora el nuevo usuario se invita sin acceso a ningún recurso.',
    language: 'Idioma de la invitación',
    languageHelp: 'El correo de invitación, y la nueva cuenta, usan este idioma.',
    send: 'Enviar invitación',
    cancel: 'Cancelar',
    sent: 'Invitación enviada',
    alreadyExists: 'Este usuario ya existe.',
    updateAccess: 'Actualizar sus niveles de acceso',
    noAccessTitle: '¿Añadir usuario sin acceso?',
    noAccessBody:
      '{{email}} no recibe acceso a ninguna cartera, proyecto, colección ni sitio: podrá iniciar sesión, pero solo verá lo que se comparta con él más adelante.',
    noAccessConfirm: 'Añadir usuario',
    noAccessCancel: 'Volver',
  },
  impersonations: {
    tableLabel: 'Registro de suplantaciones',
    intro:
      'Cada enlace de suplantación que creó un administrador: quién lo creó, para quién, cuándo se abrió y cuándo terminó la sesión.',
    columns: {
      admin: 'Administrador',
      target: 'Usuario suplantado',
      createdAt: 'Enlace creado',
      usedAt: 'Abierto',
      endedAt: 'Terminado',
      usedFromIp: 'Abierto desde',
    },
    notOpened: 'Sin abrir',
    ongoing: 'En curso',
    empty: 'Todavía no se ha suplantado a nadie.',
    failed: 'No se pudo cargar el registro de suplantaciones.',
  },
  invitation: {
    title: 'Aceptar su invitación',
    checking: 'Comprobando su invitación…',
    intro: 'Elija una contraseña para terminar de configurar su cuenta de Ecotone.',
    email: 'Correo electrónico',
    name: 'Nombre',
    nameRequired: 'Introduzca su nombre.',
    expires: 'Esta invitación funciona hasta el {{date}}.',
    submit: 'Establecer contraseña e iniciar sesión',
    invalid:
      'Este enlace de invitación ya no funciona: ya se usó, lo sustituyó una invitación más reciente o pasaron sus 7 días.',
    askAgain:
      'Pida a quien le invitó que le envíe una nueva invitación, o póngase en contacto con nosotros. Si ya estableció su contraseña, inicie sesión.',
    contact: 'Contactar',
    signIn: 'Iniciar sesión',
    failed: 'No se pudo establecer su contraseña: {{message}}',
  },
};
