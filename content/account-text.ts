// Sentences of the account's own pages and answers (issue 15) that are not errors (those live in
// lib/api/errors.ts). Client-safe: pages and forms import them.

export const FORGOT_PASSWORD_ACCEPTED =
  "Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (y la carpeta de spam). El enlace vence en 1 hora.";

export const PASSWORD_RESET_DONE =
  "Listo: tu contraseña cambió y cerramos tu sesión en todos los dispositivos. Inicia sesión con tu contraseña nueva.";

export const PASSWORD_CHANGED = "Tu contraseña cambió. Cerramos tu sesión en los demás dispositivos.";

export const EMAIL_VERIFIED = "¡Gracias! Confirmamos tu correo electrónico.";
export const EMAIL_ALREADY_VERIFIED = "Tu correo electrónico ya estaba confirmado.";
export const VERIFICATION_SENT = "Te enviamos un enlace nuevo. Revisa tu bandeja de entrada (y la carpeta de spam).";

/** The notice on /chat and /account for an account that must confirm its e-mail. */
export function confirmEmailNotice(email: string): string {
  return `Confirma tu correo electrónico (${email}) para seguir usando tus mensajes diarios. Te enviamos un enlace al registrarte.`;
}
export const UNCONFIRMED_PAST_FIRST_DAY =
  "Confirma tu correo electrónico con el enlace que te enviamos para seguir usando tus mensajes diarios.";
export const UNCONFIRMED_FIRST_DAY =
  "Confirma tu correo electrónico con el enlace que te enviamos. Hoy puedes usar tus mensajes; a partir de mañana necesitarás confirmarlo.";

export const DELETE_ACCOUNT_EXPLAINED =
  "Borraremos de inmediato tu cuenta, tus datos de perfil, tus conversaciones y mensajes, tus versículos guardados y todas tus sesiones. Si tienes una suscripción, la cancelaremos en ese momento (el tiempo pagado que quede no se reembolsa automáticamente). Por obligaciones fiscales conservaremos solo el registro de la suscripción, sin tu nombre ni tu correo; las facturas las conserva el procesador de pagos. Descarga tus datos antes si quieres guardarlos.";

export const DELETE_ACCOUNT_HOSTED =
  "Como entras con un proveedor externo, por seguridad necesitas haber iniciado sesión en los últimos 10 minutos.";

export const ACCOUNT_DELETED =
  "Eliminamos tu cuenta y tus datos. Si tenías una suscripción, quedó cancelada. Gracias por haber estudiado la Palabra con nosotros.";
