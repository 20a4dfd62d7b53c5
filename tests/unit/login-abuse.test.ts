import { beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { signInLocal, signInSchema, signUpLocal, signUpSchema } from "../../lib/auth/local-accounts.ts";
import { reserveAnswer } from "../../lib/quota/index.ts";
import { networkOf } from "../../lib/quota/network.ts";
import { codeOf, errorOf } from "../support/app-error.ts";

// Login and sign-up abuse, as an attacker would try it: simultaneous guesses, account-creation
// floods from one network, IPv6 address rotation, probing which e-mails have accounts, and
// passwords from the attackers' first-try lists.

const signUp = (fields: Record<string, unknown>, ip: string) => signUpLocal(signUpSchema.parse(fields), ip);
const signIn = (fields: Record<string, unknown>, ip: string) => signInLocal(signInSchema.parse(fields), ip);
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

withTestDb();
beforeEach(() => {
  delete process.env.OIDC_ISSUER;
  process.env.LOGIN_MAX_ATTEMPTS = "5";
  process.env.SIGNUP_IP_HOURLY_LIMIT = "1000";
  process.env.GUEST_FREE_PROMPTS = "5";
  process.env.GUEST_IP_DAILY_LIMIT = "1000";
  resetEnvCache();
});

describe(`sign-in guesses (${TEST_DB_KIND})`, () => {
  it("60 simultaneous wrong guesses on one account get exactly 5 password checks; the rest are 429", async () => {
    const target = email("victima");
    await signUp({ email: target, password: "la-clave-de-verdad", firstName: "V" }, "198.51.100.1");
    // Each guess from its own address: only the e-mail's window can stop them.
    const codes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        codeOf(signIn({ email: target, password: `adivina-${i}` }, `203.0.113.${i + 1}`)),
      ),
    );
    expect(codes.filter((c) => c === "unauthorized:credentials")).toHaveLength(5);
    expect(codes.filter((c) => c === "rate_limit:login")).toHaveLength(55);
    // Even the right password waits for the window now.
    expect(await codeOf(signIn({ email: target, password: "la-clave-de-verdad" }, "198.51.100.1"))).toBe(
      "rate_limit:login",
    );
  });

  it("one network guessing many accounts is stopped too, IPv6 by its /64", async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        await codeOf(
          signIn({ email: email(`x${i}`), password: "lo-que-sea-1" }, `2001:db8:aa:bb::${(i + 1).toString(16)}`),
        ),
      );
    }
    expect(codes).toEqual([...Array(5).fill("unauthorized:credentials"), "rate_limit:login", "rate_limit:login"]);
  });

  it("a correct password does not use up the network's attempts", async () => {
    const e = email("ok");
    await signUp({ email: e, password: "clave-correcta-9", firstName: "O" }, "198.51.100.2");
    for (let i = 0; i < 8; i++)
      expect(await codeOf(signIn({ email: e, password: "clave-correcta-9" }, "198.51.100.3"))).toBe("ok");
  });

  it("never reveals whether an e-mail has an account: same status, code and sentence", async () => {
    const known = email("conocida");
    await signUp({ email: known, password: "clave-conocida-1", firstName: "K" }, "198.51.100.4");
    const a = await errorOf(signIn({ email: known, password: "no-es-esta-1" }, "198.51.100.5"));
    const b = await errorOf(signIn({ email: email("nadie"), password: "no-es-esta-1" }, "198.51.100.6"));
    expect([a.status, a.code, a.detail]).toEqual([b.status, b.code, b.detail]);
    expect(a.status).toBe(401);
  });
});

describe(`sign-up floods (${TEST_DB_KIND})`, () => {
  it("are throttled per IPv4 address and per IPv6 /64", async () => {
    process.env.SIGNUP_IP_HOURLY_LIMIT = "3";
    resetEnvCache();
    const make = (ip: string) =>
      codeOf(signUp({ email: email("bot"), password: "clave-de-bot-1", firstName: "B" }, ip));
    for (let i = 0; i < 3; i++) expect(await make("192.0.2.50")).toBe("ok");
    expect(await make("192.0.2.50")).toBe("rate_limit:signup");
    expect(await make("192.0.2.51")).toBe("ok");

    for (let i = 1; i <= 3; i++) expect(await make(`2001:db8:1:2::${i}`)).toBe("ok");
    // Another address in the same /64 (written differently), then another /64.
    expect(await make("2001:0db8:0001:0002:ffff:0:0:9")).toBe("rate_limit:signup");
    expect(await make("2001:db8:1:3::1")).toBe("ok");
    const err = await errorOf(
      signUp({ email: email("bot"), password: "clave-de-bot-1", firstName: "B" }, "192.0.2.50"),
    );
    expect(err.status).toBe(429);
    expect(err.detail).toMatch(/demasiadas cuentas/);
  });
});

describe(`guest allowance per network (${TEST_DB_KIND})`, () => {
  it("an IPv6 client rotating addresses inside its /64 with new guest ids is still capped", async () => {
    process.env.GUEST_IP_DAILY_LIMIT = "3";
    resetEnvCache();
    const codes = [];
    for (let i = 1; i <= 5; i++) {
      codes.push(await codeOf(reserveAnswer({ kind: "guest", guestId: randomUUID(), ip: `2001:db8:77:1:${i}::${i}` })));
    }
    expect(codes).toEqual(["ok", "ok", "ok", "rate_limit:guest_ip", "rate_limit:guest_ip"]);
    expect(await codeOf(reserveAnswer({ kind: "guest", guestId: randomUUID(), ip: "2001:db8:77:2::1" }))).toBe("ok");
  });

  it("networkOf: IPv4 as is, IPv6 by /64 whatever its spelling, mapped IPv4 as IPv4", () => {
    expect(networkOf("203.0.113.9")).toBe("203.0.113.9");
    expect(networkOf("2001:db8::1")).toBe(networkOf("2001:0db8:0000:0000:ffff::2"));
    expect(networkOf("2001:db8:0:1::1")).not.toBe(networkOf("2001:db8:0:2::1"));
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(networkOf("fe80::1%eth0")).toBe(networkOf("fe80::2"));
    expect(networkOf("unknown")).toBe("unknown");
  });
});

describe("passwords (ASVS 2.1)", () => {
  const issue = (password: string) =>
    signUpSchema.safeParse({ email: "a@b.mx", password, firstName: "A" }).error?.issues[0]?.message;

  it("need at least 10 characters", () => {
    expect(issue("123456789")).toBe("validation:password_short");
    expect(issue("abcdefghi")).toBe("validation:password_short");
    expect(issue("pan-y-vino")).toBeUndefined();
  });

  it("may not be in the shipped list of common passwords, whatever their case", () => {
    for (const p of ["1234567890", "qwertyuiop", "Contraseña123", "JESUCRISTO", "password123"]) {
      expect(issue(p), p).toBe("validation:password_common");
    }
  });
});
