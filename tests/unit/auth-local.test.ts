import { beforeEach, describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { signInLocal, signInSchema, signUpLocal, signUpSchema } from "../../lib/auth/local-accounts.ts";
import { sessionUserByToken } from "../../lib/auth/session.ts";
import { signOut } from "../../lib/auth/sign-out.ts";
import { authSecret, resetAuthSecretCache } from "../../lib/secrets/auth-secret.ts";
import { AppError } from "../../lib/api/errors.ts";
import { codeOf } from "../support/app-error.ts";

const kind = TEST_DB_KIND;

const signUp = (fields: Record<string, unknown>, ip = "10.0.0.1") => signUpLocal(signUpSchema.parse(fields), ip);
const signIn = (fields: Record<string, unknown>, ip = "10.0.0.1") => signInLocal(signInSchema.parse(fields), ip);

describe(`local accounts (${kind})`, () => {
  const testDb = withTestDb();
  beforeEach(() => {
    delete process.env.OIDC_ISSUER;
    process.env.LOGIN_MAX_ATTEMPTS = "3";
    process.env.SIGNUP_IP_HOURLY_LIMIT = "1000";
    resetEnvCache();
  });

  it("signs up with an argon2id hash and a database session that identifies the user", async () => {
    const s = await signUp({
      email: "  Ana@Example.com ",
      password: "mi-clave-de-ana",
      firstName: "Ana",
      lastName: "López",
    });
    expect(s.created).toBe(true);
    const row = await testDb.db.prisma.user.findUniqueOrThrow({ where: { id: s.userId } });
    expect(row.email).toBe("ana@example.com");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("mi-clave-de-ana");
    const user = await sessionUserByToken(s.sessionToken);
    expect(user).toEqual({
      id: s.userId,
      email: "ana@example.com",
      first_name: "Ana",
      last_name: "López",
      profile_picture_url: null,
    });
    expect(s.expires.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("validates e-mail, password length and first name with their own codes", () => {
    const issue = (fields: Record<string, unknown>) => signUpSchema.safeParse(fields).error?.issues[0]?.message;
    expect(issue({ email: "no-es-correo", password: "clave-de-prueba", firstName: "A" })).toBe("validation:email");
    expect(issue({ email: "a@b.mx", password: "123456789", firstName: "A" })).toBe("validation:password_short");
    expect(issue({ email: "a@b.mx", password: "clave-de-prueba", firstName: "  " })).toBe("validation:first_name");
    expect(signUpSchema.parse({ email: "a@b.mx", password: "clave-de-prueba", firstName: "A" }).lastName).toBeNull();
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    await signUp({ email: "beto@example.com", password: "correcta-123", firstName: "Beto" });
    const wrong = await signIn({ email: "beto@example.com", password: "incorrecta" }, "10.0.1.1").catch(
      (e: AppError) => e,
    );
    const unknown = await signIn({ email: "nadie@example.com", password: "incorrecta" }, "10.0.1.2").catch(
      (e: AppError) => e,
    );
    expect(wrong).toBeInstanceOf(AppError);
    expect(unknown).toBeInstanceOf(AppError);
    expect((wrong as AppError).toJSON()).toEqual((unknown as AppError).toJSON());
    expect((wrong as AppError).status).toBe(401);
    const ok = await signIn({ email: "BETO@example.com", password: "correcta-123" }, "10.0.1.1");
    expect((await sessionUserByToken(ok.sessionToken))?.email).toBe("beto@example.com");
  });

  it("a taken e-mail does not reveal the account, and the owner's own password just signs in", async () => {
    const first = await signUp({ email: "carla@example.com", password: "secreto-123", firstName: "Carla" });
    const err = await signUp(
      { email: "carla@example.com", password: "otra-cosa-99", firstName: "X" },
      "10.0.2.1",
    ).catch((e: AppError) => e);
    expect((err as AppError).code).toBe("conflict:email_taken");
    expect((err as AppError).detail).not.toMatch(/registrad|existe/i);
    const again = await signUp({ email: "carla@example.com", password: "secreto-123", firstName: "Carla" }, "10.0.2.2");
    expect(again.created).toBe(false);
    expect(again.userId).toBe(first.userId);
    expect(await testDb.db.prisma.user.count({ where: { email: "carla@example.com" } })).toBe(1);
  });

  it("rate-limits failed sign-ins per e-mail (any IP) and per IP (any e-mail), in the database", async () => {
    await signUp({ email: "dora@example.com", password: "buena-clave-1", firstName: "Dora" });
    for (let i = 0; i < 3; i++) {
      expect(await codeOf(signIn({ email: "dora@example.com", password: "mala" }, `10.1.0.${i}`))).toBe(
        "unauthorized:credentials",
      );
    }
    // The e-mail is locked even with the right password and from a fresh IP.
    expect(await codeOf(signIn({ email: "dora@example.com", password: "buena-clave-1" }, "10.1.9.9"))).toBe(
      "rate_limit:login",
    );
    const rows = await testDb.db.raw.query<{ key: string }>(`SELECT key FROM usage_counters WHERE key LIKE 'login:%'`);
    expect(rows.some((r) => r.key.includes("dora"))).toBe(false); // stored hashed

    // Per IP: three different e-mails from one address lock that address for everyone.
    for (const e of ["x1@example.com", "x2@example.com", "x3@example.com"]) {
      expect(await codeOf(signIn({ email: e, password: "mala" }, "10.2.0.1"))).toBe("unauthorized:credentials");
    }
    await signUp({ email: "eva@example.com", password: "buena-clave-2", firstName: "Eva" }, "10.3.0.1");
    expect(await codeOf(signIn({ email: "eva@example.com", password: "buena-clave-2" }, "10.2.0.1"))).toBe(
      "rate_limit:login",
    );
    expect(await codeOf(signIn({ email: "eva@example.com", password: "buena-clave-2" }, "10.3.0.1"))).toBe("ok");
  });

  it("a success forgives the e-mail's earlier failures", async () => {
    await signUp({ email: "fer@example.com", password: "buena-clave-3", firstName: "Fer" });
    for (let i = 0; i < 2; i++) await codeOf(signIn({ email: "fer@example.com", password: "mala" }, `10.4.0.${i}`));
    await signIn({ email: "fer@example.com", password: "buena-clave-3" }, "10.4.1.1");
    for (let i = 0; i < 2; i++) await codeOf(signIn({ email: "fer@example.com", password: "mala" }, `10.4.2.${i}`));
    expect(await codeOf(signIn({ email: "fer@example.com", password: "buena-clave-3" }, "10.4.3.1"))).toBe("ok");
  });

  it("sign-out deletes the session row, so the old token no longer identifies anyone", async () => {
    const s = await signUp({ email: "gabi@example.com", password: "clave-larga-1", firstName: "Gabi" });
    expect(await sessionUserByToken(s.sessionToken)).not.toBeNull();
    expect(await signOut(s.sessionToken)).toEqual({ logout_url: "/" });
    expect(await sessionUserByToken(s.sessionToken)).toBeNull();
    expect(await testDb.db.prisma.session.count({ where: { sessionToken: s.sessionToken } })).toBe(0);
    // Signing out twice (another tab) is fine.
    expect(await signOut(s.sessionToken)).toEqual({ logout_url: "/" });
  });

  it("an expired session row is not a session", async () => {
    const s = await signUp({ email: "hugo@example.com", password: "clave-larga-2", firstName: "Hugo" });
    await testDb.db.prisma.session.update({
      where: { sessionToken: s.sessionToken },
      data: { expires: new Date(Date.now() - 1000) },
    });
    expect(await sessionUserByToken(s.sessionToken)).toBeNull();
  });

  it("generates NEXTAUTH_SECRET once and keeps it in the database", async () => {
    delete process.env.NEXTAUTH_SECRET;
    resetEnvCache();
    resetAuthSecretCache();
    const a = await authSecret();
    resetAuthSecretCache();
    const b = await authSecret();
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(40);
    const [row] = await testDb.db.raw.query<{ value: string }>(
      `SELECT value FROM berea_meta WHERE key = 'nextauth_secret'`,
    );
    expect(row.value).toBe(a);
    process.env.NEXTAUTH_SECRET = "from-env";
    resetEnvCache();
    expect(await authSecret()).toBe("from-env");
    delete process.env.NEXTAUTH_SECRET;
    resetEnvCache();
  });
});
