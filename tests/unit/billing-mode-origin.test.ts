import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { resetEnvCache, validateEnv } from "../../lib/env.ts";
import { assertBillingConfig, billingMode, missingStripeVariables, STRIPE_VARIABLES } from "../../lib/billing/mode.ts";
import { createUserWithSession, sessionJar, type TestUser } from "./chat-helpers.ts";

// Billing mode is explicit (demo only with no Stripe variable at all; a partial Stripe set stops the
// server at start), and every state-changing route refuses a request from another site's page.
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const { POST: checkout } = await import("../../app/api/v1/payments/checkout/route.ts");
const { POST: demoCheckout } = await import("../../app/api/v1/payments/demo/checkout/route.ts");
const { POST: demoCancel } = await import("../../app/api/v1/payments/demo/cancel/route.ts");
const { POST: freeChat } = await import("../../app/api/v1/chat/free-chat/route.ts");
const { GET: logout } = await import("../../app/api/v1/auth/logout/route.ts");

let ana: TestUser;

function clearStripe() {
  for (const v of STRIPE_VARIABLES) delete process.env[v];
  resetEnvCache();
}

const testDb = withTestDb({ env: Object.fromEntries(STRIPE_VARIABLES.map((v) => [v, undefined])) });
beforeAll(async () => {
  ana = await createUserWithSession(testDb.db, "ana");
});
beforeEach(() => {
  clearStripe();
  sessionJar.token = ana.token;
});

const post = (path: string, body: unknown, origin?: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost", ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
const hasPaidRow = async () => (await testDb.db.prisma.subscription.count({ where: { userId: ana.id } })) > 0;

describe("billing mode", () => {
  const FULL = {
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    STRIPE_PRICE_MONTHLY: "price_m",
    STRIPE_PRICE_ANNUAL: "price_a",
  };

  it("is demo with no Stripe variable, Stripe with a complete set", () => {
    expect(billingMode({})).toBe("demo");
    expect(missingStripeVariables({})).toEqual([]);
    expect(billingMode(FULL)).toBe("stripe");
    expect(missingStripeVariables(FULL)).toEqual([]);
    expect(
      missingStripeVariables({
        ...FULL,
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk",
        NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: "prctbl",
      }),
    ).toEqual([]);
  });

  it("a partial Stripe configuration names what is missing", () => {
    expect(missingStripeVariables({ STRIPE_SECRET_KEY: "sk" })).toEqual([
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_MONTHLY",
      "STRIPE_PRICE_ANNUAL",
    ]);
    expect(missingStripeVariables({ ...FULL, NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: "prctbl" })).toEqual([
      "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    ]);
    expect(missingStripeVariables({ NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: "prctbl" })).toContain("STRIPE_SECRET_KEY");
    expect(() => assertBillingConfig({ STRIPE_SECRET_KEY: "sk" })).toThrow(
      /Missing: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL/,
    );
  });

  it("stops start-up (validateEnv, run by instrumentation.ts) on a partial configuration", () => {
    process.env.NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID = "prctbl_123";
    resetEnvCache();
    expect(() => validateEnv()).toThrow(/STRIPE_SECRET_KEY/);
    clearStripe();
    expect(() => validateEnv()).not.toThrow();
  });

  it(`with any Stripe variable set, no demo route grants has_paid (${TEST_DB_KIND})`, async () => {
    process.env.NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID = "prctbl_123";
    resetEnvCache();
    const res = await demoCheckout(post("/api/v1/payments/demo/checkout", { plan: "monthly" }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found:demo_billing" });
    expect(await hasPaidRow()).toBe(false);
  });
});

describe(`cross-site requests (${TEST_DB_KIND})`, () => {
  const EVIL = "https://evil.example";

  it("payments/checkout and the demo billing routes refuse a foreign Origin with 403 and change nothing", async () => {
    for (const [route, path] of [
      [checkout, "/api/v1/payments/checkout"],
      [demoCheckout, "/api/v1/payments/demo/checkout"],
      [demoCancel, "/api/v1/payments/demo/cancel"],
    ] as const) {
      const res = await route(post(path, { plan: "monthly" }, EVIL));
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: "forbidden:origin" });
    }
    expect(await hasPaidRow()).toBe(false);
    // The same request from this site works.
    const ok = await demoCheckout(post("/api/v1/payments/demo/checkout", { plan: "monthly" }, "http://localhost"));
    expect(ok.status).toBe(200);
    expect(await hasPaidRow()).toBe(true);
  });

  it("free-chat refuses a foreign Origin (another site cannot spend a visitor's guest allowance)", async () => {
    const req = post("/api/v1/chat/free-chat", { text: "Salmo 23" }, EVIL);
    req.headers.set("X-Guest-Session-ID", randomUUID());
    const res = await freeChat(req);
    expect(res.status).toBe(403);
  });

  it("auth/logout (a GET that deletes the session) refuses a cross-site request and keeps the session", async () => {
    const req = new Request("http://localhost/api/v1/auth/logout", {
      headers: { "sec-fetch-site": "cross-site", cookie: `next-auth.session-token=${ana.token}` },
    });
    const res = await logout(req as never);
    expect(res.status).toBe(403);
    expect(await testDb.db.prisma.session.count({ where: { sessionToken: ana.token } })).toBe(1);
  });
});
