import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { AppError } from "../../lib/api/errors.ts";
import {
  createThread,
  createUserWithSession,
  makeSubscriber,
  params,
  question,
  sendRequest,
  sessionJar,
  type TestUser,
} from "./chat-helpers.ts";

// The chat API called the way Next.js calls it: the real route handlers, the real database, the real
// answerer; only the request's cookie jar (next/headers) and, where a test says so, a model failure
// are simulated.
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const model = vi.hoisted(() => ({ failWith: null as null | (() => Error) }));
vi.mock("../../lib/answers/index.ts", async (importActual) => {
  const actual = await importActual<typeof import("../../lib/answers/index.ts")>();
  return {
    ...actual,
    answerQuestion: async (input: Parameters<typeof actual.answerQuestion>[0]) => {
      if (model.failWith) throw model.failWith();
      return actual.answerQuestion(input);
    },
    streamAnswer: (input: Parameters<typeof actual.streamAnswer>[0]) => {
      if (!model.failWith) return actual.streamAnswer(input);
      const fail = model.failWith;
      return (async function* () {
        yield { type: "delta" as const, text: "Un momento… " };
        throw fail();
      })();
    },
  };
});

const { POST: send } = await import("../../app/api/v1/chat/send/route.ts");
const { GET: history } = await import("../../app/api/v1/chat/history/[userId]/route.ts");
const { GET: suggestions } = await import("../../app/api/v1/chat/suggestions/[userId]/route.ts");
const { GET: quota } = await import("../../app/api/v1/chat/quota/route.ts");
const { GET: paymentStatus } = await import("../../app/api/v1/payments/status/route.ts");

let db: Database;
let ana: TestUser;
let beto: TestUser;

const testDb = withTestDb({
  bible: true,
  env: { FREE_DAILY_LIMIT: "5", PAID_HOURLY_LIMIT: "60", GUEST_FREE_PROMPTS: "5", GUEST_IP_DAILY_LIMIT: "100" },
});
beforeAll(async () => {
  db = testDb.db;
  ana = await createUserWithSession(db, "ana");
  beto = await createUserWithSession(db, "beto");
});
beforeEach(() => {
  sessionJar.token = undefined;
  model.failWith = null;
});

const as = (u: TestUser | null) => {
  sessionJar.token = u?.token;
};
const historyOf = (userId: string, query = "?limit=50") =>
  history(new Request(`http://localhost/api/v1/chat/history/${userId}${query}`), params({ userId }));
const messagesOf = (userId: string) =>
  db.prisma.chatMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
