import { describe, expect, it } from "vitest";
import { formatMxn, isPlanId, PLANS, planForInterval } from "../../lib/billing/plans.ts";
import { shouldApply, statusGrantsAccess, SUBSCRIPTION_STATUSES } from "../../lib/billing/status-rules.ts";

describe("plans", () => {
  it("are the spec's two plans with es-MX prices", () => {
    expect(PLANS.monthly).toMatchObject({
      name: "Plan Premium Mensual",
      amount: 20,
      priceText: "$20 MXN",
      periodText: "/mes",
    });
    expect(PLANS.annual).toMatchObject({
      name: "Plan Premium Anual",
      amount: 200,
      priceText: "$200 MXN",
      periodText: "/año",
      note: "2 meses gratis",
    });
    expect(formatMxn(1200)).toBe("$1,200 MXN");
  });

  it("carry the spec's features word for word", () => {
    expect(PLANS.monthly.features).toEqual([
      "Preguntas ilimitadas",
      "Acceso completo a la biblioteca bíblica",
      "Reflexiones personalizadas",
      "Soporte prioritario",
    ]);
    expect(PLANS.annual.features).toEqual([
      "Todo lo del plan mensual",
      "2 meses gratis",
      "Acceso anticipado a nuevas funciones",
    ]);
  });

  it("recognise plan ids and Stripe intervals", () => {
    expect(isPlanId("monthly")).toBe(true);
    expect(isPlanId("weekly")).toBe(false);
    expect(planForInterval("year")).toBe("annual");
    expect(planForInterval("day")).toBeNull();
  });
});

describe("subscription status rules", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const later = new Date("2026-12-22T12:00:00Z");
  const earlier = new Date("2026-11-01T12:00:00Z");

  it("decide has_paid for every Stripe status", () => {
    const expected: Record<(typeof SUBSCRIPTION_STATUSES)[number], boolean> = {
      active: true,
      trialing: true,
      past_due: true,
      incomplete: false,
      incomplete_expired: false,
      canceled: false,
      unpaid: false,
      paused: false,
    };
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(statusGrantsAccess({ status, currentPeriodEnd: later }, now), status).toBe(expected[status]);
    }
    expect(statusGrantsAccess({ status: "past_due", currentPeriodEnd: earlier }, now)).toBe(false);
    expect(statusGrantsAccess({ status: "past_due", currentPeriodEnd: null }, now)).toBe(false);
    expect(statusGrantsAccess({ status: "something_new", currentPeriodEnd: later }, now)).toBe(false);
    expect(statusGrantsAccess(null, now)).toBe(false);
  });

  const st = (status: string, at: Date | null, subscriptionId = "sub_1") => ({
    status,
    at,
    subscriptionId,
    currentPeriodEnd: later,
  });

  it("let the newer event win for one subscription", () => {
    expect(shouldApply(null, st("active", now), now)).toBe(true);
    expect(shouldApply(st("active", now), st("canceled", later), now)).toBe(true);
    expect(shouldApply(st("canceled", later), st("active", now), now)).toBe(false);
  });

  it("order same-second events by lifecycle", () => {
    expect(shouldApply(st("active", now), st("incomplete", now), now)).toBe(false);
    expect(shouldApply(st("incomplete", now), st("active", now), now)).toBe(true);
    expect(shouldApply(st("canceled", now), st("active", now), now)).toBe(false);
    expect(shouldApply(st("active", now), st("past_due", now), now)).toBe(true);
  });

  it("never let another subscription's end take access away", () => {
    expect(shouldApply(st("active", now, "sub_new"), st("canceled", later, "sub_old"), now)).toBe(false);
    expect(shouldApply(st("canceled", later, "sub_old"), st("active", now, "sub_new"), now)).toBe(true);
  });
});
