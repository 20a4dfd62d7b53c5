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
  lastUpdated: "22 de noviembre de 2026",
} as const;

/** True while the operator has not configured the legal identity yet. */
export function legalPlaceholdersInUse(): boolean {
  return !process.env.LEGAL_CONTROLLER_NAME || !process.env.LEGAL_PRIVACY_EMAIL;
}
