import { beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/api/errors.ts";
import { signUpLocal, signUpSchema } from "../../lib/auth/local-accounts.ts";
import { resendEmailVerification, verifyEmail, VERIFY_LINK_TTL_MS } from "../../lib/auth/email-verification.ts";
import { emailConfirmationRequired, reserveAnswer, UNCONFIRMED_GRACE_MS } from "../../lib/quota/index.ts";
import { linkIn, type TestSmtpServer, type ReceivedMail } from "../support/smtp-server.ts";
import { withTestDb } from "../support/test-db.ts";
import { mailToTestSmtp } from "../support/smtp-mailer.ts";
import { codeOf } from "../support/app-error.ts";

const BASE = "http://berea.test";

let smtp: TestSmtpServer;
let n = 0;
const uniqueEmail = (label: string) => `${label}-${++n}-${Date.now().toString(36)}@example.com`;
const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail, "/cuenta/confirmar")).searchParams.get("token")!;

describe("e-mail confirmation of local accounts", () => {
  const t = withTestDb({
    env: { SIGNUP_IP_HOURLY_LIMIT: "1000", FREE_DAILY_LIMIT: "5", MAIL_FROM: "Berea <hola@berea.test>" },
  });
  mailToTestSmtp((server) => (smtp = server));
  beforeEach(() => smtp.reset());

  async function signUp(label: string) {
    const email = uniqueEmail(label);
    const s = await signUpLocal(
      signUpSchema.parse({ email, password: "clave-de-prueba-123", firstName: "Rut" }),
      "10.20.0.1",
      { baseUrl: BASE },
    );
    await s.verification;
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Confirma"));
    return { email, userId: s.userId, mail };
  }

  /** Moves the account's sign-up back in time, as if it had been created `ms` ago. */
  const age = (userId: string, ms: number) =>
    t.db.raw.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [userId, new Date(Date.now() - ms)]);

  it("sends a link at sign-up that confirms the address; opening it again is not an error", async () => {
    const a = await signUp("confirma");
    expect(a.mail.text).toContain("Hola, Rut:");
    expect(linkIn(a.mail, "/cuenta/confirmar").startsWith(`${BASE}/cuenta/confirmar?token=`)).toBe(true);
    const token = tokenOf(a.mail);
    expect(await verifyEmail({ token })).toEqual({ userId: a.userId, status: "verified" });
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
    expect(row.emailVerified).toBeInstanceOf(Date);
    expect(await verifyEmail({ token })).toEqual({ userId: a.userId, status: "already_verified" });
  });

  it("refuses an expired or unknown link with stable codes", async () => {
    const a = await signUp("expira");
    const late = new Date(Date.now() + VERIFY_LINK_TTL_MS + 60_000);
    expect(await codeOf(verifyEmail({ token: tokenOf(a.mail), now: late }))).toBe("validation:verify_link_expired");
    expect(await codeOf(verifyEmail({ token: "y".repeat(43) }))).toBe("validation:verify_link_invalid");
    expect(await codeOf(verifyEmail({ token: "<script>" }))).toBe("validation:verify_link_invalid");
  });

  it("an unconfirmed account chats on its first day; after it, the allowance waits for the confirmation", async () => {
    const a = await signUp("primer-dia");
    expect(await emailConfirmationRequired({ userId: a.userId })).toBe(false);
    const unit = await reserveAnswer({ kind: "user", userId: a.userId, paid: false });
    await unit.release();

    await age(a.userId, UNCONFIRMED_GRACE_MS + 60_000);
    expect(await emailConfirmationRequired({ userId: a.userId })).toBe(true);
    const refused = await reserveAnswer({ kind: "user", userId: a.userId, paid: false }).catch((e: AppError) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("rate_limit:email_unverified");
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).detail).toMatch(/Confirma tu correo/);
    // Nothing was counted while refused.
    const [{ n: used }] = await t.db.raw.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM usage_counters WHERE key LIKE $1 AND count > 0`,
      [`free:${a.userId}:%`],
    );
    expect(used).toBe(0);
    // A subscriber is not held back.
    const paid = await reserveAnswer({ kind: "user", userId: a.userId, paid: true });
    await paid.release();

    await verifyEmail({ token: tokenOf(a.mail) });
    expect(await emailConfirmationRequired({ userId: a.userId })).toBe(false);
    await (await reserveAnswer({ kind: "user", userId: a.userId, paid: false })).release();
  });

  it("accounts of the hosted provider (no password) are never asked", async () => {
    const user = await t.db.prisma.user.create({ data: { email: uniqueEmail("oidc"), firstName: "Eva" } });
    await age(user.id, 30 * UNCONFIRMED_GRACE_MS);
    expect(await emailConfirmationRequired({ userId: user.id })).toBe(false);
  });

  it("resending gives a new link (the old one stops working) and is throttled to 3 an hour", async () => {
    const a = await signUp("reenvio");
    expect(await resendEmailVerification({ userId: a.userId, baseUrl: BASE })).toEqual({ status: "sent" });
    const second = await smtp.waitFor((m) => m.to.includes(a.email) && tokenOf(m) !== tokenOf(a.mail));
    expect(await codeOf(verifyEmail({ token: tokenOf(a.mail) }))).toBe("validation:verify_link_invalid");
    await resendEmailVerification({ userId: a.userId, baseUrl: BASE });
    await resendEmailVerification({ userId: a.userId, baseUrl: BASE });
    expect(await codeOf(resendEmailVerification({ userId: a.userId, baseUrl: BASE }))).toBe("rate_limit:verify_email");
    void second;
  });

  it("resending for a confirmed address sends nothing", async () => {
    const a = await signUp("ya");
    await verifyEmail({ token: tokenOf(a.mail) });
    smtp.reset();
    expect(await resendEmailVerification({ userId: a.userId, baseUrl: BASE })).toEqual({ status: "already_verified" });
    expect(smtp.messages).toHaveLength(0);
  });
});
