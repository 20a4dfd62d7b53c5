import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { startStripeStub, stripeSubscription, type StripeStub } from "../support/stripe-stub-server.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { handleStripeWebhook } from "../../lib/billing/webhook.ts";
import { hasActiveSubscription, paymentStatus } from "../../lib/billing/subscription-state.ts";
import { POST as webhookRoute } from "../../app/api/v1/payments/webhook/route.ts";

const captured = vi.hoisted(() => [] as { distinctId: string; event: string; props: unknown }[]);
vi.mock("../../lib/analytics/server.ts", () => ({
  captureServerEvent: async (distinctId: string, event: string, props: unknown) => {
    captured.push({ distinctId, event, props });
  },
}));

const SECRET = "whsec_test_berea";
const stripe = new Stripe("sk_test_signing_only");
let seq = 0;

const testDb = withTestDb({
  env: {
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_PRICE_MONTHLY: "price_monthly_test",
    STRIPE_PRICE_ANNUAL: "price_annual_test",
  },
});
beforeEach(() => {
  captured.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function newUser(): Promise<string> {
  const u = await testDb.db.prisma.user.create({ data: { email: `u${++seq}-${Date.now()}@example.com` } });
  return u.id;
}

interface Ev {
  id?: string;
  type: string;
  created: number;
  object: unknown;
}

function eventJson(e: Ev): string {
  return JSON.stringify({
    id: e.id ?? `evt_${++seq}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: e.type,
    created: e.created,
    data: { object: e.object },
    livemode: false,
  });
}

/** Signs with the real SDK's helper, as Stripe itself would. */
function signed(payload: string, opts: { secret?: string; timestamp?: number } = {}): string {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? SECRET,
    timestamp: opts.timestamp,
  });
}

async function deliver(e: Ev) {
  const payload = eventJson(e);
  return handleStripeWebhook(payload, signed(payload));
}

function routeRequest(payload: string, signature: string | null): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["stripe-signature"] = signature;
  return new Request("http://localhost/api/v1/payments/webhook", { method: "POST", body: payload, headers });
}

const T0 = Math.floor(Date.now() / 1000) - 3600;
const future = new Date(Date.now() + 20 * 86_400_000);
const past = new Date(Date.now() - 86_400_000);

/** The user's subscription, with the ids checkoutCompleted gives their checkout (sub_<id>, cus_<id>). */
const subscriptionOf = (userId: string, fields: Omit<Parameters<typeof stripeSubscription>[0], "id" | "customer">) =>
  stripeSubscription({ id: `sub_${userId}`, customer: `cus_${userId}`, ...fields });

function checkoutCompleted(userId: string, sub: unknown, created = T0) {
  return {
    type: "checkout.session.completed",
    created,
    object: {
      id: `cs_${++seq}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: userId,
      customer: `cus_${userId}`,
      subscription: sub,
      payment_status: "paid",
    },
  };
}

describe(`POST payments/webhook (${TEST_DB_KIND})`, () => {
  it("a validly signed checkout.session.completed makes the user a subscriber", async () => {
    const userId = await newUser();
    const sub = subscriptionOf(userId, { status: "active", periodEnd: future });
    const payload = eventJson(checkoutCompleted(userId, sub));
    const res = await webhookRoute(routeRequest(payload, signed(payload)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: "applied" });
    expect(await hasActiveSubscription(userId)).toBe(true);
    expect(await paymentStatus(userId)).toEqual({ has_paid: true, message: "Tu suscripción está activa." });
    const row = await testDb.db.prisma.subscription.findUnique({ where: { userId } });
    expect(row).toMatchObject({
      stripeCustomerId: `cus_${userId}`,
      stripeSubscriptionId: `sub_${userId}`,
      priceId: "price_monthly_test",
      plan: "monthly",
      status: "active",
      provider: "stripe",
    });
    expect(row?.currentPeriodEnd?.getTime()).toBe(Math.floor(future.getTime() / 1000) * 1000);
    expect(captured).toEqual([
      { distinctId: userId, event: "subscription started", props: { plan: "monthly", provider: "stripe" } },
    ]);
  });

  it("rejects a bad signature, a missing signature and a stale timestamp with 400 and changes nothing", async () => {
    const userId = await newUser();
    const sub = subscriptionOf(userId, { status: "active" });
    const payload = eventJson(checkoutCompleted(userId, sub));
    const eventsBefore = await testDb.db.prisma.processedWebhookEvent.count();
    const cases = [
      signed(payload, { secret: "whsec_someone_else" }),
      null,
      // Stripe's default tolerance is five minutes: a captured request replayed later is refused.
      signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      // Signed over a different body than the one sent.
      signed(payload.replace("active", "trialing")),
    ];
    for (const signature of cases) {
      const res = await webhookRoute(routeRequest(payload, signature));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "bad_request:webhook_signature", detail: "Firma de webhook inválida." });
    }
    expect(await hasActiveSubscription(userId)).toBe(false);
    expect(await testDb.db.prisma.processedWebhookEvent.count()).toBe(eventsBefore);
  });

  it("applies a replayed event id once: a later change is not undone by the replay", async () => {
    const userId = await newUser();
    const sub = subscriptionOf(userId, { status: "active", periodEnd: future });
    const first = { ...checkoutCompleted(userId, sub), id: `evt_once_${userId}` };
    expect(await deliver(first)).toMatchObject({ outcome: "applied" });
    await deliver({ type: "customer.subscription.deleted", created: T0 + 10, object: { ...sub, status: "canceled" } });
    expect(await hasActiveSubscription(userId)).toBe(false);
    // Same id, fresh signature (Stripe's retries are re-signed).
    expect(await deliver({ ...first, created: T0 + 20 })).toEqual({ outcome: "duplicate" });
    expect(await hasActiveSubscription(userId)).toBe(false);
    expect(captured).toHaveLength(1);
  });

  it("processes simultaneous deliveries of one event exactly once", async () => {
    const userId = await newUser();
    const sub = subscriptionOf(userId, { status: "active" });
    const payload = eventJson({ ...checkoutCompleted(userId, sub), id: `evt_race_${userId}` });
    const results = await Promise.all(Array.from({ length: 8 }, () => handleStripeWebhook(payload, signed(payload))));
    expect(results.filter((r) => r.outcome === "applied")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(7);
    expect(captured).toHaveLength(1);
  });

  it("ignores events older than the last one applied (out of order)", async () => {
    const userId = await newUser();
    const base = { id: `sub_${userId}`, customer: `cus_${userId}`, userId, periodEnd: future };
    // updated(active) arrives before created(incomplete), which is older.
    expect(
      await deliver({
        type: "customer.subscription.updated",
        created: T0 + 5,
        object: stripeSubscription({ ...base, status: "active" }),
      }),
    ).toMatchObject({ outcome: "applied" });
    expect(
      await deliver({
        type: "customer.subscription.created",
        created: T0,
        object: stripeSubscription({ ...base, status: "incomplete" }),
      }),
    ).toMatchObject({ outcome: "stale" });
    expect(await hasActiveSubscription(userId)).toBe(true);
    // deleted, then a late "updated: active" from before the deletion.
    await deliver({
      type: "customer.subscription.deleted",
      created: T0 + 30,
      object: stripeSubscription({ ...base, status: "canceled" }),
    });
    expect(
      await deliver({
        type: "customer.subscription.updated",
        created: T0 + 20,
        object: stripeSubscription({ ...base, status: "active" }),
      }),
    ).toMatchObject({ outcome: "stale" });
    expect(await hasActiveSubscription(userId)).toBe(false);
  });

  it("orders events of the same second by lifecycle: incomplete never replaces active, nothing revives a canceled one", async () => {
    const userId = await newUser();
    const base = { id: `sub_${userId}`, customer: `cus_${userId}`, userId, periodEnd: future };
    await deliver({
      type: "customer.subscription.updated",
      created: T0,
      object: stripeSubscription({ ...base, status: "active" }),
    });
    await deliver({
      type: "customer.subscription.created",
      created: T0,
      object: stripeSubscription({ ...base, status: "incomplete" }),
    });
    expect(await hasActiveSubscription(userId)).toBe(true);
    await deliver({
      type: "customer.subscription.deleted",
      created: T0 + 1,
      object: stripeSubscription({ ...base, status: "canceled" }),
    });
    await deliver({
      type: "customer.subscription.updated",
      created: T0 + 1,
      object: stripeSubscription({ ...base, status: "active" }),
    });
    expect(await hasActiveSubscription(userId)).toBe(false);
  });

  it("a subscription event that arrives before checkout finds its user through the metadata set at checkout", async () => {
    const userId = await newUser();
    const sub = subscriptionOf(userId, { status: "active", userId });
    expect(await deliver({ type: "customer.subscription.created", created: T0, object: sub })).toMatchObject({
      outcome: "applied",
      userId,
    });
    expect(await hasActiveSubscription(userId)).toBe(true);
  });

  it("does not record an event for a customer it cannot place, so Stripe's redelivery applies it later", async () => {
    const userId = await newUser();
    const sub = subscriptionOf(userId, { status: "past_due", periodEnd: future });
    const early = { id: `evt_early_${userId}`, type: "customer.subscription.updated", created: T0 + 50, object: sub };
    expect(await deliver(early)).toEqual({ outcome: "unknown_customer" });
    await deliver(checkoutCompleted(userId, subscriptionOf(userId, { status: "active", periodEnd: future }), T0));
    expect(await deliver(early)).toMatchObject({ outcome: "applied" });
    expect(await paymentStatus(userId)).toMatchObject({ has_paid: true });
    expect((await testDb.db.prisma.subscription.findUnique({ where: { userId } }))?.status).toBe("past_due");
  });

  it("invoice.payment_failed moves a paying subscription to past_due, which pays until the period ends", async () => {
    const userId = await newUser();
    const subId = `sub_${userId}`;
    await deliver(
      checkoutCompleted(
        userId,
        stripeSubscription({ id: subId, customer: `cus_${userId}`, status: "active", periodEnd: future }),
      ),
    );
    const invoice = {
      id: `in_${userId}`,
      object: "invoice",
      customer: `cus_${userId}`,
      parent: { type: "subscription_details", subscription_details: { subscription: subId } },
    };
    expect(await deliver({ type: "invoice.payment_failed", created: T0 + 100, object: invoice })).toMatchObject({
      outcome: "applied",
      hasPaid: true,
    });
    expect((await testDb.db.prisma.subscription.findUnique({ where: { userId } }))?.status).toBe("past_due");
    expect((await paymentStatus(userId)).message).toMatch(/^No pudimos cobrar tu último pago/);
    // Stripe's own update once retries are exhausted.
    await deliver({
      type: "customer.subscription.updated",
      created: T0 + 200,
      object: stripeSubscription({ id: subId, customer: `cus_${userId}`, status: "unpaid", periodEnd: future }),
    });
    expect(await hasActiveSubscription(userId)).toBe(false);
  });

  it("invoice.payment_failed in the older API shape (subscription on the invoice) is understood too", async () => {
    const userId = await newUser();
    const subId = `sub_${userId}`;
    await deliver(
      checkoutCompleted(
        userId,
        stripeSubscription({ id: subId, customer: `cus_${userId}`, status: "active", periodEnd: past }),
      ),
    );
    await deliver({
      type: "invoice.payment_failed",
      created: T0 + 100,
      object: { id: "in_old", object: "invoice", customer: `cus_${userId}`, subscription: subId },
    });
    // The paid period is already over: past_due no longer pays.
    expect(await paymentStatus(userId)).toMatchObject({ has_paid: false });
  });

  const everyStatus: [string, Date, boolean][] = [
    ["active", future, true],
    ["trialing", future, true],
    ["past_due", future, true],
    ["past_due", past, false],
    ["incomplete", future, false],
    ["incomplete_expired", future, false],
    ["unpaid", future, false],
    ["canceled", future, false],
    ["paused", future, false],
  ];
  it.each(everyStatus)(
    "customer.subscription.updated with status %s (period end %s) → has_paid %s",
    async (status, periodEnd, expected) => {
      const userId = await newUser();
      const base = { id: `sub_${userId}`, customer: `cus_${userId}`, periodEnd };
      await deliver(checkoutCompleted(userId, stripeSubscription({ ...base, status: "active" }), T0));
      await deliver({
        type: "customer.subscription.updated",
        created: T0 + 1,
        object: stripeSubscription({ ...base, status }),
      });
      expect(await hasActiveSubscription(userId)).toBe(expected);
      const status_ = await paymentStatus(userId);
      expect(status_.has_paid).toBe(expected);
      expect(status_.message.length).toBeGreaterThan(10);
    },
  );

  it("a cancellation scheduled for the period end keeps access and says so", async () => {
    const userId = await newUser();
    const base = { id: `sub_${userId}`, customer: `cus_${userId}`, periodEnd: future };
    await deliver(checkoutCompleted(userId, stripeSubscription({ ...base, status: "active" })));
    await deliver({
      type: "customer.subscription.updated",
      created: T0 + 1,
      object: stripeSubscription({ ...base, status: "active", cancelAtPeriodEnd: true }),
    });
    const s = await paymentStatus(userId);
    expect(s.has_paid).toBe(true);
    expect(s.message).toMatch(/^Tu suscripción está activa hasta el .+ y no se renovará\.$/);
  });

  it("the end of an old subscription does not end a newer one of the same user", async () => {
    const userId = await newUser();
    await deliver(
      checkoutCompleted(
        userId,
        stripeSubscription({ id: `sub_old_${userId}`, customer: `cus_${userId}`, status: "active", periodEnd: future }),
        T0,
      ),
    );
    await deliver(
      checkoutCompleted(
        userId,
        stripeSubscription({ id: `sub_new_${userId}`, customer: `cus_${userId}`, status: "active", periodEnd: future }),
        T0 + 10,
      ),
    );
    await deliver({
      type: "customer.subscription.deleted",
      created: T0 + 20,
      object: stripeSubscription({ id: `sub_old_${userId}`, customer: `cus_${userId}`, status: "canceled" }),
    });
    expect(await hasActiveSubscription(userId)).toBe(true);
  });

  it("records and ignores event types it does not act on, and checkouts that are not subscriptions", async () => {
    expect(
      await deliver({ type: "charge.succeeded", created: T0, object: { id: "ch_1", object: "charge" } }),
    ).toMatchObject({ outcome: "ignored" });
    const userId = await newUser();
    expect(
      await deliver({
        type: "checkout.session.completed",
        created: T0,
        object: { id: "cs_pay", mode: "payment", client_reference_id: userId },
      }),
    ).toMatchObject({ outcome: "ignored" });
    expect(await hasActiveSubscription(userId)).toBe(false);
  });

  it("a user with no subscription row has no access and a plain message", async () => {
    const userId = await newUser();
    expect(await paymentStatus(userId)).toEqual({ has_paid: false, message: "No tienes una suscripción activa." });
  });
});

describe(`webhook with Stripe's API configured (${TEST_DB_KIND})`, () => {
  let stub: StripeStub;
  beforeAll(async () => {
    stub = await startStripeStub();
    process.env.STRIPE_SECRET_KEY = "sk_test_berea_stub";
    process.env.STRIPE_API_BASE = stub.url;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    resetEnvCache();
    await stub.close();
  });

  it("checkout.session.completed that only names the subscription reads its state from Stripe", async () => {
    const userId = await newUser();
    const subId = `sub_fetch_${userId}`;
    stub.on(`GET /v1/subscriptions/${subId}`, {
      body: stripeSubscription({
        id: subId,
        customer: `cus_${userId}`,
        status: "trialing",
        priceId: "price_annual_test",
        interval: "year",
        periodEnd: future,
      }),
    });
    expect(await deliver(checkoutCompleted(userId, subId))).toMatchObject({ outcome: "applied", hasPaid: true });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /v1/subscriptions/${subId}`);
    expect(stub.requests[0].headers.authorization).toBe("Bearer sk_test_berea_stub");
    expect(await testDb.db.prisma.subscription.findUnique({ where: { userId } })).toMatchObject({
      status: "trialing",
      plan: "annual",
      priceId: "price_annual_test",
    });
  });

  it("when Stripe cannot be read, a paid checkout still grants access", async () => {
    const userId = await newUser();
    stub.on("GET /v1/subscriptions/", { status: 500, body: { error: { type: "api_error", message: "boom" } } });
    expect(await deliver(checkoutCompleted(userId, `sub_unreadable_${userId}`))).toMatchObject({
      outcome: "applied",
      hasPaid: true,
    });
    expect(await hasActiveSubscription(userId)).toBe(true);
  });
});
