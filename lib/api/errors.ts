// No "server-only" here: the browser imports this too (forms map error codes; the reader and middleware read book names).
import { MAX_MESSAGE_CHARS } from "../chat/message-limits.ts";
import { GUEST_QUOTA_MESSAGE } from "./guest-quota-message.ts";

// One typed error for everything a caller can see: a stable code for programs, a Spanish sentence for
// people, and an HTTP status derived from the code. Add new codes here, nowhere else.
export const ERROR_CATALOG = {
  "bad_request:json": [400, "La solicitud no es válida."],
  "bad_request:guest_session": [400, "Falta el identificador de sesión de invitado o no es válido."],
  "bad_request:webhook_signature": [400, "Firma de webhook inválida."],
  "bad_request:path": [400, "La dirección de la solicitud no es válida."],
  "too_large:body": [413, "La solicitud es demasiado grande."],
  "length_required:body": [411, "La solicitud debe indicar su tamaño (Content-Length)."],
  "unauthorized:auth": [401, "Necesitas iniciar sesión para continuar."],
  "unauthorized:credentials": [401, "El correo o la contraseña no son correctos."],
  "forbidden:user": [403, "No tienes permiso para acceder a estos datos."],
  "forbidden:origin": [403, "Origen no permitido."],
  "forbidden:subscription": [
    403,
    "Guardar versículos en Mi biblioteca es parte del plan Premium. Suscríbete para guardarlos.",
  ],
  "not_found:route": [404, "No encontramos lo que buscas."],
  "not_found:library_item": [404, "No encontramos ese versículo guardado."],
  "not_found:conversation": [404, "No encontramos esa conversación. Quizá fue eliminada."],
  "conflict:email_taken": [409, "No pudimos crear la cuenta con esos datos. Si ya tienes una cuenta, inicia sesión."],
  "validation:message_empty": [422, "Escribe una pregunta antes de enviar."],
  "validation:message_too_long": [
    422,
    `Tu mensaje es demasiado largo (máximo ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} caracteres).`,
  ],
  "validation:input": [422, "Revisa los datos enviados."],
  "validation:control_chars": [422, "El texto contiene caracteres no válidos."],
  "validation:passage": [422, "Ese pasaje no existe en la Biblia."],
  "validation:email": [422, "Escribe un correo electrónico válido."],
  "validation:password_short": [422, "La contraseña debe tener al menos 10 caracteres."],
  "validation:password_common": [422, "Esa contraseña es muy común y fácil de adivinar. Elige otra."],
  "validation:password_long": [422, "La contraseña es demasiado larga (máximo 200 caracteres)."],
  "validation:first_name": [422, "Escribe tu nombre."],
  "validation:conversation_title": [422, "Escribe un título de 1 a 80 caracteres."],
  "validation:conversation_id": [422, "El identificador de la conversación no es válido."],
  "validation:cursor": [422, "La página de conversaciones solicitada no es válida."],
  "validation:support_message": [422, "Cuéntanos en qué podemos ayudarte (al menos 10 caracteres)."],
  "validation:support_message_too_long": [422, "Tu mensaje es demasiado largo (máximo 5,000 caracteres)."],
  "validation:support_topic": [422, "Elige el tema de tu mensaje."],
  "validation:unsubscribe_token": [
    422,
    "Este enlace para dejar de recibir las reflexiones no es válido. Puedes desactivarlas desde el chat.",
  ],
  "forbidden:reflections": [
    403,
    "Las reflexiones personalizadas son parte del plan Premium. Suscríbete para recibirlas.",
  ],
  "validation:reset_link_expired": [
    422,
    "Este enlace para restablecer tu contraseña venció (dura 1 hora). Pide uno nuevo en «¿Olvidaste tu contraseña?».",
  ],
  "validation:reset_link_used": [
    422,
    "Este enlace para restablecer tu contraseña ya se usó. Si necesitas cambiarla otra vez, pide uno nuevo en «¿Olvidaste tu contraseña?».",
  ],
  "validation:reset_link_invalid": [
    422,
    "Este enlace para restablecer tu contraseña no es válido o ya no es el más reciente. Usa el último que te enviamos o pide uno nuevo.",
  ],
  "validation:verify_link_expired": [
    422,
    "Este enlace para confirmar tu correo venció. Pide uno nuevo desde Mi Cuenta.",
  ],
  "validation:verify_link_invalid": [
    422,
    "Este enlace para confirmar tu correo no es válido o ya no es el más reciente. Usa el último que te enviamos o pide uno nuevo desde Mi Cuenta.",
  ],
  "validation:name": [422, "Revisa tu nombre y apellido (máximo 80 caracteres cada uno)."],
  "forbidden:password": [403, "La contraseña no es correcta."],
  "forbidden:reauth": [403, "Por seguridad, vuelve a iniciar sesión y elimina tu cuenta en los 10 minutos siguientes."],
  "rate_limit:email_unverified": [
    429,
    "Confirma tu correo electrónico para seguir usando tus mensajes diarios. Te enviamos un enlace al registrarte; si no lo encuentras, pide otro.",
  ],
  "rate_limit:daily": [
    429,
    "Has alcanzado el límite diario de mensajes. Suscríbete para continuar con mensajes ilimitados.",
  ],
  "rate_limit:guest": [429, GUEST_QUOTA_MESSAGE],
  "rate_limit:guest_ip": [
    429,
    "Se ha agotado la cuota de mensajes gratuitos desde esta red por hoy. Inicia sesión o regístrate para continuar.",
  ],
  "rate_limit:fair_use": [
    429,
    "Has enviado muchas preguntas en poco tiempo. Tómate un respiro y vuelve a intentarlo en un rato.",
  ],
  "rate_limit:signup": [429, "Se han creado demasiadas cuentas desde esta red. Inténtalo de nuevo más tarde."],
  "rate_limit:support": [
    429,
    "Recibimos varios mensajes tuyos en poco tiempo. Espera un rato antes de enviar otro; ya estamos revisando los anteriores.",
  ],
  "rate_limit:login": [429, "Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo."],
  "rate_limit:password_reset": [
    429,
    "Se han pedido demasiados enlaces para restablecer contraseñas desde esta red. Inténtalo de nuevo más tarde.",
  ],
  "rate_limit:verify_email": [
    429,
    "Ya te enviamos varios enlaces hace poco. Revisa tu correo (también la carpeta de spam) o espera un rato antes de pedir otro.",
  ],
  "upstream:model": [
    502,
    "No pudimos generar la respuesta en este momento. Tu pregunta quedó guardada; inténtalo de nuevo.",
  ],
  "timeout:model": [504, "La respuesta tardó demasiado. Tu pregunta quedó guardada; inténtalo de nuevo."],
  "upstream:auth_provider": [503, "El servicio de inicio de sesión no está disponible. Inténtalo más tarde."],
  "upstream:mail": [502, "No pudimos enviar el correo en este momento. Inténtalo de nuevo más tarde."],
  "upstream:billing": [502, "No pudimos comunicarnos con el sistema de pagos. Inténtalo más tarde."],
  "not_found:subscription": [404, "Aún no tienes una suscripción. Elige un plan para comenzar."],
  "not_found:demo_billing": [404, "El modo de demostración de pagos no está activo."],
  "unavailable:billing_plan": [503, "Este plan no está disponible por ahora. Inténtalo más tarde."],
  "internal:unexpected": [500, "Ocurrió un error inesperado. Inténtalo de nuevo."],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  constructor(code: ErrorCode, detail?: string, options?: { cause?: unknown }) {
    const [status, sentence] = ERROR_CATALOG[code];
    super(detail ?? sentence, options);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.detail = detail ?? sentence;
  }
  toJSON(): { detail: string; code: ErrorCode } {
    return { detail: this.detail, code: this.code };
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
