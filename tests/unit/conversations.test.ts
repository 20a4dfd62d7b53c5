import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { createTestDb, TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { applyMigrations, migrationsDir } from "../../lib/db/migrate.ts";
import { carryGuestDemo } from "../../lib/chat/guest-demo.ts";
import type { AnswerInput } from "../../lib/answers/types.ts";
import {
  createThread,
  createUserWithSession,
  params,
  question,
  sendRequest,
  sessionJar,
  type TestUser,
} from "./chat-helpers.ts";

// Conversation threads (issue 13) through the real route handlers on the real database, with the
// built-in answerer: only the request's cookie jar (next/headers) is simulated, and the answerer is
// wrapped to record the earlier turns it was given.
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const seen = vi.hoisted(() => ({ inputs: [] as { text: string; history: unknown }[] }));
vi.mock("../../lib/answers/index.ts", async (importActual) => {
  const actual = await importActual<typeof import("../../lib/answers/index.ts")>();
  const record = (input: AnswerInput) => seen.inputs.push({ text: input.text, history: input.history ?? [] });
  return {
    ...actual,
    answerQuestion: async (input: AnswerInput) => {
      record(input);
      return actual.answerQuestion(input);
    },
    streamAnswer: (input: AnswerInput) => {
      record(input);
      return actual.streamAnswer(input);
    },
  };
});

const { POST: send } = await import("../../app/api/v1/chat/send/route.ts");
const { GET: history } = await import("../../app/api/v1/chat/history/[userId]/route.ts");
const { GET: list, POST: start } = await import("../../app/api/v1/chat/conversations/route.ts");
const one = await import("../../app/api/v1/chat/conversations/[id]/route.ts");
const { POST: freeChat } = await import("../../app/api/v1/chat/free-chat/route.ts");
const { POST: signUp } = await import("../../app/api/v1/auth/local/sign-up/route.ts");

let db: Database;
let ana: TestUser;
let beto: TestUser;

const testDb = withTestDb({
  bible: true,
  env: {
    FREE_DAILY_LIMIT: "1000",
    GUEST_FREE_PROMPTS: "100",
    GUEST_IP_DAILY_LIMIT: "1000",
    SIGNUP_IP_HOURLY_LIMIT: "1000",
    NEXTAUTH_SECRET: "threads-test-secret",
  },
});
beforeAll(async () => {
  db = testDb.db;
  ana = await createUserWithSession(db, "ana");
  beto = await createUserWithSession(db, "beto");
});
beforeEach(() => {
  sessionJar.token = undefined;
  seen.inputs = [];
});

const as = (u: TestUser | null) => {
  sessionJar.token = u?.token;
};
const URL_BASE = "http://localhost/api/v1/chat";
const json = async <T = Record<string, unknown>>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as T,
});

async function ask(user: TestUser, text: string, conversationId?: string | null) {
  const body = {
    ...question(text, user.id),
    ...(conversationId !== undefined ? { conversation_id: conversationId } : {}),
  };
  return json<{ text: string; conversation_id: string; code?: string }>(await send(sendRequest(body)));
}
const historyOf = async (user: TestUser) =>
  (
    await json<{ text: string }[]>(
      await history(new Request(`${URL_BASE}/history/${user.id}?limit=50`), params({ userId: user.id })),
    )
  ).body.map((m) => m.text);
const listOf = async (cursor?: string) =>
  json<{ conversations: { id: string; title: string; updated_at: string }[]; next_cursor: string | null }>(
    await list(new Request(`${URL_BASE}/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`)),
  );
const startThread = async () =>
  json<{ id: string; title: string }>(await start(new Request(`${URL_BASE}/conversations`, { method: "POST" })));
const getThread = async (id: string) =>
  json<{
    id: string;
    title: string;
    messages: { text: string; sender: string; citations: unknown[] }[];
    code?: string;
  }>(await one.GET(new Request(`${URL_BASE}/conversations/${id}`), params({ id })));
