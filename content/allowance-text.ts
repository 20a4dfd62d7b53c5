// The sentences that state a person's allowance. The numbers are configured on the server
// (GUEST_FREE_PROMPTS, FREE_DAILY_LIMIT): server pages pass theirs down (lib/quota's allowances()),
// the signed-in chat uses the `limit` that GET chat/quota returns. Text never writes the numbers itself.

/** How many free questions a visitor and a free account get. */
export interface Allowances {
  /** Demo questions without an account (GUEST_FREE_PROMPTS). */
  guestPrompts: number;
  /** Messages per day on the free plan (FREE_DAILY_LIMIT). */
  freeDaily: number;
}

/** Fills "{guestPrompts}" and "{freeDaily}" in a text of content/ (the FAQ). */
export function withAllowances(text: string, a: Allowances): string {
  return text.replace(/\{(guestPrompts|freeDaily)\}/g, (_, k: keyof Allowances) => String(a[k]));
}

/** The alert and 429 detail when a free account has used its messages for the day (spec §chat). */
export function dailyLimitSentence(limit: number): string {
  return `Has alcanzado el límite diario de ${limit} mensajes. Suscríbete para continuar con mensajes ilimitados.`;
}
