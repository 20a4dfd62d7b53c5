import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "../../lib/env.ts";
import { signInLocal, signInSchema, signUpLocal, signUpSchema } from "../../lib/auth/local-accounts.ts";
import { requestPasswordReset } from "../../lib/auth/password-recovery.ts";
import { sessionUserByToken } from "../../lib/auth/session.ts";
import { confirmDemoCheckout } from "../../lib/billing/demo.ts";
import { handleStripeWebhook } from "../../lib/billing/webhook.ts";
import { deleteAccount, REAUTH_WINDOW_MS } from "../../lib/account/delete.ts";
import { retainedSubscriptionFor } from "../../lib/db/queries/account-data.ts";
import { DELETE as deleteRoute, PATCH as patchRoute } from "../../app/api/v1/account/route.ts";
import { GET as exportRoute } from "../../app/api/v1/account/export/route.ts";
import { startStripeStub, stripeSubscription, type StripeStub } from "../support/stripe-stub-server.ts";
import { withTestDb } from "../support/test-db.ts";
import { sessionJar } from "./chat-helpers.ts";
import { codeOf } from "../support/app-error.ts";

vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const BASE = "http://localhost";
let n = 0;

const json = (method: string, body: unknown) =>
  new Request(`${BASE}/api/v1/account`, {
    method,
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(body),
  });

