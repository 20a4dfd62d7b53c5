import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, ServerResponse, Server } from "node:http";
import { createBereaServer } from "../../scripts/http-server.mjs";
import { GUARD_ERRORS } from "../../scripts/http-guard.mjs";
import { ERROR_CATALOG } from "../../lib/api/errors.ts";

// The production HTTP server in front of Next.js, with a stand-in for Next's handler: what must be
// refused never reaches the handler, and no body it refuses is read. Timeouts are shortened through
// the same env variables an operator would use.

const reached: string[] = [];
let bodyBytes = 0;
let server: Server;
let port: number;

function handle(req: IncomingMessage, res: ServerResponse) {
  reached.push(`${req.method} ${req.url}`);
  if (req.url === "/api/v1/slow-stream") {
    // An SSE answer that lasts longer than the request timeout.
    res.writeHead(200, { "content-type": "text/event-stream" });
    let n = 0;
    const t = setInterval(() => {
      res.write(`event: delta\ndata: ${n}\n\n`);
      if (++n === 5) {
        clearInterval(t);
        res.end();
      }
    }, 250);
    return;
  }
  req.on("data", (c: Buffer) => (bodyBytes += c.length));
  req.on("end", () => res.end(JSON.stringify({ ok: true, bytes: bodyBytes })));
}

beforeAll(async () => {
  server = createBereaServer({
    handle,
    env: { HTTP_HEADERS_TIMEOUT_MS: "600", HTTP_REQUEST_TIMEOUT_MS: "800", HTTP_TIMEOUT_CHECK_MS: "100" },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** Sends raw bytes and returns what the server answered before closing (or after `waitMs`). */
function raw(
  head: string,
  opts: { body?: (s: net.Socket) => void; waitMs?: number } = {},
): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const s = net.connect(port, "127.0.0.1");
    let text = "";
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      s.destroy();
      resolve({ text, closedAfterMs: closed ? Date.now() - started : null });
    };
    const timer = setTimeout(() => finish(false), opts.waitMs ?? 3000);
    s.on("data", (d) => (text += d.toString()));
    s.on("error", () => finish(true));
    s.on("close", () => finish(true));
    s.write(head);
    opts.body?.(s);
  });
}

const status = (text: string) => Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
const json = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));

describe("request size", () => {
  it("a 300 MB upload is refused with 413 from its Content-Length, before the body is read", async () => {
    reached.length = 0;
    bodyBytes = 0;
    const chunk = Buffer.alloc(64 * 1024, 120);
    const r = await raw(
      `POST /api/v1/payments/webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${300 * 1024 * 1024}\r\n\r\n`,
      { body: (s) => [1, 2, 3, 4].forEach(() => s.write(chunk)) },
    );
    expect(status(r.text)).toBe(413);
    expect(json(r.text)).toEqual({ code: "too_large:body", detail: "La solicitud es demasiado grande." });
    expect(r.closedAfterMs).not.toBeNull();
    expect(reached).toEqual([]);
    expect(bodyBytes).toBe(0);
  });

  it("the JSON API takes up to 64 KB, the webhook up to 1 MB", async () => {
    const post = async (path: string, size: number) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: "POST",
        body: "x".repeat(size),
        headers: { "content-type": "application/json" },
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    };
    expect(await post("/api/v1/chat/send", 64 * 1024)).toBe(200);
    expect(await post("/api/v1/chat/send", 64 * 1024 + 1)).toBe(413);
    expect(await post("/api/auth/callback/credentials", 100 * 1024)).toBe(413);
    expect(await post("/api/v1/payments/webhook", 1024 * 1024)).toBe(200);
    expect(await post("/api/v1/payments/webhook", 1024 * 1024 + 1)).toBe(413);
  });

  it("a body of unknown length (chunked) is refused with 411", async () => {
    reached.length = 0;
    const r = await raw(
      `POST /api/v1/chat/send HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n`,
    );
    expect(status(r.text)).toBe(411);
    expect(json(r.text)).toMatchObject({ code: "length_required:body" });
    expect(reached).toEqual([]);
  });

  it("the guard's sentences are the error table's", () => {
    for (const [code, [s, detail]] of Object.entries(GUARD_ERRORS)) {
      expect(ERROR_CATALOG[code as keyof typeof ERROR_CATALOG]).toEqual([s, detail]);
    }
  });
});

describe("odd addresses", () => {
  it.each([
    "/chat/history/%E0%A4%A",
    "/api/v1/chat/history/%E0%A4%A",
    "/api/v1/chat/history/a%00b",
    "/api/v1/auth/login?email=%00",
    "/api/v1/chat/history/x?limit=%G1",
  ])("%s is a 400 with the JSON error, never reaching the app", async (path) => {
    reached.length = 0;
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "bad_request:path" });
    expect(reached).toEqual([]);
  });

  it("ordinary escaped addresses pass", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/biblia/G%C3%A9nesis/1?q=a+b%20c`);
    expect(res.status).toBe(200);
  });
});

describe("slow clients", () => {
  it("a client that never finishes its headers (slow-loris) is cut off", async () => {
    const r = await raw("GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: ", {
      waitMs: 8000,
      body: (s) => {
        const t = setInterval(() => (s.writable ? s.write("a") : clearInterval(t)), 200);
        s.on("close", () => clearInterval(t));
      },
    });
    // Closed by the server while the client was still sending (Node's own default would wait 60 s);
    // how soon is not asserted, since a loaded machine checks its timers late.
    expect(r.closedAfterMs).not.toBeNull();
  });

  it("a client that trickles its body is cut off", async () => {
    const r = await raw("POST /api/v1/chat/send HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n", {
      waitMs: 8000,
      body: (s) => {
        const t = setInterval(() => (s.writable ? s.write("a") : clearInterval(t)), 200);
        s.on("close", () => clearInterval(t));
      },
    });
    // Closed by the server while the client was still sending (Node's own default would wait 60 s);
    // how soon is not asserted, since a loaded machine checks its timers late.
    expect(r.closedAfterMs).not.toBeNull();
  });

  it("a streamed answer that lasts longer than the request timeout is not cut", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/slow-stream`);
    const text = await res.text();
    expect(text.match(/event: delta/g)).toHaveLength(5);
  });
});
