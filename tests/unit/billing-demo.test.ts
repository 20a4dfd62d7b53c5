import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KIND } from "../support/test-db.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { setDbForTests } from "../../lib/db/index.ts";
import { resetEnvCache } from "../../lib/env.ts";
import type { SessionUser } from "../../lib/auth/session.ts";
import { cancelDemoSubscription, confirmDemoCheckout, demoSubscription } from "../../lib/billing/demo.ts";
import { hasActiveSubscription, paymentStatus } from "../../lib/billing/subscription-state.ts";

let db: Database;
let seq = 0;

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
  db = await createTestDb(TEST_DB_KIND);
  setDbForTests(db);
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
  setDbForTests(undefined);
  await db?.close();
});

async function newUser(): Promise<SessionUser> {
  const email = `demo${++seq}@example.com`;
  const u = await db.prisma.user.create({ data: { email } });
  return { id: u.id, email, first_name: "Ana", last_name: null, profile_picture_url: null };
}

describe(`demo billing (${TEST_DB_KIND})`, () => {
  it("confirming the demo checkout subscribes through the webhook's event path and returns to /chat?session_id=", async () => {
    const user = await newUser();
    const before = await db.prisma.processedWebhookEvent.count();
    const { url, checkoutSessionId } = await confirmDemoCheckout(user, "monthly");
    expect(url).toBe(`/chat?session_id=${checkoutSessionId}`);
    expect(checkoutSessionId).toMatch(/^cs_demo_/);
    expect(await hasActiveSubscription(user.id)).toBe(true);
    // The same idempotency record the webhook writes.
    const events = await db.prisma.processedWebhookEvent.findMany({ orderBy: { receivedAt: "asc" } });
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)?.type).toBe("checkout.session.completed");
    const row = await db.prisma.subscription.findUnique({ where: { userId: user.id } });
    expect(row).toMatchObject({ provider: "demo", plan: "monthly", status: "active", stripeCustomerId: `cus_demo_${user.id}` });
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

  it("cancelling in the demo portal ends access at once (customer.subscription.deleted), and a new checkout restores it", async () => {
    const user = await newUser();
    await confirmDemoCheckout(user, "monthly");
    expect(await cancelDemoSubscription(user)).toEqual({ has_paid: false });
    expect(await paymentStatus(user.id)).toEqual({ has_paid: false, message: "Tu suscripción ha finalizado." });
    expect((await db.prisma.processedWebhookEvent.findMany({ where: { type: "customer.subscription.deleted" } })).length).toBeGreaterThan(0);
    // Within the same second as the cancellation: the new subscription still wins.
    await confirmDemoCheckout(user, "annual");
    expect(await hasActiveSubscription(user.id)).toBe(true);
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
    await expect(confirmDemoCheckout(user, "monthly")).rejects.toMatchObject({ status: 404, code: "not_found:demo_billing" });
    await expect(cancelDemoSubscription(user)).rejects.toMatchObject({ code: "not_found:demo_billing" });
    expect(await hasActiveSubscription(user.id)).toBe(false);
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
  });
});
