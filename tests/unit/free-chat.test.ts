import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "../../app/api/v1/chat/free-chat/route.ts";
import { quotaStatus } from "../../lib/quota/index.ts";
import { startOpenAiStub, useStubModel, type OpenAiStub } from "../support/openai-stub-server.ts";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";

const JUAN_3_16 =
  "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.";

let stub: OpenAiStub;
const useBuiltin = () => useStubModel(null);
const useModel = () => useStubModel(stub, { OPENAI_TIMEOUT_MS: "400" });

function post(
  body: unknown,
  opts: { guest?: string | null; accept?: string; ip?: string; raw?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-berea-client-ip": opts.ip ?? "203.0.113.7",
  };
  if (opts.guest !== null) headers["x-guest-session-id"] = opts.guest ?? randomUUID();
  if (opts.accept) headers.accept = opts.accept;
  return POST(
    new Request("http://localhost/api/v1/chat/free-chat", {
      method: "POST",
      headers,
      body: opts.raw ?? JSON.stringify(body),
    }),
  );
}

const ask = (text: string) => ({ text, sender: "user", timestamp: new Date().toISOString() });

async function readSse(res: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const raw = await res.text();
  return raw
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}") as Record<string, unknown>;
      return { event, data };
    });
}

withTestDb({ bible: true, env: { GUEST_FREE_PROMPTS: "5", GUEST_IP_DAILY_LIMIT: "1000" } });
beforeAll(async () => {
  stub = await startOpenAiStub();
});

afterAll(async () => {
  await stub?.close();
});

beforeEach(() => useBuiltin());

describe(`POST /api/v1/chat/free-chat (${TEST_DB_KIND})`, () => {
  it("'Juan 3:16' returns the exact RV1909 text, its reference and a server timestamp", async () => {
    const before = Date.now();
    const res = await post(ask("Juan 3:16"));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      text: string;
      timestamp: string;
      citations: { reference: string; text: string }[];
    };
    expect(body.text).toContain(JUAN_3_16);
    expect(body.text).toContain("Juan 3:16");
    expect(body.citations).toEqual([{ reference: "Juan 3:16", text: JUAN_3_16 }]);
    const t = Date.parse(body.timestamp);
    expect(new Date(t).toISOString()).toBe(body.timestamp);
    expect(t).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ["missing", null],
    ["malformed", "not-a-uuid"],
  ])("400 bad_request:guest_session when the guest id is %s", async (_, guest) => {
    const res = await post(ask("Hola"), { guest });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("bad_request:guest_session");
    expect(body.detail).toMatch(/identificador de sesión de invitado/);
  });

  it("422 for an empty or over-long message, 400 for a body that is not JSON", async () => {
    const empty = await post(ask("   "));
    expect(empty.status).toBe(422);
    expect((await empty.json()).code).toBe("validation:message_empty");

    const long = await post(ask("a".repeat(2001)));
    expect(long.status).toBe(422);
    expect((await long.json()).code).toBe("validation:message_too_long");

    const notJson = await post(null, { raw: "{texto: " });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe("bad_request:json");
  });

  it("the 6th question of a guest gets 429 with the spec's message", async () => {
    const guest = randomUUID();
    for (let i = 0; i < 5; i++)
      expect((await post(ask("¿Qué dice la Biblia sobre la paz?"), { guest })).status).toBe(200);
    const sixth = await post(ask("¿Y sobre el amor?"), { guest });
    expect(sixth.status).toBe(429);
    const body = await sixth.json();
    expect(body.code).toBe("rate_limit:guest");
    expect(body.detail).toBe(
      "Se ha agotado tu cuota de mensajes gratuitos. Por favor, inicia sesión o regístrate para continuar chateando.",
    );
  });

  it("a model failure returns 502 and does not use a unit", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    useModel();
    stub.reply({ kind: "status", status: 500 });
    const guest = randomUUID();
    const res = await post(ask("¿Qué es la gracia?"), { guest });
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe("upstream:model");
    const status = await quotaStatus({ kind: "guest", guestId: guest, ip: "203.0.113.7" });
    expect(status.count).toBe(0);
    expect(status.remaining).toBe(5);
  });

  it("with Accept: text/event-stream the same answer arrives as deltas and a done event", async () => {
    const res = await post(ask("Juan 3:16"), { accept: "text/event-stream" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = await readSse(res);
    const deltas = events.filter((e) => e.event === "delta");
    const done = events.at(-1)!;
    expect(deltas.length).toBeGreaterThan(0);
    expect(done.event).toBe("done");
    expect(done.data.text).toContain(JUAN_3_16);
    expect(
      deltas
        .map((d) => d.data.text)
        .join("")
        .trim(),
    ).toBe(done.data.text);
    expect(done.data.citations).toEqual([{ reference: "Juan 3:16", text: JUAN_3_16 }]);
    expect(typeof done.data.timestamp).toBe("string");
  });

  it("a streamed model failure ends with an error event and gives the unit back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    useModel();
    stub.reply({ kind: "status", status: 500 });
    const guest = randomUUID();
    const res = await post(ask("¿Qué es la gracia?"), { guest, accept: "text/event-stream" });
    const events = await readSse(res);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "upstream:model" } });
    const status = await quotaStatus({ kind: "guest", guestId: guest, ip: "203.0.113.7" });
    expect(status.count).toBe(0);
  });
});