const quotaOf = async (headers: Record<string, string> = {}) => {
  const res = await quota(new Request("http://localhost/api/v1/chat/quota", { headers }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe(`POST chat/send (${TEST_DB_KIND})`, () => {
  it("is 401 signed out, and stores nothing", async () => {
    as(null);
    const res = await send(sendRequest(question("¿Qué dice Juan 3:16?", ana.id)));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthorized:auth" });
    expect(await messagesOf(ana.id)).toHaveLength(0);
  });

  it("is 403 with another user's user_id, and stores nothing nor spends the allowance", async () => {
    as(beto);
    const res = await send(sendRequest(question("¿Qué dice Juan 3:16?", ana.id)));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "forbidden:user",
      detail: "No tienes permiso para acceder a estos datos.",
    });
    expect(await messagesOf(ana.id)).toHaveLength(0);
    expect(await messagesOf(beto.id)).toHaveLength(0);
    expect((await quotaOf()).body).toMatchObject({ count: 0, remaining: 5 });
  });

  it("is 403 from another site's page (the cookie alone cannot spend the allowance)", async () => {
    as(ana);
    const req = new Request("http://localhost/api/v1/chat/send", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(question("¿Qué dice Juan 3:16?", ana.id)),
    });
    const res = await send(req);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "forbidden:origin" });
    expect(await messagesOf(ana.id)).toHaveLength(0);
  });

  it("is 422 for an empty or over-long question", async () => {
    as(ana);
    const empty = await send(sendRequest(question("   ", ana.id)));
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ code: "validation:message_empty" });
    const long = await send(sendRequest(question("a".repeat(2001), ana.id)));
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ code: "validation:message_too_long" });
    expect(await messagesOf(ana.id)).toHaveLength(0);
  });

  it("answers with text, server timestamp and verified citations, and stores both messages", async () => {
    as(ana);
    const before = Date.now();
    const res = await send(
      sendRequest({ ...question("¿Qué dice Juan 3:16?", ana.id), timestamp: "1999-01-01T00:00:00Z", sender: "bot" }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      text: string;
      timestamp: string;
      citations: { reference: string; text: string }[];
    };
    expect(body.text.length).toBeGreaterThan(20);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before);
    expect(body.citations.length).toBeGreaterThan(0);
    expect(
      body.citations.some((c) => /Juan 3:16/.test(c.reference) && /de tal manera amó Dios al mundo/.test(c.text)),
    ).toBe(true);

    const stored = await messagesOf(ana.id);
    expect(stored.map((m) => [m.sender, m.status])).toEqual([
      ["user", "ok"],
      ["bot", "ok"],
    ]);
    // The server sets sender and timestamp, whatever the client claimed.
    expect(stored[0].text).toBe("¿Qué dice Juan 3:16?");
    expect(stored[0].createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(stored[1].text).toBe(body.text);
    expect((await quotaOf()).body).toMatchObject({ count: 1, remaining: 4 });
  });

  it("streams the answer as server-sent events when asked, and stores it", async () => {
    as(ana);
    const res = await send(sendRequest(question("Salmo 23:1", ana.id), { accept: "text/event-stream" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const raw = await res.text();
    const events = raw
      .trim()
      .split("\n\n")
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
      }));
    expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(
      events
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join(""),
    ).toBe(done.data.text);
    expect(done.data.citations.some((c: { reference: string }) => /Salmos? 23:1/.test(c.reference))).toBe(true);
    const stored = await messagesOf(ana.id);
    expect(stored.at(-1)).toMatchObject({ sender: "bot", text: done.data.text });
    expect(stored.at(-1)!.createdAt.toISOString()).toBe(done.data.timestamp);
  });

  it("a model failure is 502, keeps the question as failed and uses no allowance; a retry reuses it", async () => {
    as(beto);
    vi.spyOn(console, "error").mockImplementation(() => {});
    model.failWith = () => new AppError("upstream:model");
    const res = await send(sendRequest(question("¿Qué es la fe?", beto.id)));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: "upstream:model" });
    expect((await messagesOf(beto.id)).map((m) => [m.sender, m.status, m.text])).toEqual([
      ["user", "failed", "¿Qué es la fe?"],
    ]);
    expect((await quotaOf()).body).toMatchObject({ count: 0, remaining: 5 });

    model.failWith = () => new AppError("timeout:model");
    const streamed = await send(sendRequest(question("¿Qué es la fe?", beto.id), { accept: "text/event-stream" }));
    const raw = await streamed.text();
    expect(raw).toContain("event: error");
    expect(raw).toContain('"code":"timeout:model"');
    expect((await quotaOf()).body).toMatchObject({ count: 0, remaining: 5 });

    model.failWith = null;
    const retried = await send(sendRequest(question("¿Qué es la fe?", beto.id)));
    expect(retried.status).toBe(200);
    expect((await messagesOf(beto.id)).map((m) => [m.sender, m.status])).toEqual([
      ["user", "ok"],
      ["bot", "ok"],
    ]);
    expect((await quotaOf()).body).toMatchObject({ count: 1, remaining: 4 });
  });
});

describe(`GET chat/history (${TEST_DB_KIND})`, () => {
  it("is 401 signed out and 403 for another user's history", async () => {
    as(null);
    expect((await historyOf(ana.id)).status).toBe(401);
    as(beto);
    const res = await historyOf(ana.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "forbidden:user" });
  });

  it("gives the last messages, oldest first, with the documented fields, at most 50", async () => {
    const carla = await createUserWithSession(db, "carla");
    const base = Date.now() - 3600_000;
    const thread = await createThread(db, carla.id);
    await db.prisma.chatMessage.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        userId: carla.id,
        conversationId: thread,
        sender: i % 2 ? "bot" : "user",
        text: `mensaje ${i}`,
        createdAt: new Date(base + i * 1000),
        citations: i % 2 ? [{ reference: "Juan 3:16", text: "Porque de tal manera…" }] : undefined,
      })),
    });
    as(carla);
    const res = await historyOf(carla.id, "?limit=500");
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({
      text: "mensaje 10",
      sender: "user",
      user_id: carla.id,
      status: "ok",
      citations: [],
    });
    expect(list[49]).toMatchObject({
      text: "mensaje 59",
      sender: "bot",
      citations: [{ reference: "Juan 3:16", text: "Porque de tal manera…" }],
    });
    expect(Object.keys(list[0]).sort()).toEqual([
      "citations",
      "id",
      "sender",
      "status",
      "text",
      "timestamp",
      "user_id",
    ]);
    const times = list.map((m) => Date.parse(m.timestamp as string));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const three = (await (await historyOf(carla.id, "?limit=3")).json()) as { text: string }[];
    expect(three.map((m) => m.text)).toEqual(["mensaje 57", "mensaje 58", "mensaje 59"]);
  });
});

