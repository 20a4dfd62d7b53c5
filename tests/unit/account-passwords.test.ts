import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "../../lib/env.ts";
import { signInLocal, signInSchema, signUpLocal, signUpSchema } from "../../lib/auth/local-accounts.ts";
import {
  changePassword,
  endAllSessions,
  requestPasswordReset,
  resetPassword,
  RESET_LINK_TTL_MS,
} from "../../lib/auth/password-recovery.ts";
import { sessionUserByToken } from "../../lib/auth/session.ts";
import { hashLinkToken } from "../../lib/auth/account-tokens.ts";
import { POST as forgotRoute } from "../../app/api/v1/auth/password/forgot/route.ts";
import { POST as resetRoute } from "../../app/api/v1/auth/password/reset/route.ts";
import { linkIn, type TestSmtpServer, type ReceivedMail } from "../support/smtp-server.ts";
import { withTestDb } from "../support/test-db.ts";
import { mailToTestSmtp } from "../support/smtp-mailer.ts";
import { codeOf } from "../support/app-error.ts";

const BASE = "http://berea.test";

let smtp: TestSmtpServer;
let n = 0;
const uniqueEmail = (label: string) => `${label}-${++n}-${Date.now().toString(36)}@example.com`;
const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail, "/cuenta/restablecer")).searchParams.get("token")!;

async function newAccount(label: string, password = "clave-original-123") {
  const email = uniqueEmail(label);
  const s = await signUpLocal(signUpSchema.parse({ email, password, firstName: label }), "10.9.0.1");
  await s.verification;
  return { email, password, userId: s.userId, sessionToken: s.sessionToken };
}

async function mailedResetLink(email: string, ip = "10.1.0.1", now?: Date): Promise<string> {
  const { delivery } = await requestPasswordReset({ email, ip, baseUrl: BASE, now });
  await delivery;
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Restablece"));
  smtp.messages.splice(smtp.messages.indexOf(mail), 1);
  return tokenOf(mail);
}

const forgotRequest = (email: string, ip: string) =>
  new Request(`${BASE}/api/v1/auth/password/forgot`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-berea-client-ip": ip, origin: BASE },
    body: JSON.stringify({ email }),
  });

