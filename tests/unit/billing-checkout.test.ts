import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { startStripeStub, stripeSubscription, type StripeStub } from "../support/stripe-stub-server.ts";
import { resetEnvCache } from "../../lib/env.ts";
import type { SessionUser } from "../../lib/auth/session.ts";
import { createCheckout } from "../../lib/billing/checkout.ts";
import { billingPortalUrl } from "../../lib/billing/portal.ts";
import { applyBillingEvent } from "../../lib/billing/apply-event.ts";

const APP = "https://berea.test";
let stub: StripeStub;
let seq = 0;

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

const STRIPE_ENV = () => ({
  STRIPE_SECRET_KEY: "sk_test_checkout",
  STRIPE_API_BASE: stub.url,
  STRIPE_PRICE_MONTHLY: "price_1Monthly",
  STRIPE_PRICE_ANNUAL: "price_1Annual",
  STRIPE_PORTAL_URL: undefined,
});

const testDb = withTestDb();
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(async () => {
  setEnv({
    STRIPE_SECRET_KEY: undefined,
    STRIPE_API_BASE: undefined,
    STRIPE_PRICE_MONTHLY: undefined,
    STRIPE_PRICE_ANNUAL: undefined,
    STRIPE_PORTAL_URL: undefined,
  });
  await stub.close();
});
beforeEach(() => {
  stub.reset();
  stub.on("POST /v1/checkout/sessions", (r) => ({
    body: {
      id: "cs_test_123",
      object: "checkout.session",
      url: `https://checkout.stripe.test/c/pay/cs_test_123?for=${r.form.client_reference_id}`,
    },
  }));
  stub.on("POST /v1/billing_portal/sessions", {
    body: { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session/bps_1" },
  });
  setEnv(STRIPE_ENV());
});

async function newUser(email: string | null = `ana${++seq}@example.com`): Promise<SessionUser> {
  const u = await testDb.db.prisma.user.create({ data: { email } });
  return { id: u.id, email, first_name: null, last_name: null, profile_picture_url: null };
}

async function subscribe(user: SessionUser, status = "active") {
  await applyBillingEvent(
    {
      id: `evt_${user.id}_${status}`,
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: stripeSubscription({ id: `sub_${user.id}`, customer: `cus_${user.id}`, status, userId: user.id }),
      },
    },
    { provider: "stripe" },
  );
}

describe(`POST payments/checkout, Stripe mode (${TEST_DB_KIND})`, () => {
  it("creates the Checkout Session on the server with exactly the agreed fields and returns its url", async () => {
    const user = await newUser();
    const { url } = await createCheckout(user, "monthly", APP);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/cs_test_123?for=${user.id}`);
    expect(stub.requests).toHaveLength(1);
    const [req] = stub.requests;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/checkout/sessions");
    expect(req.headers.authorization).toBe("Bearer sk_test_checkout");
    expect(req.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req.form).toEqual({
      mode: "subscription",
      "line_items[0][price]": "price_1Monthly",
      "line_items[0][quantity]": "1",
      locale: "es",
      billing_address_collection: "auto",
      customer_email: user.email,
      client_reference_id: user.id,
      "subscription_data[metadata][user_id]": user.id,
      success_url: `${APP}/chat?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP}/chat`,
    });
  });

  it("uses the annual price for the annual plan", async () => {
    const user = await newUser();
    await createCheckout(user, "annual", APP);
    expect(stub.requests[0].form["line_items[0][price]"]).toBe("price_1Annual");
  });

  it("sends no customer_email for a user without e-mail, and the known customer for a returning one", async () => {
    const noEmail = await newUser(null);
    await createCheckout(noEmail, "monthly", APP);
    expect(stub.requests[0].form).not.toHaveProperty("customer_email");

    const returning = await newUser();
    await subscribe(returning, "canceled");
    await createCheckout(returning, "monthly", APP);
    expect(stub.requests[1].form.customer).toBe(`cus_${returning.id}`);
    expect(stub.requests[1].form).not.toHaveProperty("customer_email");
  });

  it("a missing price id is a 503 with a Spanish sentence, and the operator's log names the variable", async () => {
    setEnv({ ...STRIPE_ENV(), STRIPE_PRICE_ANNUAL: undefined });
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await newUser();
    await expect(createCheckout(user, "annual", APP)).rejects.toMatchObject({
      status: 503,
      code: "unavailable:billing_plan",
    });
    expect(String(err.mock.calls[0]?.[0])).toContain("STRIPE_PRICE_ANNUAL");
    expect(stub.requests).toHaveLength(0);
  });

  it("Stripe refusing the session is a 502 upstream:billing, logged", async () => {
    stub.on("POST /v1/checkout/sessions", {
      status: 400,
      body: { error: { type: "invalid_request_error", message: "No such price" } },
    });
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await newUser();
    await expect(createCheckout(user, "monthly", APP)).rejects.toMatchObject({ status: 502, code: "upstream:billing" });
    expect(err).toHaveBeenCalledOnce();
  });

  it("someone already paying is sent to the portal instead of paying twice", async () => {
    setEnv({ ...STRIPE_ENV(), STRIPE_PORTAL_URL: "https://billing.stripe.test/p/login/abc" });
    const user = await newUser();
    await subscribe(user);
    const { url } = await createCheckout(user, "monthly", APP);
    expect(url).toBe(`https://billing.stripe.test/p/login/abc?prefilled_email=${encodeURIComponent(user.email!)}`);
    expect(stub.requests).toHaveLength(0);
  });
});

describe(`GET payments/portal, Stripe mode (${TEST_DB_KIND})`, () => {
  it("gives the portal login link prefilled with the user's e-mail", async () => {
    setEnv({ ...STRIPE_ENV(), STRIPE_PORTAL_URL: "https://billing.stripe.test/p/login/abc" });
    const user = await newUser("maría+fe@example.com");
    const { url } = await billingPortalUrl(user, APP);
    expect(new URL(url).searchParams.get("prefilled_email")).toBe("maría+fe@example.com");
    expect(url.startsWith("https://billing.stripe.test/p/login/abc?")).toBe(true);
  });

  it("creates a portal session on the server for a known customer when no portal link is set", async () => {
    const user = await newUser();
    await subscribe(user);
    const { url } = await billingPortalUrl(user, APP);
    expect(url).toBe("https://billing.stripe.test/p/session/bps_1");
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].path).toBe("/v1/billing_portal/sessions");
    expect(stub.requests[0].form).toEqual({ customer: `cus_${user.id}`, return_url: `${APP}/account` });
  });

  it("with neither a portal link nor a customer, says there is no subscription yet", async () => {
    const user = await newUser();
    await expect(billingPortalUrl(user, APP)).rejects.toMatchObject({ status: 404, code: "not_found:subscription" });
  });
});

describe(`demo billing urls (${TEST_DB_KIND})`, () => {
  it("without STRIPE_SECRET_KEY checkout and portal are our demo pages, and Stripe is never called", async () => {
    setEnv({ STRIPE_SECRET_KEY: undefined });
    const user = await newUser();
    expect(await createCheckout(user, "annual", APP)).toEqual({ url: `${APP}/demo/checkout?plan=annual` });
    expect(await billingPortalUrl(user, APP)).toEqual({ url: `${APP}/demo/portal` });
    expect(stub.requests).toHaveLength(0);
  });
});
