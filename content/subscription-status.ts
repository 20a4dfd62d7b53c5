// What GET payments/subscription-status says about a person's subscription, by Stripe status.
// "{until}" is the period's end as a date in words; lib/billing/subscription-state.ts picks the sentence.

export const SUBSCRIPTION_STATUS_TEXT = {
  none: "No tienes una suscripción activa.",
  active: "Tu suscripción está activa.",
  activeEnding: "Tu suscripción está activa hasta el {until} y no se renovará.",
  trialing: "Estás en tu periodo de prueba.",
  trialingUntil: "Estás en tu periodo de prueba hasta el {until}.",
  pastDuePaid: "No pudimos cobrar tu último pago. Actualiza tu método de pago para conservar el acceso.",
  pastDuePaidUntil:
    "No pudimos cobrar tu último pago. Actualiza tu método de pago para conservar el acceso después del {until}.",
  pastDue: "Tu suscripción tiene un pago pendiente. Actualiza tu método de pago para continuar.",
  incomplete: "Tu pago aún no se ha completado.",
  unpaid: "Tu suscripción está suspendida por falta de pago. Actualiza tu método de pago para continuar.",
  paused: "Tu suscripción está en pausa.",
  ended: "Tu suscripción ha finalizado.",
} as const;
