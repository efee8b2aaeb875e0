import type { signIn as en } from '../en/sign-in.js';
import type { Widen } from '../types.js';

export const signIn: Widen<typeof en> = {
  providers: { google: 'Google', microsoft: 'Microsoft' },
  dialog: {
    welcome: 'Le damos la bienvenida a Ecotone',
    welcomeIntro: 'Inicie sesión para ver y realizar las evaluaciones de su tierra.',
    sessionExpired: 'Sesión caducada',
    sessionExpiredIntro: 'Inicie sesión para continuar.',
    close: 'Cerrar',
    back: 'Opciones de inicio de sesión',
    swipeHint:
      'Deslice hacia los lados o use los botones para pasar de una opción de inicio de sesión a otra.',
  },
  start: {
    withProvider: 'Iniciar sesión con {{provider}}',
    emailPassword: 'Correo electrónico y contraseña',
    emailLink: 'Enviarme un enlace por correo',
    or: 'o',
    noAccount: '¿Todavía no tiene cuenta?',
    getStarted: 'Empiece aquí',
  },
  emailPassword: {
    title: 'Iniciar sesión con correo electrónico y contraseña',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
  },
  emailLink: {
    title: 'Recibir un enlace de inicio de sesión',
    intro:
      'Le enviaremos por correo un enlace que inicia su sesión sin contraseña. Solo funciona una vez.',
    submit: 'Enviarme un enlace',
  },
  resetRequest: {
    title: 'Restablecer la contraseña',
    intro:
      'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar correo de restablecimiento',
  },
  messages: {
    getStarted: 'Empezar',
    resetPassword: 'Restablecer la contraseña',
    magicLinkNoEmail:
      'Su correo electrónico no figura en nuestro sistema. Pruebe con otro correo o empiece aquí para crear una cuenta.',
    linkInvalid:
      'Este enlace de inicio de sesión ha caducado o ya se utilizó. Pida uno nuevo a continuación.',
    ssoNoAccount:
      'Su cuenta de {{provider}} {{email}} todavía no tiene una cuenta de Ecotone. Empiece aquí para solicitarla.',
    signInFailed: 'Se produjo un error al iniciar sesión.',
    sessionFailed: 'Error {{status}}. {{body}}',
  },
  link: {
    required:
      'Su cuenta de {{provider}} debe vincularse a {{email}}. Inicie sesión una vez con ese correo electrónico, con la contraseña o con un enlace por correo, para vincularla.',
    cancel: 'Cancelar la vinculación',
    completed: 'Ya puede iniciar sesión con {{provider}}.',
    completedTitle: '{{provider}} vinculado',
    emailMismatch:
      'Ha iniciado sesión como {{signedIn}}, por lo que la cuenta de {{provider}} de {{email}} no se vinculó. Inicie sesión como {{email}} para vincularla.',
  },
  notices: {
    emailSentTitle: 'Correo enviado',
    emailSent: 'Busque en su bandeja de entrada el enlace de inicio de sesión. Caduca en 2 horas.',
    resetSentTitle: 'Correo de restablecimiento de contraseña',
    resetSent:
      'Si existe una cuenta con esa dirección, le hemos enviado un enlace para restablecer la contraseña. El enlace caduca en 2 horas.',
    passwordChangedTitle: 'Contraseña cambiada',
    passwordChanged: 'Inicie sesión con su nueva contraseña.',
    adminWithheld:
      'Sus permisos de administrador de Ecotone no se concederán con este método de inicio de sesión. Inicie sesión con Google para acceder a las funciones de administración.',
    dismiss: 'Cerrar',
  },
  resetPage: {
    title: 'Elija una contraseña nueva',
    validating: 'Comprobando su enlace de restablecimiento…',
    intro: 'Escriba una contraseña nueva para su cuenta de Ecotone.',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirme la contraseña nueva',
    tooShort: 'Use al menos {{min}} caracteres.',
    mismatch: 'Las contraseñas no coinciden.',
    submit: 'Guardar la contraseña nueva',
    codeInvalid:
      'Este enlace de restablecimiento ya se usó o ha caducado: cada enlace sirve una vez, durante 2 horas. Pida uno nuevo abajo.',
    serverError: 'Se ha producido un error en el servidor; póngase en contacto con nosotros.',
    requestNew: 'Pedir un nuevo correo de restablecimiento',
    home: 'Volver a Ecotone',
  },
};
