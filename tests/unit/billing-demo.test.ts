import { describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { resetEnvCache } from "../../lib/env.ts";
import type { SessionUser } from "../../lib/auth/session.ts";
import { cancelDemoSubscription, confirmDemoCheckout, demoSubscription } from "../../lib/billing/demo.ts";
import { hasActiveSubscription, paymentStatus, subscriptionSummary } from "../../lib/billing/subscription-state.ts";

let seq = 0;

const testDb = withTestDb({ env: { STRIPE_SECRET_KEY: undefined } });

async function newUser(): Promise<SessionUser> {
  const email = `demo${++seq}@example.com`;
  const u = await testDb.db.prisma.user.create({ data: { email } });
  return { id: u.id, email, first_name: "Ana", last_name: null, profile_picture_url: null };
}

describe(`demo billing (${TEST_DB_KIND})`, () => {
  it("confirming the demo checkout subscribes through the webhook's event path and returns to /chat?session_id=", async () => {
    const user = await newUser();
    const before = await testDb.db.prisma.processedWebhookEvent.count();
    const { url, checkoutSessionId } = await confirmDemoCheckout(user, "monthly");
    expect(url).toBe(`/chat?session_id=${checkoutSessionId}`);
    expect(checkoutSessionId).toMatch(/^cs_demo_/);
    expect(await hasActiveSubscription(user.id)).toBe(true);
    // The same idempotency record the webhook writes.
    const events = await testDb.db.prisma.processedWebhookEvent.findMany({ orderBy: { receivedAt: "asc" } });
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)?.type).toBe("checkout.session.completed");
    const row = await testDb.db.prisma.subscription.findUnique({ where: { userId: user.id } });
    expect(row).toMatchObject({
      provider: "demo",
      plan: "monthly",
      status: "active",
      stripeCustomerId: `cus_demo_${user.id}`,
    });
    const days = (row!.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("the annual plan runs for a year", async () => {
    const user = await newUser();
    await confirmDemoCheckout(user, "annual");
    const view = await demoSubscription(user.id);
    expect(view).toMatchObject({ plan: "annual", status: "active", hasPaid: true });
    const days = (new Date(view!.currentPeriodEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
  });

  it("cancelling in the demo portal keeps access until the paid period ends, as Stripe's portal does by default", async () => {
    const user = await newUser();
    await confirmDemoCheckout(user, "monthly");
    const end = new Date((await demoSubscription(user.id))!.currentPeriodEnd!);
    const until = new Intl.DateTimeFormat("es-MX", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "America/Mexico_City",
    }).format(end);
    expect(await cancelDemoSubscription(user)).toEqual({
      has_paid: true,
      cancel_at_period_end: true,
      current_period_end: end.toISOString(),
    });
    expect(await paymentStatus(user.id)).toEqual({
      has_paid: true,
      message: `Tu suscripción está activa hasta el ${until} y no se renovará.`,
    });
    expect(await demoSubscription(user.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true, hasPaid: true });
    // The period ends: so does access, with no further event needed.
    expect(await hasActiveSubscription(user.id, new Date(end.getTime() - 1000))).toBe(true);
    expect(await hasActiveSubscription(user.id, new Date(end.getTime() + 1000))).toBe(false);
    expect(
      (await testDb.db.prisma.processedWebhookEvent.findMany({ where: { type: "customer.subscription.updated" } }))
        .length,
    ).toBeGreaterThan(0);
  });

  it("the account page's summary: the plan, when it renews, and when a cancelled one ends", async () => {
    const user = await newUser();
    expect(await subscriptionSummary(user.id)).toMatchObject({
      hasPaid: false,
      plan: null,
      planText: "Plan gratuito",
      renewsAt: null,
      endsAt: null,
    });
    await confirmDemoCheckout(user, "monthly");
    const end = new Date((await demoSubscription(user.id))!.currentPeriodEnd!);
    const date = new Intl.DateTimeFormat("es-MX", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "America/Mexico_City",
    }).format(end);
    expect(await subscriptionSummary(user.id)).toMatchObject({
      hasPaid: true,
      plan: "monthly",
      planText: "Plan Premium Mensual · $20 MXN/mes",
      renewsAt: date,
      endsAt: null,
    });
    await cancelDemoSubscription(user);
    expect(await subscriptionSummary(user.id)).toMatchObject({
      hasPaid: true,
      plan: "monthly",
      renewsAt: null,
      endsAt: date,
    });
  });

  it("cancelling without a subscription is a 404 with a Spanish sentence", async () => {
    const user = await newUser();
    await expect(cancelDemoSubscription(user)).rejects.toMatchObject({ status: 404, code: "not_found:subscription" });
    expect(await demoSubscription(user.id)).toBeNull();
  });

  it("is switched off when Stripe is configured", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_live_mode";
    resetEnvCache();
    const user = await newUser();
    await expect(confirmDemoCheckout(user, "monthly")).rejects.toMatchObject({
      status: 404,
      code: "not_found:demo_billing",
    });
    await expect(cancelDemoSubscription(user)).rejects.toMatchObject({ code: "not_found:demo_billing" });
    expect(await hasActiveSubscription(user.id)).toBe(false);
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
  });
});
