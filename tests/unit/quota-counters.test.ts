import { beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { readCount, releaseUnit, reserveUnit, takeWindowUnit } from "../../lib/db/queries/usage-counters.ts";
import { quotaStatus, reserveAnswer } from "../../lib/quota/index.ts";
import { mexicoDay } from "../../lib/quota/windows.ts";
import { createHash, createHmac } from "node:crypto";
import { authSecret } from "../../lib/secrets/auth-secret.ts";

let db: Database;
const testDb = withTestDb({
  env: { FREE_DAILY_LIMIT: "5", GUEST_FREE_PROMPTS: "5", GUEST_IP_DAILY_LIMIT: "7", PAID_HOURLY_LIMIT: "60" },
});
beforeAll(() => {
  db = testDb.db;
});

const later = () => new Date(Date.now() + 3600_000);

describe(`atomic counters (${TEST_DB_KIND})`, () => {
  it("50 simultaneous reservations against a limit of 5 give exactly 5", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => reserveUnit({ key: "race", limit: 5, expiresAt: later(), sql: db.raw })),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(5);
    expect(results.filter((r) => r === null)).toHaveLength(45);
    expect(await readCount({ key: "race", sql: db.raw })).toBe(5);
  });

  it("a released unit can be reserved again, and release never goes below zero", async () => {
    await reserveUnit({ key: "rel", limit: 1, expiresAt: later(), sql: db.raw });
    expect(await reserveUnit({ key: "rel", limit: 1, expiresAt: later(), sql: db.raw })).toBeNull();
    await releaseUnit({ key: "rel", sql: db.raw });
    await releaseUnit({ key: "rel", sql: db.raw });
    expect(await readCount({ key: "rel", sql: db.raw })).toBe(0);
    expect(await reserveUnit({ key: "rel", limit: 1, expiresAt: later(), sql: db.raw })).toBe(1);
  });

  it("a limit of zero reserves nothing", async () => {
    expect(await reserveUnit({ key: "zero", limit: 0, expiresAt: later(), sql: db.raw })).toBeNull();
  });

  it("an expired counting window starts over", async () => {
    const ended = () => new Date(Date.now() - 1000);
    await takeWindowUnit({ key: "win", limit: 10, expiresAt: ended(), sql: db.raw });
    await takeWindowUnit({ key: "win", limit: 10, expiresAt: ended(), sql: db.raw });
    expect(await takeWindowUnit({ key: "win", limit: 10, expiresAt: later(), sql: db.raw })).toBe(1);
  });
});

describe(`quota rules (${TEST_DB_KIND})`, () => {
  it("a free user gets FREE_DAILY_LIMIT answers, then a 429 with the daily code and the spec's sentence", async () => {
    const subject = { kind: "user", userId: "u-free", paid: false } as const;
    for (let i = 0; i < 5; i++) await reserveAnswer(subject);
    await expect(reserveAnswer(subject)).rejects.toMatchObject({
      status: 429,
      code: "rate_limit:daily",
      detail: "Has alcanzado el límite diario de 5 mensajes. Suscríbete para continuar con mensajes ilimitados.",
    });
    expect(await quotaStatus(subject)).toMatchObject({ count: 5, remaining: 0 });
  });

  it("a failed answer gives its unit back", async () => {
    const subject = { kind: "user", userId: "u-fail", paid: false } as const;
    const r = await reserveAnswer(subject);
    expect((await quotaStatus(subject)).remaining).toBe(4);
    await r.release();
    await r.release();
    expect(await quotaStatus(subject)).toMatchObject({ count: 0, remaining: 5 });
  });

  it("subscribers are unlimited within the fair-use limit", async () => {
    const subject = { kind: "user", userId: "u-paid", paid: true } as const;
    for (let i = 0; i < 10; i++) await reserveAnswer(subject);
    expect(await quotaStatus(subject)).toMatchObject({ unlimited: true, count: 10, remaining: 50 });
  });

  it("guests: 5 per session id, and a daily cap per IP that rotating ids cannot escape", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 5; i++) await reserveAnswer({ kind: "guest", guestId: "g1", ip });
    await expect(reserveAnswer({ kind: "guest", guestId: "g1", ip })).rejects.toMatchObject({
      code: "rate_limit:guest",
    });
    await reserveAnswer({ kind: "guest", guestId: "g2", ip });
    await reserveAnswer({ kind: "guest", guestId: "g3", ip });
    await expect(reserveAnswer({ kind: "guest", guestId: "g4", ip })).rejects.toMatchObject({
      code: "rate_limit:guest_ip",
    });
    // The refused request gave back the unit it took from g4's own allowance.
    expect(await quotaStatus({ kind: "guest", guestId: "g4", ip: "198.51.100.1" })).toMatchObject({
      count: 0,
      remaining: 5,
    });
    // The IP is never stored raw.
    const keys = await db.raw.query<{ key: string }>(`SELECT key FROM usage_counters WHERE key LIKE 'guest-ip:%'`);
    expect(keys.every((k) => !k.key.includes(ip))).toBe(true);
    // …nor as a hash anyone could recompute: it is keyed by the installation's secret.
    const unkeyed = createHash("sha256").update(ip).digest("hex").slice(0, 32);
    const publicKeyed = createHmac("sha256", "berea-ip").update(ip).digest("hex").slice(0, 32);
    const secret = await authSecret();
    const keyed = createHmac("sha256", secret).update(ip).digest("hex").slice(0, 32);
    expect(keys.some((k) => k.key.includes(keyed))).toBe(true);
    expect(keys.every((k) => !k.key.includes(unkeyed) && !k.key.includes(publicKeyed))).toBe(true);
  });

  it("the free day follows the calendar in Mexico City", () => {
    // 05:59 UTC is still the previous day in Mexico City (UTC-6); 06:00 UTC is the new day.
    expect(mexicoDay(new Date("2026-11-22T05:59:00Z"))).toBe("2026-11-21");
    expect(mexicoDay(new Date("2026-11-22T06:00:00Z"))).toBe("2026-11-22");
  });
});
