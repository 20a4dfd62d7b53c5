import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { startOpenAiStub, useStubModel, type OpenAiStub } from "../support/openai-stub-server.ts";
import { quotaStatus } from "../../lib/quota/index.ts";
import { createUserWithSession, question, sendRequest, sessionJar, type TestUser } from "./chat-helpers.ts";

// Who pays for an answer that does not end normally (DESIGN, "Quota and streams"): a client that
// leaves after the first verified sentence reached it is charged; a failure on our side (model error,
// timeout, garbage mid-answer) gives the unit back even after partial text, keeps the question and
// shows the usual Spanish error. Real route handlers, real database, the built-in answerer and a local
// OpenAI-compatible server for the model path.
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const { POST: send } = await import("../../app/api/v1/chat/send/route.ts");
const { POST: freeChat } = await import("../../app/api/v1/chat/free-chat/route.ts");

const SENTENCES =
  "Dios te ama profundamente. Él cuida de ti cada día. Puedes confiar en su palabra. Ora con fe y descansa.";

let stub: OpenAiStub;

const useModel = (on: boolean) => useStubModel(on ? stub : null, { OPENAI_TIMEOUT_MS: "400" });

const testDb = withTestDb({
  bible: true,
  env: { FREE_DAILY_LIMIT: "5", GUEST_FREE_PROMPTS: "5", GUEST_IP_DAILY_LIMIT: "100" },
});
beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  sessionJar.token = undefined;
  useModel(false);
});

const SSE = "text/event-stream";
const guestRequest = (guestId: string, text: string, ip = "203.0.113.7") =>
  new Request("http://localhost/api/v1/chat/free-chat", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: SSE,
      "X-Guest-Session-ID": guestId,
      "x-berea-client-ip": ip,
    },
    body: JSON.stringify({ text }),
  });

async function signedIn(label: string): Promise<TestUser> {
  const u = await createUserWithSession(testDb.db, label);
  sessionJar.token = u.token;
  return u;
}

/** Reads events until `stopAfter` deltas arrived (then leaves), or to the end. */
async function readEvents(
  res: Response,
  stopAfter = Infinity,
): Promise<{ events: { event: string; data: unknown }[]; left: boolean }> {
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buf = "";
  let deltas = 0;
  for (;;) {
    if (deltas >= stopAfter) {
      await reader.cancel();
      return { events, left: true };
    }
    const { value, done } = await reader.read();
    if (done) return { events, left: false };
    buf += dec.decode(value, { stream: true });
    let i;
    while ((i = buf.indexOf("\n\n")) >= 0) {
      const frame = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? "null");
      events.push({ event, data });
      if (event === "delta") deltas++;
    }
  }
}

const userCount = async (u: TestUser) => (await quotaStatus({ kind: "user", userId: u.id, paid: false })).count;
const guestCounts = async (guestId: string, ip: string) => {
  const s = await quotaStatus({ kind: "guest", guestId, ip });
  return { guest: s.count, remaining: s.remaining };
};
const messagesOf = (userId: string) =>
  testDb.db.prisma.chatMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

