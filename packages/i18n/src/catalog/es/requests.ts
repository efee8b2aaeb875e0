import type { requests as en } from '../en/requests.js';
import type { Widen } from '../types.js';

export const requests: Widen<typeof en> = {
  getStarted: {
    title: 'Empiece a usar Ecotone',
    intro:
      'Cuéntenos quién es y qué le gustaría hacer con su tierra o su cartera. Respondemos en un plazo de 2 días hábiles.',
    close: 'Cerrar',
    firstName: 'Nombre',
    lastName: 'Apellido',
    company: 'Organización (opcional)',
    jobTitle: 'Cargo (opcional)',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    phoneCountry: 'Prefijo telefónico del país',
    phonePlaceholder: '+1 123 456 7890',
    interest: 'Tema a tratar',
    interests: {
      'investing-in-nature': 'Invertir en la naturaleza',
      'carbon-removal-credits': 'Créditos de remoción de carbono',
      'building-land-resilience': 'Aumentar la resiliencia de la tierra',
      'eligible-land': 'Tengo tierras que podrían ser elegibles',
      other: 'Otro tema',
    },
    message: 'Mensaje (opcional)',
    counter: '{{count}} / {{max}}',
    consent:
      'Acepto los <terms>Términos y condiciones</terms> y la <privacy>Política de privacidad</privacy>.',
    replyPromise: 'Respondemos en un plazo de 2 días hábiles.',
    submit: 'Enviar',
    submitting: 'Enviando…',
    errors: {
      firstName: 'Introduzca su nombre.',
      lastName: 'Introduzca su apellido.',
      email: 'Introduzca su correo electrónico.',
      interest: 'Seleccione un tema a tratar.',
      phone: 'Introduzca un número de teléfono.',
      phoneInvalid: 'Introduzca un número de teléfono válido.',
      consent: 'Acepte los términos para enviar su solicitud.',
    },
    success:
      '¡Gracias! Hemos recibido su solicitud y le responderemos en un plazo de 2 días hábiles.',
    failureTitle: 'Se produjo un error',
    failure: 'Algo salió mal al enviar el formulario. Vuelva a intentarlo más tarde.',
  },
  newsletter: {
    title: 'Manténgase al día',
    intro:
      'Novedades de Ecotone, nuevos análisis e historias de restauración, unas pocas veces al año. Primero le pediremos que confirme su dirección.',
    email: 'Correo electrónico',
    submit: 'Suscribirse',
    emailRequired: 'Introduzca una dirección de correo electrónico.',
    emailInvalid: 'Introduzca una dirección de correo electrónico válida.',
    sent: 'Casi listo: revise su bandeja de entrada y confirme la suscripción con el enlace que le enviamos.',
    failure: 'Se produjo un error, vuelva a intentarlo.',
    confirmed: 'Su suscripción al boletín de Ecotone está confirmada. ¡Gracias!',
    unsubscribed: 'Se ha dado de baja del boletín de Ecotone.',
    invalid:
      'Este enlace del boletín ya no es válido. Suscríbase de nuevo para recibir un nuevo enlace de confirmación.',
  },
  contact: {
    title: 'Póngase en contacto',
    close: 'Cerrar',
    from: 'De',
    anonymousName: 'Visitante de Ecotone',
    name: 'Su nombre (opcional)',
    email: 'Su correo electrónico',
    subject: 'Asunto (opcional)',
    message: 'Mensaje',
    sendCopy: 'Enviarme una copia',
    cancel: 'Cancelar',
    submit: 'Enviar mensaje',
    sent: 'Mensaje enviado',
    failure: 'No se pudo enviar el mensaje. Vuelva a intentarlo más tarde.',
  },
  preferences: {
    title: 'Preferencias',
    intro: 'Funciones que puede activar o desactivar en su cuenta.',
    close: 'Cerrar',
    saving: 'Guardando...',
    flags: {
      'prefer-portfolios-page': 'Preferir la página de carteras',
      'google-drive-references': 'Referencias de Google Drive',
      'data-sources': 'Fuentes de datos',
      reports: 'Informes',
      'parcel-picker': 'Selector de parcelas',
    },
  },
  menu: {
    preferences: 'Preferencias',
    contact: 'Contáctenos',
  },
};