describe("ARCO on the account: export, rectification, deletion (demo billing)", () => {
  const t = withTestDb({ env: { SIGNUP_IP_HOURLY_LIMIT: "1000", LOGIN_MAX_ATTEMPTS: "50", APP_URL: BASE } });

  async function person(label: string) {
    const email = `${label}-${++n}-${Date.now().toString(36)}@example.com`;
    const password = `clave-de-${label}-123`;
    const s = await signUpLocal(
      signUpSchema.parse({ email, password, firstName: label, lastName: "Pérez" }),
      "10.30.0.1",
    );
    const thread = await t.db.prisma.conversation.create({ data: { userId: s.userId, title: `Hilo de ${label}` } });
    await t.db.prisma.chatMessage.createMany({
      data: [
        { userId: s.userId, conversationId: thread.id, sender: "user", text: `Pregunta secreta de ${label}` },
        {
          userId: s.userId,
          conversationId: thread.id,
          sender: "bot",
          text: `Respuesta para ${label}`,
          citations: [{ reference: "Juan 3:16", text: "Porque de tal manera amó Dios al mundo" }],
        },
      ],
    });
    await t.db.prisma.libraryItem.create({
      data: {
        userId: s.userId,
        bookOsis: "Ps",
        chapter: 23,
        verses: "1",
        reference: "Salmos 23:1",
        text: "Jehová es mi pastor",
        color: "amarillo",
        note: `Nota de ${label}`,
      },
    });
    return { email, password, userId: s.userId, token: s.sessionToken };
  }

  it("'Descargar mis datos' holds the person's profile, messages and saved passages, and nothing of another person or any secret", async () => {
    const ana = await person("ana");
    const beto = await person("beto");
    await t.db.prisma.account.create({
      data: {
        userId: ana.userId,
        type: "oidc",
        provider: "oidc",
        providerAccountId: "sub-ana",
        access_token: "provider-access-token-secreto",
        id_token: "provider-id-token-secreto",
      },
    });
    const { delivery } = await requestPasswordReset({ email: ana.email, ip: "10.31.0.1", baseUrl: BASE });
    await delivery;

    sessionJar.token = ana.token;
    const res = await exportRoute();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="berea-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: ana.userId, email: ana.email, first_name: "ana", last_name: "Pérez" });
    expect(data.profile.display_name).toBe("ana Pérez");
    expect(data.threads).toHaveLength(1);
    expect(data.threads[0].title).toBe("Hilo de ana");
    const messages = data.threads[0].messages;
    expect(messages.map((m: { text: string }) => m.text)).toEqual(["Pregunta secreta de ana", "Respuesta para ana"]);
    expect(messages[1].citations).toEqual([{ reference: "Juan 3:16", text: "Porque de tal manera amó Dios al mundo" }]);
    expect(data.library).toEqual([expect.objectContaining({ reference: "Salmos 23:1", note: "Nota de ana" })]);
    expect(data.subscription).toBeNull();
    expect(data.sign_in.providers).toEqual(["oidc"]);
    expect(data.sign_in.sessions).toHaveLength(1);

    // Nothing of Beto, and no secret of Ana's.
    for (const foreign of [beto.userId, beto.email, "Pregunta secreta de beto", "Hilo de beto", "Nota de beto"])
      expect(text).not.toContain(foreign);
    const [row] = await t.db.raw.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [
      ana.userId,
    ]);
    const [tok] = await t.db.raw.query<{ token_hash: string }>(
      `SELECT token_hash FROM account_tokens WHERE user_id = $1`,
      [ana.userId],
    );
    for (const secret of [
      row.password_hash,
      "$argon2",
      ana.token,
      tok.token_hash,
      "provider-access-token-secreto",
      "provider-id-token-secreto",
    ])
      expect(text).not.toContain(secret);

    sessionJar.token = undefined;
    expect((await exportRoute()).status).toBe(401);
  });

  it("rectification: first and last name can be edited and follow the display rules", async () => {
    const ana = await person("rect");
    sessionJar.token = ana.token;
    const me = async () => (await sessionUserByToken(ana.token))!;

    let res = await patchRoute(json("PATCH", { first_name: "  Ana   María ", last_name: "" }) as never);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ first_name: "Ana María", last_name: null });
    expect(await me()).toMatchObject({ first_name: "Ana María", last_name: null });
    const data = JSON.parse(await (await exportRoute()).text());
    expect(data.profile.display_name).toBe("Ana María");

    res = await patchRoute(json("PATCH", { first_name: "", last_name: "" }) as never);
    expect(await res.json()).toEqual({ first_name: null, last_name: null });
    expect(JSON.parse(await (await exportRoute()).text()).profile.display_name).toBe("No especificado");

    res = await patchRoute(json("PATCH", { first_name: "A".repeat(81), last_name: "López" }) as never);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: "validation:name" });
    res = await patchRoute(json("PATCH", { first_name: "Ana\u0000", last_name: "López" }) as never);
    expect(res.status).toBe(422);
    expect((await me()).last_name).toBeNull();
  });

  it("deletion asks for the password; a wrong one deletes nothing", async () => {
    const ana = await person("borra-mal");
    sessionJar.token = ana.token;
    const res = await deleteRoute(json("DELETE", { password: "no-es-la-clave" }) as never);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "forbidden:password" });
    expect(await t.db.prisma.user.count({ where: { id: ana.userId } })).toBe(1);
    expect(await t.db.prisma.chatMessage.count({ where: { userId: ana.userId } })).toBe(2);
  });

  it("deletion cancels the demo subscription, removes every row of the person, keeps the billing facts without them, and later webhooks change nothing", async () => {
    const ana = await person("borra");
    const other = await signInLocal(signInSchema.parse({ email: ana.email, password: ana.password }), "10.32.0.1");
    await confirmDemoCheckout(
      { id: ana.userId, email: ana.email, first_name: "ana", last_name: null, profile_picture_url: null },
      "monthly",
    );
    const sub = await t.db.prisma.subscription.findUniqueOrThrow({ where: { userId: ana.userId } });
    const beto = await person("sigue");

    sessionJar.token = ana.token;
    const res = await deleteRoute(json("DELETE", { password: ana.password }) as never);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, kept_billing: true });
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);

    for (const [table, column] of [
      ["users", "id"],
      ["sessions", "user_id"],
      ["accounts", "user_id"],
      ["chat_messages", "user_id"],
      ["conversations", "user_id"],
      ["library_items", "user_id"],
      ["subscriptions", "user_id"],
      ["account_tokens", "user_id"],
    ]) {
      const [{ n: left }] = await t.db.raw.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        [ana.userId],
      );
      expect(left, table).toBe(0);
    }
    expect(await sessionUserByToken(ana.token)).toBeNull();
    expect(await sessionUserByToken(other.sessionToken)).toBeNull();
    expect(
      await codeOf(signInLocal(signInSchema.parse({ email: ana.email, password: ana.password }), "10.32.0.2")),
    ).toBe("unauthorized:credentials");
    // Another person's data is untouched.
    expect(await t.db.prisma.chatMessage.count({ where: { userId: beto.userId } })).toBe(2);

    const kept = await retainedSubscriptionFor({ subscriptionId: sub.stripeSubscriptionId! });
    expect(kept).toMatchObject({ status: "canceled", plan: "monthly", provider: "demo" });
    expect(Object.keys(kept!)).not.toEqual(expect.arrayContaining(["user_id"]));
    expect(JSON.stringify(kept)).not.toContain(ana.email);

    // Stripe-shaped events for that subscription are answered (200) and change nothing.
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_after_delete";
    resetEnvCache();
    const payload = JSON.stringify({
      id: `evt_after_${n}`,
      object: "event",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: stripeSubscription({
          id: sub.stripeSubscriptionId!,
          customer: sub.stripeCustomerId!,
          status: "active",
          userId: ana.userId,
        }),
      },
    });
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_after_delete",
    });
    try {
      expect(await handleStripeWebhook(payload, signature)).toEqual({ outcome: "ignored", reason: "account deleted" });
    } finally {
      delete process.env.STRIPE_WEBHOOK_SECRET;
      resetEnvCache();
    }
    expect(await t.db.prisma.subscription.count({ where: { stripeSubscriptionId: sub.stripeSubscriptionId } })).toBe(0);
    expect(await t.db.prisma.user.count({ where: { id: ana.userId } })).toBe(0);
  });

  it("an account of the hosted provider (no password) is deleted only from a sign-in minutes old", async () => {
    const user = await t.db.prisma.user.create({ data: { email: `hosted-${++n}@example.com`, firstName: "Eva" } });
    const old = `tok-old-${n}`;
    const fresh = `tok-fresh-${n}`;
    await t.db.prisma.session.create({
      data: {
        userId: user.id,
        sessionToken: old,
        expires: new Date(Date.now() + 3600_000),
        createdAt: new Date(Date.now() - REAUTH_WINDOW_MS - 60_000),
      },
    });
    await t.db.prisma.session.create({
      data: { userId: user.id, sessionToken: fresh, expires: new Date(Date.now() + 3600_000) },
    });
    expect(await codeOf(deleteAccount({ userId: user.id, sessionToken: old, ip: "10.33.0.1" }))).toBe(
      "forbidden:reauth",
    );
    expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(1);
    const done = await deleteAccount({ userId: user.id, sessionToken: fresh, ip: "10.33.0.1" });
    expect(done.keptBilling).toBe(false);
    expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(0);
  });
});