describe(`GET chat/suggestions (${TEST_DB_KIND})`, () => {
  it("is 403 for another user", async () => {
    as(ana);
    const res = await suggestions(
      new Request(`http://localhost/api/v1/chat/suggestions/${beto.id}`),
      params({ userId: beto.id }),
    );
    expect(res.status).toBe(403);
  });

  it("follows the user's recent topics, else offers the general list", async () => {
    const dani = await createUserWithSession(db, "dani");
    as(dani);
    const get = async () =>
      (
        (await (await suggestions(new Request(`http://localhost/x`), params({ userId: dani.id }))).json()) as {
          suggestions: { text: string }[];
        }
      ).suggestions;
    const general = await get();
    expect(general.length).toBeGreaterThanOrEqual(3);
    await db.prisma.chatMessage.create({
      data: {
        userId: dani.id,
        conversationId: await createThread(db, dani.id),
        sender: "user",
        text: "Tengo mucha ansiedad por el trabajo",
      },
    });
    const topical = await get();
    expect(topical[0].text).toMatch(/ansiedad|afan|miedo/i);
    expect(topical).not.toEqual(general);
  });
});

describe(`GET payments/status ownership (${TEST_DB_KIND})`, () => {
  it("is 403 for another user's payment status and 200 for one's own", async () => {
    as(beto);
    const other = await paymentStatus(
      new Request(`http://localhost/api/v1/payments/status?client_reference_id=${ana.id}`),
    );
    expect(other.status).toBe(403);
    const own = await paymentStatus(
      new Request(`http://localhost/api/v1/payments/status?client_reference_id=${beto.id}`),
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ has_paid: false });
  });
});

describe(`GET chat/quota (${TEST_DB_KIND})`, () => {
  it("counts for the session user; subscribers are unlimited", async () => {
    const eva = await createUserWithSession(db, "eva");
    as(eva);
    expect((await quotaOf()).body).toEqual({ count: 0, remaining: 5, limit: 5 });
    await makeSubscriber(db, eva.id);
    expect((await quotaOf()).body).toMatchObject({ count: 0, unlimited: true });
  });

  it("counts for a guest by X-Guest-Session-ID; rejects a malformed id; needs someone to count for", async () => {
    as(null);
    const guest = await quotaOf({ "X-Guest-Session-ID": "2f1d9a8e-1c1b-4a47-9d4e-5f8f3b2b7c10" });
    expect(guest).toEqual({ status: 200, body: { count: 0, remaining: 5, limit: 5 } });
    expect((await quotaOf({ "X-Guest-Session-ID": "not-a-uuid" })).status).toBe(400);
    expect((await quotaOf()).status).toBe(401);
  });
});

describe(`subscribers (${TEST_DB_KIND})`, () => {
  it("are answered past the free limit, up to the fair-use limit", async () => {
    process.env.PAID_HOURLY_LIMIT = "7";
    resetEnvCache();
    try {
      const fer = await createUserWithSession(db, "fer");
      await makeSubscriber(db, fer.id);
      as(fer);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await send(sendRequest(question(`Salmo ${i + 1}:1`, fer.id)))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
      const last = await send(sendRequest(question("Salmo 9:1", fer.id)));
      expect(await last.json()).toMatchObject({ code: "rate_limit:fair_use" });
    } finally {
      process.env.PAID_HOURLY_LIMIT = "60";
      resetEnvCache();
    }
  });
});
