import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { dailyLimitDetail } from "../../lib/quota/index.ts";
import { createUserWithSession, question, sendRequest, sessionJar } from "./chat-helpers.ts";

// DESIGN.md, "Quotas": 50 simultaneous sends from one free user give exactly 5 answers, on PGlite
// and on PostgreSQL (run this file with DATABASE_URL set for the latter).
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const { POST: send } = await import("../../app/api/v1/chat/send/route.ts");

let db: Database;
const testDb = withTestDb({ bible: true, env: { FREE_DAILY_LIMIT: "5" } });
beforeAll(() => {
  db = testDb.db;
});

describe(`50 simultaneous sends from one free user (${TEST_DB_KIND})`, () => {
  it("give exactly 5 answers and 45 daily-limit 429s", async () => {
    const user = await createUserWithSession(db, "race");
    sessionJar.token = user.token;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(sendRequest(question(`¿Qué dice Juan 3:${(i % 30) + 1}?`, user.id)))),
    );
    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(ok).toHaveLength(5);
    expect(limited).toHaveLength(45);
    for (const r of limited) expect(await r.json()).toEqual({ code: "rate_limit:daily", detail: dailyLimitDetail() });
    for (const r of ok) expect(((await r.json()) as { text: string }).text.length).toBeGreaterThan(0);

    const stored = await db.prisma.chatMessage.groupBy({ by: ["sender"], where: { userId: user.id }, _count: true });
    expect(Object.fromEntries(stored.map((s) => [s.sender, s._count]))).toEqual({ user: 5, bot: 5 });
    const sixth = await send(sendRequest(question("Una más", user.id)));
    expect(sixth.status).toBe(429);
  });
});
