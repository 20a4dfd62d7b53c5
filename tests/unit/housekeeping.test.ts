import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { stopHousekeeping } from "../../lib/jobs/housekeeping.ts";
import { createUserWithSession } from "./chat-helpers.ts";

// Housekeeping: expired sessions, ended counting windows (quota, sign-in and sign-up attempts),
// expired sign-in tokens and the demo chat's turns after their 24 hours are deleted when the server
// starts (instrumentation.ts) and every hour after.

const HOUR = 3600_000;

const testDb = withTestDb();
afterEach(() => stopHousekeeping());

async function seed(tag: string) {
  const user = await createUserWithSession(testDb.db, `hk-${tag}`);
  const past = new Date(Date.now() - HOUR);
  const future = new Date(Date.now() + HOUR);
  await testDb.db.prisma.session.create({ data: { userId: user.id, sessionToken: `old-${tag}`, expires: past } });
  await testDb.db.prisma.usageCounter.createMany({
    data: [
      { key: `free:${tag}:2020-01-01`, count: 5, expiresAt: past },
      { key: `login:email:${tag}`, count: 3, expiresAt: past },
      { key: `signup:ip:${tag}`, count: 2, expiresAt: past },
      { key: `free:${tag}:today`, count: 1, expiresAt: future },
    ],
  });
  await testDb.db.prisma.verificationToken.createMany({
    data: [
      { identifier: `${tag}@example.com`, token: `vt-old-${tag}`, expires: past },
      { identifier: `${tag}@example.com`, token: `vt-new-${tag}`, expires: future },
    ],
  });
  // Demo turns: one asked over a day ago (its 24 hours are over), one asked an hour ago.
  await testDb.db.prisma.guestTurn.createMany({
    data: [
      { guestId: tag, demoKey: tag, question: `vieja-${tag}`, answer: "…", expiresAt: past },
      { guestId: tag, demoKey: tag, question: `nueva-${tag}`, answer: "…", expiresAt: future },
    ],
  });
  return user;
}

async function left(tag: string, userToken: string) {
  return {
    sessions: (await testDb.db.prisma.session.findMany({ where: { sessionToken: { in: [`old-${tag}`, userToken] } } }))
      .map((s) => s.sessionToken)
      .sort(),
    counters: (await testDb.db.prisma.usageCounter.findMany({ where: { key: { contains: tag } } }))
      .map((c) => c.key)
      .sort(),
    tokens: (await testDb.db.prisma.verificationToken.findMany({ where: { identifier: `${tag}@example.com` } })).map(
      (t) => t.token,
    ),
    demoTurns: (await testDb.db.prisma.guestTurn.findMany({ where: { guestId: tag } })).map((t) => t.question),
  };
}

describe(`housekeeping (${TEST_DB_KIND})`, () => {
  it("runs when the server starts: expired rows go, live ones stay", async () => {
    const user = await seed("start");
    process.env.NEXT_RUNTIME = "nodejs";
    resetEnvCache();
    const { register } = await import("../../instrumentation.ts");
    await register();
    expect(await left("start", user.token)).toEqual({
      sessions: [user.token],
      counters: ["free:start:today"],
      tokens: ["vt-new-start"],
      demoTurns: ["nueva-start"],
    });
  });

  it("runs again on its schedule (hourly by default; shortened here), without anyone asking", async () => {
    process.env.HOUSEKEEPING_INTERVAL_MS = "1000";
    resetEnvCache();
    const { startHousekeeping } = await import("../../lib/jobs/housekeeping.ts");
    await startHousekeeping();
    const user = await seed("tick");
    await vi.waitFor(async () => expect((await left("tick", user.token)).counters).toEqual(["free:tick:today"]), {
      timeout: 5000,
      interval: 200,
    });
    expect(await left("tick", user.token)).toEqual({
      sessions: [user.token],
      counters: ["free:tick:today"],
      tokens: ["vt-new-tick"],
      demoTurns: ["nueva-tick"],
    });
  });

  it("the default schedule is hourly", async () => {
    delete process.env.HOUSEKEEPING_INTERVAL_MS;
    resetEnvCache();
    const spy = vi.spyOn(globalThis, "setInterval");
    const { startHousekeeping } = await import("../../lib/jobs/housekeeping.ts");
    await startHousekeeping();
    expect(spy.mock.calls.at(-1)?.[1]).toBe(HOUR);
    spy.mockRestore();
  });
});