const rename = async (id: string, body: unknown) =>
  json<{ title?: string; code?: string; detail?: string }>(
    await one.PATCH(
      new Request(`${URL_BASE}/conversations/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      params({ id }),
    ),
  );
const remove = (id: string) =>
  one.DELETE(new Request(`${URL_BASE}/conversations/${id}`, { method: "DELETE" }), params({ id }));

describe(`threads through the API (${TEST_DB_KIND})`, () => {
  it("a first question starts a thread named by it; 'Nueva conversación' starts the current one; sending to an old thread makes it current again", async () => {
    const carla = await createUserWithSession(db, "carla");
    as(carla);
    expect((await listOf()).body).toEqual({ conversations: [], next_cursor: null });
    const first = await ask(carla, "¿Qué dice   Juan 3:16?");
    expect(first.status).toBe(200);
    const old = first.body.conversation_id;
    expect((await listOf()).body.conversations).toEqual([
      { id: old, title: "¿Qué dice Juan 3:16?", updated_at: expect.any(String) },
    ]);
    expect(await historyOf(carla)).toHaveLength(2);

    const created = await startThread();
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(old);
    expect(created.body.title).toBe("Nueva conversación");
    // Pressing the button again while the new thread is unused gives that same thread.
    expect((await startThread()).body.id).toBe(created.body.id);
    // The new thread is the current one: history answers it, empty.
    expect(await historyOf(carla)).toEqual([]);
    expect((await listOf()).body.conversations.map((c) => c.title)).toEqual([
      "Nueva conversación",
      "¿Qué dice Juan 3:16?",
    ]);

    const second = await ask(carla, "Salmo 23", created.body.id);
    expect(second.body.conversation_id).toBe(created.body.id);
    expect((await historyOf(carla))[0]).toBe("Salmo 23");
    expect((await listOf()).body.conversations.map((c) => c.title)).toEqual(["Salmo 23", "¿Qué dice Juan 3:16?"]);

    // A question to the old thread brings it back to the top and makes it current.
    await ask(carla, "Romanos 8:28", old);
    expect((await listOf()).body.conversations.map((c) => c.id)).toEqual([old, created.body.id]);
    const current = await historyOf(carla);
    expect(current).toHaveLength(4);
    expect([current[0], current[2]]).toEqual(["¿Qué dice   Juan 3:16?", "Romanos 8:28"]);
    // Without conversation_id a question goes to the current thread.
    expect((await ask(carla, "1 Juan 1:9")).body.conversation_id).toBe(old);

    const read = await getThread(created.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, title: "Salmo 23" });
    expect(read.body.messages.map((m) => m.sender)).toEqual(["user", "bot"]);
    expect(read.body.messages[1].citations).toContainEqual(expect.objectContaining({ reference: "Salmos 23" }));
  });

  it("first questions sent at once (a double tap, two tabs) all go to one new thread", async () => {
    const dora = await createUserWithSession(db, "dora");
    as(dora);
    const replies = await Promise.all(["Salmo 23", "Juan 3:16", "Romanos 8:28", "Salmo 23"].map((q) => ask(dora, q)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.conversation_id)).size).toBe(1);
    expect((await listOf()).body.conversations).toHaveLength(1);
    // The current thread's history holds every answer the sender received.
    expect(await historyOf(dora)).toHaveLength(8);
  });

  it("'Nueva conversación' pressed twice at once (a double tap, two tabs) makes one empty thread", async () => {
    const elena = await createUserWithSession(db, "elena");
    as(elena);
    const old = (await ask(elena, "Salmo 23")).body.conversation_id;
    const started = await Promise.all(Array.from({ length: 8 }, startThread));
    expect(started.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(started.map((r) => r.body.id)).size).toBe(1);
    expect((await listOf()).body.conversations.map((c) => c.id)).toEqual([started[0].body.id, old]);
  });

  it("follow-ups get their own thread's earlier turns, answers with the passages they cited", async () => {
    const dora = await createUserWithSession(db, "dora");
    as(dora);
    const a = (await ask(dora, "Juan 3:16")).body.conversation_id;
    seen.inputs = [];
    await ask(dora, "¿y el versículo siguiente?", a);
    expect(seen.inputs[0].history).toEqual([
      { sender: "user", text: "Juan 3:16" },
      {
        sender: "bot",
        text: expect.stringContaining("de tal manera amó Dios al mundo"),
        citations: [
          expect.objectContaining({ reference: "Juan 3:16", text: expect.stringMatching(/^Porque de tal manera/) }),
        ],
      },
    ]);
    const b = (await startThread()).body.id;
    seen.inputs = [];
    await ask(dora, "Salmo 23", b);
    // Another thread's turns are not this one's context.
    expect(seen.inputs[0].history).toEqual([]);
  });

  it("another user's thread is a 403, a deleted or unknown one a 404, for every call; nothing is spent", async () => {
    as(ana);
    const mine = (await ask(ana, "Mateo 5:9")).body.conversation_id;
    as(beto);
    expect(await getThread(mine)).toMatchObject({ status: 403, body: { code: "forbidden:user" } });
    expect(await rename(mine, { title: "mío" })).toMatchObject({ status: 403, body: { code: "forbidden:user" } });
    expect((await remove(mine)).status).toBe(403);
    const stolen = await ask(beto, "Juan 1:1", mine);
    expect(stolen).toMatchObject({ status: 403, body: { code: "forbidden:user" } });
    expect(await db.prisma.chatMessage.count({ where: { userId: beto.id } })).toBe(0);
    as(ana);
    expect((await getThread(mine)).body.messages).toHaveLength(2);

    for (const id of ["c-no-existe", randomUUID(), "..%2Fx", "a".repeat(65)]) {
      expect(await getThread(id)).toMatchObject({ status: 404, body: { code: "not_found:conversation" } });
    }
    expect(await ask(ana, "Juan 1:1", "c-no-existe")).toMatchObject({
      status: 404,
      body: { code: "not_found:conversation" },
    });
    const bad = await ask(ana, "Juan 1:1", "no/valido");
    expect(bad).toMatchObject({ status: 422, body: { code: "validation:conversation_id" } });
    expect(await ask(ana, "Juan 1:1", null)).toMatchObject({ status: 200 });

    as(null);
    expect((await listOf()).status).toBe(401);
    expect((await getThread(mine)).status).toBe(401);
  });

  it("renames (trimmed, 1 to 80 characters) without moving the thread, and deletes for good", async () => {
    const eva = await createUserWithSession(db, "eva");
    as(eva);
    const older = (await ask(eva, "Génesis 1:1")).body.conversation_id;
    const newer = (await ask(eva, "Apocalipsis 21:4", (await startThread()).body.id)).body.conversation_id;
    const renamed = await rename(older, { title: "  Estudio   del martes " });
    expect(renamed).toMatchObject({ status: 200, body: { title: "Estudio del martes" } });
    expect((await listOf()).body.conversations.map((c) => [c.id, c.title])).toEqual([
      [newer, "Apocalipsis 21:4"],
      [older, "Estudio del martes"],
    ]);
    for (const title of ["", "   ", "x".repeat(81), 5]) {
      const r = await rename(older, { title });
      expect(r).toMatchObject({ status: 422, body: { code: "validation:conversation_title" } });
      expect(r.body.detail).toBe("Escribe un título de 1 a 80 caracteres.");
    }
    expect((await rename(older, "{no es json")).status).toBe(400);

    const gone = await remove(newer);
    expect(gone.status).toBe(204);
    expect(await db.prisma.chatMessage.count({ where: { conversationId: newer } })).toBe(0);
    expect((await listOf()).body.conversations.map((c) => c.id)).toEqual([older]);
    expect(await getThread(newer)).toMatchObject({ status: 404, body: { code: "not_found:conversation" } });
    expect((await remove(newer)).status).toBe(404);
    expect(await rename(newer, { title: "otra vez" })).toMatchObject({ status: 404 });
    // History answers the thread that is now the most recently active.
    expect(await historyOf(eva)).toEqual(["Génesis 1:1", expect.any(String)]);
  });

  it("lists 30 per page, newest first, with a cursor that neither repeats nor skips", async () => {
    const fede = await createUserWithSession(db, "fede");
    const base = Date.now() - 86_400_000;
    const ids: string[] = [];
    // Two threads share each timestamp, so the order falls back to the id.
    for (let i = 0; i < 65; i++)
      ids.push(await createThread(db, fede.id, new Date(base + Math.floor(i / 2) * 1000), `hilo ${i}`));
    as(fede);
    const seenIds: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await listOf(cursor);
      expect(page.status).toBe(200);
      sizes.push(page.body.conversations.length);
      seenIds.push(...page.body.conversations.map((c) => c.id));
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([30, 30, 5]);
    expect(new Set(seenIds).size).toBe(65);
    const times = (await db.prisma.conversation.findMany({ where: { userId: fede.id } })).map(
      (c) => [c.id, c.updatedAt.getTime()] as const,
    );
    const at = new Map(times);
    const order = seenIds.map((id) => at.get(id)!);
    expect([...order].sort((x, y) => y - x)).toEqual(order);
    expect(await listOf("no-es-un-cursor")).toMatchObject({ status: 422, body: { code: "validation:cursor" } });
  });
});

function freeChatRequest(text: string, opts: { guest: string; cookie?: string }) {
  return new Request(`${URL_BASE}/free-chat`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-guest-session-id": opts.guest,
      "x-berea-client-ip": "203.0.113.40",
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify({ text, sender: "user" }),
  });
}

async function demo(guest: string, texts: string[], cookie?: string): Promise<string> {
  let jar = cookie;
  for (const text of texts) {
    const res = await freeChat(freeChatRequest(text, { guest, cookie: jar }));
    expect(res.status).toBe(200);
    const set = res.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/^berea\.demo=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    jar = set.split(";")[0];
  }
  return jar!;
}

let signUps = 0;
async function signUpWith(headers: Record<string, string>) {
  const res = await signUp(
    new NextRequest("http://localhost/api/v1/auth/local/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        email: `demo${++signUps}-${randomUUID().slice(0, 6)}@example.com`,
        password: "una-clave-larga-123",
        firstName: "Gil",
      }),
    }),
  );
  expect(res.status).toBe(201);
  const { user_id } = (await res.json()) as { user_id: string };
  const token = /session-token=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { id: user_id, email: "", token };
}

describe(`the guest demo's memory (${TEST_DB_KIND})`, () => {
  it("follow-ups get the demo's earlier turns only with the demo cookie and the same guest id", async () => {
    const guest = randomUUID();
    const cookie = await demo(guest, ["Juan 3:16"]);
    seen.inputs = [];
    await demo(guest, ["¿y el versículo siguiente?"], cookie);
    expect(seen.inputs[0].history).toEqual([
      { sender: "user", text: "Juan 3:16" },
      { sender: "bot", text: expect.any(String), citations: [expect.objectContaining({ reference: "Juan 3:16" })] },
    ]);
    seen.inputs = [];
    // The guest id alone (another browser, or someone who learned it) reads nothing.
    await demo(guest, ["¿y el siguiente?"]);
    // Nor does the cookie with another guest id.
    await demo(randomUUID(), ["¿y el siguiente?"], cookie);
    expect(seen.inputs.map((i) => i.history)).toEqual([[], []]);
  });

  it("signing up in the demo's browser makes it the first thread, once", async () => {
    const guest = randomUUID();
    const cookie = await demo(guest, ["¿Qué dice la Biblia sobre el perdón?", "Juan 3:16"]);
    const gil = await signUpWith({ cookie, "x-guest-session-id": guest });
    as(gil);
    const threads = (await listOf()).body.conversations;
    expect(threads).toEqual([
      { id: expect.any(String), title: "¿Qué dice la Biblia sobre el perdón?", updated_at: expect.any(String) },
    ]);
    const thread = await getThread(threads[0].id);
    expect(thread.body.messages.map((m) => m.sender)).toEqual(["user", "bot", "user", "bot"]);
    expect(thread.body.messages[2].text).toBe("Juan 3:16");
    expect(thread.body.messages[3].citations).toContainEqual(expect.objectContaining({ reference: "Juan 3:16" }));
    expect((await historyOf(gil))[0]).toBe("¿Qué dice la Biblia sobre el perdón?");
    // The new account's next question continues that thread, with the demo as context.
    seen.inputs = [];
    expect((await ask(gil, "¿y el versículo siguiente?")).body.conversation_id).toBe(threads[0].id);
    expect(seen.inputs[0].history).toHaveLength(4);

    // Once: a second account made with the same cookie gets nothing.
    const hugo = await signUpWith({ cookie, "x-guest-session-id": guest });
    as(hugo);
    expect((await listOf()).body.conversations).toEqual([]);
  });

  it("is not carried without the cookie, with another guest id, or into an account that already has threads", async () => {
    const guest = randomUUID();
    const cookie = await demo(guest, ["Salmo 23"]);
    const attempts: Record<string, string>[] = [
      { "x-guest-session-id": guest },
      { cookie, "x-guest-session-id": randomUUID() },
    ];
    for (const headers of attempts) {
      const u = await signUpWith(headers);
      as(u);
      expect((await listOf()).body.conversations).toEqual([]);
    }
    as(ana);
    await ask(ana, "Juan 14:6");
    const before = await db.prisma.conversation.count({ where: { userId: ana.id } });
    const token = decodeURIComponent(cookie.split("=")[1]);
    expect(await carryGuestDemo({ userId: ana.id, token, guestId: guest })).toBeNull();
    expect(await db.prisma.conversation.count({ where: { userId: ana.id } })).toBe(before);
    // The demo is still there for the account that signs up in its browser.
    const ines = await signUpWith({ cookie, "x-guest-session-id": guest });
    as(ines);
    expect((await listOf()).body.conversations.map((c) => c.title)).toEqual(["Salmo 23"]);
  });

  it("forgets a demo after 24 hours", async () => {
    const guest = randomUUID();
    const cookie = await demo(guest, ["Juan 11:35"]);
    const token = cookie.split("=")[1];
    const juan = await createUserWithSession(db, "juan");
    expect(
      await carryGuestDemo({ userId: juan.id, token, now: new Date(Date.now() + 24 * 3600_000 + 1000) }),
    ).toBeNull();
    expect(await carryGuestDemo({ userId: juan.id, token })).toEqual(expect.any(String));
  });
});

describe(`the conversations migration (${TEST_DB_KIND})`, () => {
  it("puts each user's existing messages into one thread titled by their first question", async () => {
    const fresh = await createTestDb(TEST_DB_KIND, { migrate: false });
    try {
      const before = mkdtempSync(join(tmpdir(), "berea-mig-"));
      for (const m of ["20261122000000_init", "20261122230000_library"])
        cpSync(join(migrationsDir(), m), join(before, m), { recursive: true });
      await applyMigrations(fresh.raw, before);
      const q = fresh.raw.query.bind(fresh.raw);
      await q(
        `INSERT INTO users (id, email, updated_at) VALUES ('u1', 'u1@x.mx', now()), ('u2', 'u2@x.mx', now()), ('u3', 'u3@x.mx', now())`,
      );
      await q(
        `INSERT INTO chat_messages (id, user_id, sender, text, created_at) VALUES
           ('m1', 'u1', 'user', '  ¿Quién fue   Moisés?  ', '2026-01-01T10:00:00Z'),
           ('m2', 'u1', 'bot', 'Moisés fue…', '2026-01-01T10:00:01Z'),
           ('m3', 'u1', 'user', 'Éxodo 3', '2026-01-02T10:00:00Z'),
           ('m4', 'u2', 'user', 'Salmo 23', '2026-01-03T10:00:00Z')`,
      );
      await applyMigrations(fresh.raw);
      const threads = await q<{ user_id: string; title: string; created_at: Date; updated_at: Date; n: number }>(
        `SELECT c.user_id, c.title, c.created_at, c.updated_at, (SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = c.id) AS n
           FROM conversations c ORDER BY c.user_id`,
      );
      expect(threads.map((t) => [t.user_id, t.title, t.n])).toEqual([
        ["u1", "¿Quién fue Moisés?", 3],
        ["u2", "Salmo 23", 1],
      ]);
      expect(new Date(threads[0].updated_at).toISOString()).toBe("2026-01-02T10:00:00.000Z");
      expect(new Date(threads[0].created_at).toISOString()).toBe("2026-01-01T10:00:00.000Z");
    } finally {
      await fresh.close();
    }
  });
});
