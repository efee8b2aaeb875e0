import type { errors as en } from '../en/errors.js';
import type { Widen } from '../types.js';

export const errors: Widen<typeof en> = {
  UNAUTHENTICATED: 'Se requiere una sesión de usuario, pero no hay ninguna disponible',
  MISSING_USER_ID: 'Falta el ID de usuario',
  FORBIDDEN: 'No tiene permiso para hacer esto.',
  NOT_FOUND: 'No encontrado.',
  NOT_ACCEPTABLE: 'Esta dirección envía un flujo de eventos: pida text/event-stream.',
  VALIDATION: 'La solicitud no es válida: {{details}}',
  INVALID_CREDENTIALS:
    'No reconocemos sus credenciales o son incorrectas. Restablezca su contraseña o solicite acceso si aún no tiene una cuenta',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  MAIL_LIMIT_REACHED:
    'Se enviaron varios correos de acceso a esta dirección en los últimos 15 minutos. Si tiene una cuenta, use el enlace más reciente (los enlaces valen 2 horas) o vuelva a intentarlo más tarde.',
  MAGIC_LINK_NO_EMAIL:
    'No tenemos su dirección de correo electrónico en nuestro sistema. Pruebe con otro correo o solicite acceso para crear una cuenta.',
  RESET_CODE_INVALID:
    'Este enlace de restablecimiento ya se usó o ha caducado: cada enlace sirve una vez, durante 2 horas. Pida un nuevo correo de restablecimiento.',
  RESET_SERVER_ERROR:
    'Se ha producido un error en el servidor; póngase en contacto con nosotros por este problema.',
  SSO_LINK_EMAIL_MISMATCH:
    'La cuenta de inicio de sesión único solo se puede vincular a la cuenta de Ecotone con la misma dirección de correo electrónico.',
  ADMIN_PERMISSIONS_WITHHELD:
    'Sus permisos de administrador de Ecotone no se conceden con este método de inicio de sesión. Inicie sesión con Google para acceder a las funciones de administración.',
  INVALID_FILE: 'No se pudo usar este archivo. {{reason}}',
  INVALID_SHAPE: 'No se pudo usar esta forma. {{reason}}',
  INVALID_MASK: 'No se pudo usar esta máscara de exclusión. {{reason}}',
  SHAPE_TOO_COMPLEX:
    'Esta forma es demasiado compleja para procesarla aquí (necesitó más de {{limit}}). Simplifíquela o divídala en partes más pequeñas.',
  PAYLOAD_TOO_LARGE: 'La carga es demasiado grande: el límite es {{limit}}.',
  UPLOAD_INCOMPLETE: 'La carga se interrumpió antes de terminar. Vuelva a enviar los archivos.',
  IMPORT_OVER_BUDGET:
    'Estos archivos son demasiado exigentes para leerlos en una sola carga: {{reason}}',
  SERVICE_UNAVAILABLE:
    'Un servicio del que depende Ecotone no responde. Vuelva a intentarlo en un momento.',
  NO_TOOLS_ENABLED: 'Active al menos una herramienta de análisis antes de iniciar el análisis.',
  TOOL_NOT_AVAILABLE: 'La herramienta de análisis {{scriptType}} todavía no se puede ejecutar.',
  INVALID_ANALYSIS_INPUTS: 'Los parámetros de {{scriptType}} no son válidos: {{details}}',
  HUB_ONLY: '{{dataset}} requiere acceso al hub.',
  ANALYSIS_NOT_FINISHED:
    'El análisis todavía no ha terminado correctamente (estado: {{state}}). Sus resultados podrán leerse cuando termine.',
  NOTHING_TO_REPORT:
    'Todavía no hay nada que informar: ningún análisis de esta evaluación ha terminado con éxito.',
  INTERNAL: 'Se produjo un error. Vuelva a intentarlo más tarde.',
  WORKFLOW_REFUSED: 'No se pudo enviar la evaluación. {{reason}}',
  UPLOAD_LINK_INVALID: 'Este enlace de subida no es válido o ha caducado. Vuelva a enviar.',
  UPLOAD_LINK_USED: 'Este enlace de subida ya se ha utilizado. Vuelva a enviar.',
  WORKFLOW_UPLOAD_NOT_FOUND: 'No se pudo enviar la evaluación. {{reason}}',
  NON_POLYGON_FEATURE: 'Se encontró un elemento que no es un polígono.',
  GEOGRAPHY_LOOKUP_FAILED: 'No se pudo obtener la información geográfica.',
  DATA_RESTRICTED:
    'Los datos de especies ({{dataset}}) están restringidos por su licencia ({{license}}) y este servidor no está habilitado para mostrarlos.',
  USER_ALREADY_EXISTS:
    'Ya existe un usuario con esta dirección de correo electrónico. Puede actualizar sus niveles de acceso en su lugar.',
  INVITATION_NOT_PENDING:
    'Este usuario ya aceptó su invitación o inició sesión, así que no hay ninguna invitación que reenviar.',
  INVITATION_INVALID:
    'Este enlace de invitación ya no es válido: ya se usó, una invitación más reciente lo reemplazó o caducó. Pida a quien le invitó que se la envíe de nuevo.',
  PROFILE_MANAGED_BY_SSO:
    'Este usuario inicia sesión con inicio de sesión único: su nombre y su correo electrónico vienen de esa cuenta y no se pueden cambiar aquí.',
  LAST_ADMINISTRATOR:
    'Es el último administrador: primero haga administrador a otro usuario, o nadie podría gestionar los usuarios.',
  CANNOT_DELETE_SELF: 'No puede eliminar su propia cuenta. Pida a otro administrador que lo haga.',
  INVITATION_NOT_SENT:
    'La cuenta se creó, pero no se pudo enviar el correo de invitación. Pruebe «Reenviar invitación» en su perfil dentro de unos minutos.',
  ACCESS_LEVEL_NOT_OFFERED:
    'El nivel de acceso «{{level}}» no se puede dar en este tipo de recurso.',
  RESOURCE_NOT_SHAREABLE:
    'Este recurso no se puede compartir: solo se comparten los portafolios y proyectos externos y las colecciones sin propietario.',
  ACCESS_BELOW_MINIMUM:
    'Este usuario ya tiene acceso «{{level}}» a través de un recurso superior: un permiso directo no puede ser menor.',
  SITE_TYPE_SET_BY_PROJECT:
    'El tipo de este sitio lo fija la clase de cartera de su proyecto y no se puede cambiar aquí.',
  SITE_REPLACEMENT_REQUIRED:
    'Se intenta eliminar el sitio {{siteId}}, que tiene {{count}} archivos de forma, pero no se ha indicado un sitio de reemplazo.',
  REPLACEMENT_SITE_INVALID:
    'El sitio de reemplazo debe ser otro sitio que exista y que usted pueda ver.',
  PRIMARY_ASSESSMENT_NOT_OF_SITE:
    'La evaluación principal debe ser una de las evaluaciones de este sitio.',
  USER_NOT_FOUND: 'Ese usuario no existe o su cuenta fue eliminada.',
  RESOURCE_NOT_FOUND: 'Uno de los recursos indicados no existe.',
  COLLECTION_ITEM_NOT_ALLOWED:
    'Un sitio que pertenece a un proyecto no se puede añadir directamente a una colección: añada su proyecto.',
  SITE_HAS_NO_PRIMARY_ASSESSMENT:
    'Solo un sitio con evaluación principal se puede añadir a una colección: elíjala antes en su configuración.',
};
