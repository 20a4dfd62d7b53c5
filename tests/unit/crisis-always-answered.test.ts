import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { createUserWithSession, question, sendRequest, sessionJar, type TestUser } from "./chat-helpers.ts";

// Found walking the product: a free user who had used the day's messages and then wrote "ya no
// quiero vivir" got the daily-limit alert instead of the helplines. A crisis reply is never refused
// by a quota, and it does not spend one.
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const { POST: send } = await import("../../app/api/v1/chat/send/route.ts");
const { POST: freeChat } = await import("../../app/api/v1/chat/free-chat/route.ts");
const { GET: quota } = await import("../../app/api/v1/chat/quota/route.ts");

let ana: TestUser;

const testDb = withTestDb({
  bible: true,
  env: {
    FREE_DAILY_LIMIT: "1",
    GUEST_FREE_PROMPTS: "1",
    GUEST_IP_DAILY_LIMIT: "100",
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: undefined,
  },
});
beforeAll(async () => {
  ana = await createUserWithSession(testDb.db, "ana");
});
beforeEach(() => {
  sessionJar.token = undefined;
});

const CRISIS = "ya no quiero vivir";

function guestPost(text: string, guest: string, accept?: string): Promise<Response> {
  return freeChat(
    new Request("http://localhost/api/v1/chat/free-chat", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-guest-session-id": guest,
        "x-berea-client-ip": "203.0.113.9",
        ...(accept ? { accept } : {}),
      },
      body: JSON.stringify({ text, sender: "user", timestamp: new Date().toISOString() }),
    }),
  );
}

describe(`a crisis message with no allowance left (${TEST_DB_KIND})`, () => {
  it("a signed-in free user still gets the helplines, as JSON and as a stream, and nothing is counted", async () => {
    sessionJar.token = ana.token;
    expect((await send(sendRequest(question("Juan 3:16", ana.id)))).status).toBe(200);
    const limited = await send(sendRequest(question("¿Qué es la fe?", ana.id)));
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limit:daily");

    const res = await send(sendRequest(question(CRISIS, ana.id)));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: string };
    expect(body.text).toContain("800 911 2000");
    expect(body.text).toContain("911");

    const streamed = await send(sendRequest(question(CRISIS, ana.id), { accept: "text/event-stream" }));
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toMatch(/event: done[\s\S]*800 911 2000/);

    const q = await quota(new Request("http://localhost/api/v1/chat/quota"));
    expect(await q.json()).toMatchObject({ count: 1, remaining: 0 });
    // The limit still holds for everything else.
    expect((await send(sendRequest(question("¿Qué es la gracia?", ana.id)))).status).toBe(429);
  });

  it("a guest with no free prompts left still gets the helplines", async () => {
    const guest = randomUUID();
    expect((await guestPost("Juan 3:16", guest)).status).toBe(200);
    expect((await guestPost("Salmo 23", guest)).status).toBe(429);
    const res = await guestPost(CRISIS, guest);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { text: string }).text).toContain("800 911 2000");
    expect((await guestPost("Salmo 23", guest)).status).toBe(429);
  });
});
