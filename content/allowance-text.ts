// The sentences that state a person's allowance. The numbers are configured on the server
// (FREE_DAILY_LIMIT): the server passes its own, the browser the `limit` that GET chat/quota returns.

/** The alert and 429 detail when a free account has used its messages for the day (spec §chat). */
export function dailyLimitSentence(limit: number): string {
  return `Has alcanzado el límite diario de ${limit} mensajes. Suscríbete para continuar con mensajes ilimitados.`;
}