describe("password recovery and change (local accounts)", () => {
  const t = withTestDb({
    env: {
      LOGIN_MAX_ATTEMPTS: "50",
      SIGNUP_IP_HOURLY_LIMIT: "1000",
      APP_URL: BASE,
      MAIL_FROM: "Berea <hola@berea.test>",
    },
  });
  mailToTestSmtp((server) => (smtp = server));
  beforeEach(() => {
    delete process.env.OIDC_ISSUER;
    resetEnvCache();
  });

  it("POST forgot answers 202 the same way for a known and an unknown address; only the known one gets a link", async () => {
    const a = await newAccount("olvido");
    const unknown = uniqueEmail("nadie");
    const known = await forgotRoute(forgotRequest(a.email, "10.2.0.1") as never);
    const other = await forgotRoute(forgotRequest(unknown, "10.2.0.2") as never);
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    expect(await known.json()).toEqual(await other.json());
    const mail = await smtp.waitFor((m) => m.to.includes(a.email) && m.subject.includes("Restablece"));
    expect(mail.text).toContain("vence en 1 hora");
    expect(mail.html).toContain("/cuenta/restablecer?token=");
    expect(linkIn(mail, "/cuenta/restablecer").startsWith(`${BASE}/cuenta/restablecer?token=`)).toBe(true);
    // Only a hash of the token is stored.
    const token = tokenOf(mail);
    const rows = await t.db.raw.query<{ token_hash: string }>(
      `SELECT token_hash FROM account_tokens WHERE user_id = $1 AND purpose = 'password_reset'`,
      [a.userId],
    );
    expect(rows.map((r) => r.token_hash)).toEqual([hashLinkToken(token)]);
    expect(JSON.stringify(await t.db.raw.query(`SELECT * FROM account_tokens`))).not.toContain(token);
    expect(smtp.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("the mailed link never takes the request's Host, even with no APP_URL configured", async () => {
    const a = await newAccount("host-ajeno");
    delete process.env.APP_URL;
    delete process.env.NEXTAUTH_URL;
    resetEnvCache();
    const forged = new Request("http://evil.example/api/v1/auth/password/forgot", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-berea-client-ip": "10.2.9.1",
        host: "evil.example",
        origin: "http://evil.example",
      },
      body: JSON.stringify({ email: a.email }),
    });
    expect((await forgotRoute(forged as never)).status).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes(a.email) && m.subject.includes("Restablece"));
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    process.env.APP_URL = BASE;
    resetEnvCache();
    expect(linkIn(mail, "/cuenta/restablecer")).toMatch(/^http:\/\/localhost:\d+\/cuenta\/restablecer\?token=/);
    expect(mail.text + mail.html).not.toContain("evil.example");
  });

  it("reset sets the password, ends every session, and the link works once", async () => {
    const a = await newAccount("reset");
    const second = await signInLocal(signInSchema.parse({ email: a.email, password: a.password }), "10.3.0.1");
    const token = await mailedResetLink(a.email);

    const res = await resetRoute(
      new Request(`${BASE}/api/v1/auth/password/reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE },
        body: JSON.stringify({ token, password: "una-clave-nueva-456" }),
      }) as never,
    );
    expect(res.status).toBe(200);
    expect(await sessionUserByToken(a.sessionToken)).toBeNull();
    expect(await sessionUserByToken(second.sessionToken)).toBeNull();
    expect(await codeOf(signInLocal(signInSchema.parse({ email: a.email, password: a.password }), "10.3.0.2"))).toBe(
      "unauthorized:credentials",
    );
    const fresh = await signInLocal(
      signInSchema.parse({ email: a.email, password: "una-clave-nueva-456" }),
      "10.3.0.3",
    );
    expect((await sessionUserByToken(fresh.sessionToken))?.id).toBe(a.userId);

    const again = await resetRoute(
      new Request(`${BASE}/api/v1/auth/password/reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE },
        body: JSON.stringify({ token, password: "otra-clave-mas-789" }),
      }) as never,
    );
    expect(again.status).toBe(422);
    const body = (await again.json()) as { code: string; detail: string };
    expect(body.code).toBe("validation:reset_link_used");
    expect(body.detail).toMatch(/ya se usó/);
  });

  it("an expired link is refused with its own code; a garbled one too; neither changes the password", async () => {
    const a = await newAccount("vencido");
    const t0 = new Date();
    const token = await mailedResetLink(a.email, "10.4.0.1", t0);
    const late = new Date(t0.getTime() + RESET_LINK_TTL_MS + 60_000);
    expect(await codeOf(resetPassword({ token, password: "clave-tardia-123", now: late }))).toBe(
      "validation:reset_link_expired",
    );
    expect(await codeOf(resetPassword({ token: "x".repeat(43), password: "clave-tardia-123" }))).toBe(
      "validation:reset_link_invalid",
    );
    expect(await codeOf(resetPassword({ token: "no es un token", password: "clave-tardia-123" }))).toBe(
      "validation:reset_link_invalid",
    );
    expect((await sessionUserByToken(a.sessionToken))?.id).toBe(a.userId);
    await signInLocal(signInSchema.parse({ email: a.email, password: a.password }), "10.4.0.2");
  });

  it("only the newest link works", async () => {
    const a = await newAccount("dos-enlaces");
    const first = await mailedResetLink(a.email, "10.5.0.1");
    const second = await mailedResetLink(a.email, "10.5.0.1");
    expect(await codeOf(resetPassword({ token: first, password: "clave-nueva-primera" }))).toBe(
      "validation:reset_link_invalid",
    );
    expect(await codeOf(resetPassword({ token: second, password: "clave-nueva-segunda" }))).toBe("ok");
  });

  it("a link used while another request uses it passes only once", async () => {
    const a = await newAccount("carrera");
    const token = await mailedResetLink(a.email, "10.6.0.1");
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => codeOf(resetPassword({ token, password: `clave-simultanea-${i}x` }))),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r === "validation:reset_link_used")).toHaveLength(4);
  });

  it("throttles: an address gets at most 3 links an hour (still 202), a network 20 requests (then 429)", async () => {
    const a = await newAccount("limite");
    smtp.reset();
    for (let i = 0; i < 5; i++) {
      const { delivery } = await requestPasswordReset({ email: a.email, ip: `10.7.${i}.1`, baseUrl: BASE });
      await delivery;
    }
    await smtp.waitFor((m) => m.to.includes(a.email));
    expect(smtp.messages.filter((m) => m.to.includes(a.email))).toHaveLength(3);

    const codes: string[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(await codeOf(requestPasswordReset({ email: uniqueEmail("red"), ip: "10.8.0.1", baseUrl: BASE })));
    expect(codes.slice(0, 20).every((c) => c === "ok")).toBe(true);
    expect(codes[20]).toBe("rate_limit:password_reset");
  });

  it("with a hosted provider there is no password recovery", async () => {
    process.env.OIDC_ISSUER = "https://issuer.example.com";
    process.env.OIDC_CLIENT_ID = "c";
    process.env.OIDC_CLIENT_SECRET = "s";
    resetEnvCache();
    try {
      expect(await codeOf(requestPasswordReset({ email: "x@example.com", ip: "10.9.9.9", baseUrl: BASE }))).toBe(
        "not_found:route",
      );
    } finally {
      delete process.env.OIDC_CLIENT_ID;
      delete process.env.OIDC_CLIENT_SECRET;
    }
  });

  it("change asks for the current password, keeps this session, ends the others and sends a notice", async () => {
    const a = await newAccount("cambio");
    const other = await signInLocal(signInSchema.parse({ email: a.email, password: a.password }), "10.10.0.1");
    const wrong = changePassword({
      userId: a.userId,
      sessionToken: a.sessionToken,
      currentPassword: "no-es-la-clave",
      newPassword: "clave-cambiada-123",
      ip: "10.10.0.2",
    });
    expect(await codeOf(wrong)).toBe("forbidden:password");
    expect((await sessionUserByToken(other.sessionToken))?.id).toBe(a.userId);

    const done = await changePassword({
      userId: a.userId,
      sessionToken: a.sessionToken,
      currentPassword: a.password,
      newPassword: "clave-cambiada-123",
      ip: "10.10.0.2",
    });
    await done.notice;
    expect(done.endedSessions).toBe(1);
    expect((await sessionUserByToken(a.sessionToken))?.id).toBe(a.userId);
    expect(await sessionUserByToken(other.sessionToken)).toBeNull();
    const notice = await smtp.waitFor((m) => m.to.includes(a.email) && m.subject.includes("cambió"));
    expect(notice.text).toContain("¿Olvidaste tu contraseña?");
    await signInLocal(signInSchema.parse({ email: a.email, password: "clave-cambiada-123" }), "10.10.0.3");
  });

  it("'Cerrar sesión en todos los dispositivos' ends every session, this one too", async () => {
    const a = await newAccount("todas");
    const other = await signInLocal(signInSchema.parse({ email: a.email, password: a.password }), "10.11.0.1");
    expect(await endAllSessions({ userId: a.userId })).toBe(2);
    expect(await sessionUserByToken(a.sessionToken)).toBeNull();
    expect(await sessionUserByToken(other.sessionToken)).toBeNull();
  });

  it("a mail server that refuses the link is logged, and the answer is still the same 202", async () => {
    const a = await newAccount("sin-correo");
    smtp.refuseAll(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { delivery } = await requestPasswordReset({ email: a.email, ip: "10.12.0.1", baseUrl: BASE });
      await delivery;
      expect(logged.mock.calls.some((c) => String(c[0]).includes("password reset mail not sent"))).toBe(true);
    } finally {
      smtp.refuseAll(false);
      logged.mockRestore();
    }
  });
});