describe(`a client that leaves a streamed answer (${TEST_DB_KIND})`, () => {
  it("chat/send, built-in: leaving after a sentence reached it is charged, and history keeps what it saw", async () => {
    const u = await signedIn("leaver");
    const res = await send(sendRequest(question("Salmo 23", u.id), { accept: SSE }));
    const { events, left } = await readEvents(res, 1);
    expect(left).toBe(true);
    expect(events.filter((e) => e.event === "delta")).toHaveLength(1);
    expect(await userCount(u)).toBe(1);
    const rows = await messagesOf(u.id);
    expect(rows.map((r) => [r.sender, r.status])).toEqual([
      ["user", "ok"],
      ["bot", "ok"],
    ]);
    expect(rows[1].text).toBe((events[0].data as { text: string }).text.trim());
  });

  it("chat/send: leaving before any sentence reached it costs nothing", async () => {
    const u = await signedIn("early");
    const res = await send(sendRequest(question("Salmo 23", u.id), { accept: SSE }));
    await res.body!.cancel();
    expect(await userCount(u)).toBe(0);
  });

  it("free-chat, built-in: a guest who leaves after a sentence is charged on the guest id and the IP", async () => {
    const guest = randomUUID();
    const ip = "203.0.113.21";
    const ipUnits = async () =>
      Number(
        (
          await testDb.db.raw.query<{ n: number }>(
            `SELECT coalesce(sum(count), 0)::int AS n FROM usage_counters WHERE key LIKE 'guest-ip:%'`,
          )
        )[0].n,
      );
    const before = await ipUnits();
    const res = await freeChat(guestRequest(guest, "Salmo 23", ip));
    await readEvents(res, 1);
    expect(await guestCounts(guest, ip)).toEqual({ guest: 1, remaining: 4 });
    expect(await ipUnits()).toBe(before + 1);
  });

  it("model path: leaving mid-stream after a sentence is charged, on chat/send and free-chat", async () => {
    useModel(true);
    stub.reply({ kind: "text", text: SENTENCES, chunkSize: 6, chunkDelayMs: 15 });
    const u = await signedIn("model-leaver");
    await readEvents(await send(sendRequest(question("¿Qué es la fe?", u.id), { accept: SSE })), 1);
    expect(await userCount(u)).toBe(1);
    const guest = randomUUID();
    await readEvents(await freeChat(guestRequest(guest, "¿Qué es la fe?", "203.0.113.22")), 1);
    expect((await guestCounts(guest, "203.0.113.22")).guest).toBe(1);
  });
});

describe(`a failure on our side refunds the unit, keeps the question and says so in Spanish (${TEST_DB_KIND})`, () => {
  it("garbage mid-answer, after sentences were shown: refunded, question failed, upstream:model", async () => {
    quiet();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    useModel(true);
    stub.reply({ kind: "malformed", after: SENTENCES, afterDelayMs: 50 });
    const u = await signedIn("garbage");
    const { events } = await readEvents(await send(sendRequest(question("¿Qué es la gracia?", u.id), { accept: SSE })));
    expect(events.some((e) => e.event === "delta")).toBe(true);
    const last = events.at(-1)!;
    expect(last.event).toBe("error");
    expect(last.data).toMatchObject({
      code: "upstream:model",
      detail: expect.stringMatching(/Tu pregunta quedó guardada/),
    });
    expect(await userCount(u)).toBe(0);
    const rows = await messagesOf(u.id);
    expect(rows.map((r) => [r.sender, r.status, r.text])).toEqual([["user", "failed", "¿Qué es la gracia?"]]);

    const guest = randomUUID();
    const g = await readEvents(await freeChat(guestRequest(guest, "¿Qué es la gracia?", "203.0.113.23")));
    expect(g.events.at(-1)).toMatchObject({ event: "error", data: { code: "upstream:model" } });
    expect((await guestCounts(guest, "203.0.113.23")).guest).toBe(0);
  });

  it("a model that stalls mid-answer: timeout:model, refunded, question kept", async () => {
    quiet();
    useModel(true);
    stub.reply({ kind: "stall-after", text: "Dios te ama profundamente. Él cuida de ti cada día. Puedes" });
    const u = await signedIn("stall");
    const { events } = await readEvents(await send(sendRequest(question("¿Qué es el amor?", u.id), { accept: SSE })));
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "timeout:model" } });
    expect(await userCount(u)).toBe(0);
    expect((await messagesOf(u.id)).map((r) => r.status)).toEqual(["failed"]);
  });

  it("a model answering 500, without streaming: 502 JSON, refunded, question kept; a guest too", async () => {
    quiet();
    useModel(true);
    stub.reply({ kind: "status", status: 500 });
    const u = await signedIn("down");
    const res = await send(sendRequest(question("¿Qué es la esperanza?", u.id)));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      code: "upstream:model",
      detail: expect.stringMatching(/inténtalo de nuevo/),
    });
    expect(await userCount(u)).toBe(0);
    expect((await messagesOf(u.id)).map((r) => [r.text, r.status])).toEqual([["¿Qué es la esperanza?", "failed"]]);

    const guest = randomUUID();
    const g = await freeChat(
      new Request("http://localhost/api/v1/chat/free-chat", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Guest-Session-ID": guest,
          "x-berea-client-ip": "203.0.113.24",
        },
        body: JSON.stringify({ text: "¿Qué es la esperanza?" }),
      }),
    );
    expect(g.status).toBe(502);
    expect((await guestCounts(guest, "203.0.113.24")).guest).toBe(0);
  });
});
