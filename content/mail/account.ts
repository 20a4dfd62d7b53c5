import type { MailContent } from "../../lib/mail/compose.ts";

// The e-mails of a person's own account (issue 15), in plain es-MX. lib/mail/compose.ts turns each
// into a text and an HTML part.

const hello = (firstName: string | null | undefined) => (firstName?.trim() ? `Hola, ${firstName.trim()}:` : "Hola:");

export function passwordResetMail(p: { product: string; firstName: string | null; link: string }): MailContent {
  return {
    subject: `Restablece tu contraseña de ${p.product}`,
    greeting: hello(p.firstName),
    paragraphs: [
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${p.product}.`,
      "Abre este enlace para elegir una contraseña nueva. Funciona una sola vez y vence en 1 hora.",
    ],
    action: { label: "Elegir una contraseña nueva", url: p.link },
    after: [
      "Si no lo pediste, ignora este correo: tu contraseña sigue igual y nadie puede cambiarla sin este enlace.",
      "Al cambiarla, cerraremos tu sesión en todos tus dispositivos.",
    ],
    signature: `— ${p.product}`,
  };
}

export function verifyEmailMail(p: { product: string; firstName: string | null; link: string }): MailContent {
  return {
    subject: `Confirma tu correo en ${p.product}`,
    greeting: hello(p.firstName),
    paragraphs: [
      `Gracias por crear tu cuenta de ${p.product}. Confirma que este correo es tuyo para seguir usando tus mensajes diarios después de hoy y para poder recuperar tu contraseña si la olvidas.`,
    ],
    action: { label: "Confirmar mi correo", url: p.link },
    after: ["El enlace vence en 7 días. Si no creaste esta cuenta, ignora este correo."],
    signature: `— ${p.product}`,
  };
}

export function passwordChangedMail(p: { product: string; firstName: string | null; when: string }): MailContent {
  return {
    subject: `Tu contraseña de ${p.product} cambió`,
    greeting: hello(p.firstName),
    paragraphs: [
      `La contraseña de tu cuenta de ${p.product} se cambió el ${p.when} (hora del centro de México).`,
      "Si fuiste tú, no necesitas hacer nada. Si no fuiste tú, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para elegir una nueva de inmediato.",
    ],
    signature: `— ${p.product}`,
  };
}

export function accountDeletedMail(p: {
  product: string;
  firstName: string | null;
  keptBilling: boolean;
}): MailContent {
  return {
    subject: `Eliminamos tu cuenta de ${p.product}`,
    greeting: hello(p.firstName),
    paragraphs: [
      `Como lo pediste, eliminamos tu cuenta de ${p.product}: tus datos de perfil, tus conversaciones y mensajes, tus versículos guardados y tus sesiones.`,
      ...(p.keptBilling
        ? [
            "Cancelamos tu suscripción. Por obligaciones fiscales conservamos solo el registro del pago (plan, fechas e identificadores del procesador de pagos), sin tu nombre ni tu correo; las facturas las conserva el procesador de pagos.",
          ]
        : []),
      "Este es el último correo que te enviamos. Si fue un error, puedes crear una cuenta nueva cuando quieras.",
    ],
    signature: `— ${p.product}`,
  };
}
