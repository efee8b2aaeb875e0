import type { emails as en } from '../en/emails.js';
import type { Widen } from '../types.js';

export const emails: Widen<typeof en> = {
  footer: 'Ecotone: evaluación del capital natural de la tierra.',
  magicLink: {
    subject: 'Su enlace para iniciar sesión en Ecotone',
    body: 'Use el botón de abajo para iniciar sesión en Ecotone. El enlace funciona una sola vez y caduca en 2 horas.\n\nSi no pidió iniciar sesión, puede ignorar este correo.',
    action: 'Iniciar sesión en Ecotone',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña de Ecotone',
    body: 'Alguien pidió restablecer la contraseña de su cuenta de Ecotone. Use el botón de abajo para elegir una nueva. El enlace funciona una sola vez y caduca en 2 horas.\n\nSi no fue usted, ignore este correo: su contraseña no cambia.',
    action: 'Elegir una contraseña nueva',
  },
  invitation: {
    subject: '{{inviterName}} le invitó a Ecotone',
    body: 'Hola, {{name}}:\n\n{{inviterName}} le invitó a Ecotone, la plataforma de evaluación del capital natural, con la dirección de correo electrónico {{email}}.\n\nUse el botón de abajo para elegir su contraseña e iniciar sesión. El enlace funciona una vez y caduca en {{days}} días; si ha caducado, pida a {{inviterName}} que le envíe una nueva invitación.',
    action: 'Aceptar la invitación',
  },
  getStartedRequest: {
    subject: 'Solicitud de acceso de {{name}}: {{interest}}',
    body: '{{name}} ({{email}}, {{phone}}) solicitó empezar a usar Ecotone.\n\nInterés: {{interest}}\nOrganización: {{company}}\nCargo: {{title}}\nPágina: {{location}}\n\nUbicación del campo: {{shape}}\n\nMensaje:\n{{message}}',
    shape: '{{area}} ({{otherArea}}), leída de {{fileName}}; adjunta como {{attachment}}',
    noShape: 'no se adjuntó',
  },
  getStartedConfirmation: {
    subject: 'Hemos recibido su solicitud',
    body: 'Gracias, {{firstName}}. Hemos recibido su solicitud para empezar a usar Ecotone y le responderemos en un plazo de 2 días hábiles.',
  },
  newsletterConfirm: {
    subject: 'Confirme su suscripción al boletín de Ecotone',
    body: 'Confirme que desea recibir el boletín de Ecotone en esta dirección.\n\nSi no se suscribió, ignore este correo y no volverá a saber de nosotros.',
    action: 'Confirmar mi suscripción',
    unsubscribe: 'Puede darse de baja en cualquier momento: {{url}}',
  },
  contactMessage: {
    subject: 'Mensaje de {{name}}: {{subject}}',
    body: '{{name}} ({{email}}) escribió mediante el formulario de contacto de Ecotone:\n\n{{message}}',
  },
  assessmentReady: {
    subject: 'Su evaluación de {{siteName}} está lista',
    body: 'Hola, {{name}}:\n\nLa evaluación de {{siteName}} (shapefile {{shapefileName}}, {{area}}) ha terminado y sus resultados ya se pueden consultar.',
    action: 'Abrir la evaluación',
  },
  assessmentFailed: {
    subject: 'Su evaluación de {{siteName}} no terminó',
    body: 'Hola, {{name}}:\n\nLa evaluación de {{siteName}} (shapefile {{shapefileName}}, {{area}}) no terminó: {{state}}. La página de la evaluación muestra qué análisis se ejecutaron y por qué se detuvieron los demás.',
    action: 'Abrir la evaluación',
  },
};
