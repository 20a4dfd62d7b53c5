// Who answers for the service and where people write to exercise their rights (LFPDPPP).
// OPERATOR: set these through the environment before going live (LEGAL_* below); the defaults are
// placeholders and the terms page marks them as such when they are still in use.

export const LEGAL = {
  /** Name (or business name) of the "responsable" of personal data; it opens a sentence. */
  controllerName: process.env.LEGAL_CONTROLLER_NAME || "El equipo de Berea",
  /** Postal address of the responsable, required by the LFPDPPP in the aviso de privacidad. */
  controllerAddress: process.env.LEGAL_CONTROLLER_ADDRESS || "",
  /** Mailbox for privacy and ARCO requests. */
  privacyEmail: process.env.LEGAL_PRIVACY_EMAIL || "privacidad@berea.mx",
  /** Mailbox for general contact (footer). */
  contactEmail: process.env.LEGAL_CONTACT_EMAIL || "hola@berea.mx",
  /** Date of the current version of the terms and the aviso. */
  lastUpdated: "25 de noviembre de 2026",
} as const;

/** True while the operator has not configured the legal identity yet. */
export function legalPlaceholdersInUse(): boolean {
  return !process.env.LEGAL_CONTROLLER_NAME || !process.env.LEGAL_PRIVACY_EMAIL;
}

/** One ARCO right and how a person exercises it in the product as built (Aviso de privacidad, §6). */
export interface ArcoPath {
  right: string;
  how: string;
}

/**
 * The ARCO rights as they work today. Each path names what the product does, so a change to one of
 * them changes this list. The e-mail route for every right stays open (§6 of the aviso).
 */
export function arcoPaths(product: string): ArcoPath[] {
  return [
    {
      right: "Acceso",
      how: `En Mi Cuenta, «Descargar mis datos» te entrega al momento un archivo JSON con todo lo que ${product} guarda de ti: tu perfil, tus conversaciones y mensajes, el estado de tu suscripción, tus versículos guardados y tus sesiones abiertas (fecha de inicio y de vencimiento). No incluye contraseñas ni claves de sesión, que nunca se muestran, ni datos de otras personas.`,
    },
    {
      right: "Rectificación",
      how: "En Mi Cuenta puedes corregir tu nombre y tu apellido en cualquier momento. Para corregir tu correo electrónico u otro dato, escríbenos.",
    },
    {
      right: "Cancelación",
      how: `En Mi Cuenta, «Eliminar mi cuenta» borra de inmediato tu cuenta, tus datos de perfil, tus conversaciones y mensajes, tus versículos guardados y todas tus sesiones. Te pedimos tu contraseña (o, si entras con un proveedor externo, que hayas iniciado sesión en los últimos 10 minutos). Si tienes una suscripción, la cancelamos en ese momento con el procesador de pagos; el tiempo pagado que quede no se reembolsa automáticamente. Por obligaciones fiscales conservamos solo el registro de la suscripción sin tu nombre ni tu correo (plan, estado, fechas e identificadores del procesador de pagos); las facturas las conserva Stripe.`,
    },
    {
      right: "Oposición",
      how: "En Mi Cuenta, en «Privacidad», marca «Oponerme al uso de mis datos para analítica» y dejaremos de usar los datos de tu cuenta para la finalidad secundaria (analítica); también puedes pedirlo por correo. Tu negativa no afecta el servicio.",
    },
  ];
}
