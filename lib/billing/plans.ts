// Berea's two plans (spec sections 2 and 9). Pure data, safe for the browser: Stripe price ids come
// from the server's env (see checkout.ts), never from here.

export type PlanId = "monthly" | "annual";

export const PLAN_IDS = ["monthly", "annual"] as const satisfies readonly PlanId[];

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole pesos. */
  amount: number;
  currency: "MXN";
  interval: "month" | "year";
  /** "$20 MXN" */
  priceText: string;
  /** "/mes" or "/año" */
  periodText: string;
  features: readonly string[];
  /** A short extra line under the price, e.g. "2 meses gratis". */
  note?: string;
}

const pesos = new Intl.NumberFormat("es-MX", {
  style: "currency",
  currency: "MXN",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "$20 MXN": the es-MX currency format, with the code so nobody mistakes it for dollars. */
export function formatMxn(amount: number): string {
  return `${pesos.format(amount)} MXN`;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  monthly: {
    id: "monthly",
    name: "Plan Premium Mensual",
    amount: 20,
    currency: "MXN",
    interval: "month",
    priceText: formatMxn(20),
    periodText: "/mes",
    features: [
      "Preguntas ilimitadas",
      "Acceso completo a la biblioteca bíblica",
      "Reflexiones personalizadas",
      "Soporte prioritario",
    ],
  },
  annual: {
    id: "annual",
    name: "Plan Premium Anual",
    amount: 200,
    currency: "MXN",
    interval: "year",
    priceText: formatMxn(200),
    periodText: "/año",
    // The spec gives two readings of the annual extra; both are shown.
    features: ["Todo lo del plan mensual", "2 meses gratis", "Acceso anticipado a nuevas funciones"],
    note: "2 meses gratis",
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return value === "monthly" || value === "annual";
}

/** The plan a Stripe price interval stands for. */
export function planForInterval(interval: string | null | undefined): PlanId | null {
  if (interval === "month") return "monthly";
  if (interval === "year") return "annual";
  return null;
}
