// The spec's sentence for a guest who used up the demo's free questions (§8): the API's 429 detail
// (lib/api/errors.ts) and the demo chat's bot message. Its own module so the landing's bundle does
// not carry the whole error catalogue for one sentence.
export const GUEST_QUOTA_MESSAGE =
  "Se ha agotado tu cuota de mensajes gratuitos. Por favor, inicia sesión o regístrate para continuar chateando.";