describe("deleting an account with a Stripe subscription", () => {
  let stub: StripeStub;
  const t = withTestDb({
    env: {
      STRIPE_SECRET_KEY: "sk_test_delete",
      STRIPE_WEBHOOK_SECRET: "whsec_delete",
      STRIPE_PRICE_MONTHLY: "price_monthly_test",
      STRIPE_PRICE_ANNUAL: "price_annual_test",
      SIGNUP_IP_HOURLY_LIMIT: "1000",
    },
  });
  beforeAll(async () => {
    stub = await startStripeStub();
    process.env.STRIPE_API_BASE = stub.url;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.STRIPE_API_BASE;
    resetEnvCache();
    await stub.close();
  });
  beforeEach(() => stub.reset());

  async function subscriber(label: string) {
    const email = `${label}-${++n}@example.com`;
    const s = await signUpLocal(
      signUpSchema.parse({ email, password: "clave-stripe-123", firstName: label }),
      "10.34.0.1",
    );
    await t.db.prisma.subscription.create({
      data: {
        userId: s.userId,
        status: "active",
        plan: "annual",
        provider: "stripe",
        stripeCustomerId: `cus_${label}${n}`,
        stripeSubscriptionId: `sub_${label}${n}`,
        priceId: "price_annual_test",
        currentPeriodEnd: new Date(Date.now() + 200 * 86_400_000),
      },
    });
    return { userId: s.userId, token: s.sessionToken, subId: `sub_${label}${n}`, cusId: `cus_${label}${n}` };
  }

  it("cancels the subscription through Stripe's API before deleting, and keeps the stripped record", async () => {
    const p = await subscriber("pagador");
    stub.on("DELETE /v1/subscriptions/", (r) => ({
      body: stripeSubscription({
        id: r.path.split("/").pop()!,
        customer: p.cusId,
        status: "canceled",
        interval: "year",
      }),
    }));
    await deleteAccount({ userId: p.userId, sessionToken: p.token, password: "clave-stripe-123", ip: "10.35.0.1" });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /v1/subscriptions/${p.subId}`]);
    expect(await t.db.prisma.user.count({ where: { id: p.userId } })).toBe(0);
    expect(await retainedSubscriptionFor({ subscriptionId: p.subId })).toMatchObject({
      status: "canceled",
      plan: "annual",
      provider: "stripe",
      stripe_customer_id: p.cusId,
    });
  });

  it("when Stripe cannot cancel, nothing is deleted and the person is told to try later (502)", async () => {
    const p = await subscriber("fallo");
    stub.on("DELETE /v1/subscriptions/", { status: 500, body: { error: { type: "api_error", message: "boom" } } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(
        await codeOf(
          deleteAccount({ userId: p.userId, sessionToken: p.token, password: "clave-stripe-123", ip: "10.36.0.1" }),
        ),
      ).toBe("upstream:billing");
    } finally {
      logged.mockRestore();
    }
    expect(await t.db.prisma.user.count({ where: { id: p.userId } })).toBe(1);
    expect(await t.db.prisma.subscription.count({ where: { userId: p.userId } })).toBe(1);
  });

  it("a subscription Stripe no longer has does not stop the deletion", async () => {
    const p = await subscriber("ido");
    stub.on("DELETE /v1/subscriptions/", {
      status: 404,
      body: { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } },
    });
    await deleteAccount({ userId: p.userId, sessionToken: p.token, password: "clave-stripe-123", ip: "10.37.0.1" });
    expect(await t.db.prisma.user.count({ where: { id: p.userId } })).toBe(0);
  });
});
