import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnvCache } from "../../lib/env.ts";

// A real HTTP server that speaks just enough of the OpenAI API (/v1/chat/completions, with and
// without `stream: true`) for the model path to be tested end to end. Each test scripts what the
// "model" does next: answer, stream, stall, fail with a status, send a broken stream, or call tools
// (streamed as deltas the way servers send them: `type` and `name` in the first delta only, and,
// with `omitIndex`, no `index` at all as some servers do).

export type StubReply =
  | { kind: "text"; text: string; chunkSize?: number; chunkDelayMs?: number }
  | { kind: "delay"; ms: number; then: StubReply }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "malformed"; after?: string; afterDelayMs?: number }
  | { kind: "stall-after"; text: string }
  | {
      kind: "tool_calls";
      calls: StubToolCall[];
      /** Words streamed before the calls (a preamble). */
      before?: string;
      /** Stream the deltas without `index` (some servers do). */
      omitIndex?: boolean;
    };

export interface StubToolCall {
  name: string;
  /** Sent as is: it may be broken JSON on purpose. */
  arguments: string;
  id?: string;
}

export interface StubRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string; tool_call_id?: string; tool_calls?: unknown[] }[];
    tools?: { type: string; function: { name: string } }[];
    tool_choice?: unknown;
    [k: string]: unknown;
  };
}

export interface OpenAiStub {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  requests: StubRequest[];
  /** Sets what every following request gets (a function decides per request). */
  reply(r: StubReply | ((req: StubRequest, n: number) => StubReply)): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunkText(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** The fields every completion and stream chunk of the stub opens with. */
function envelope(object: "chat.completion" | "chat.completion.chunk", model: string) {
  return { id: "chatcmpl-stub", object, created: Math.floor(Date.now() / 1000), model };
}

function completion(model: string, text: string) {
  return {
    ...envelope("chat.completion", model),
    choices: [
      { index: 0, message: { role: "assistant", content: text, refusal: null }, finish_reason: "stop", logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunkEvent(model: string, content: string | null, finish: string | null = null): string {
  const data = {
    ...envelope("chat.completion.chunk", model),
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish, logprobs: null }],
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

function toolCompletion(model: string, calls: StubToolCall[]) {
  return {
    ...envelope("chat.completion", model),
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: calls.map((c, i) => ({
            id: c.id ?? `call_${i}`,
            type: "function",
            function: { name: c.name, arguments: c.arguments },
          })),
        },
        finish_reason: "tool_calls",
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function toolDeltaEvent(model: string, toolCall: Record<string, unknown>): string {
  const data = {
    ...envelope("chat.completion.chunk", model),
    choices: [{ index: 0, delta: { tool_calls: [toolCall] }, finish_reason: null, logprobs: null }],
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

async function respond(res: ServerResponse, req: StubRequest, reply: StubReply, alive: () => boolean): Promise<void> {
  const model = req.body.model ?? "stub";
  switch (reply.kind) {
    case "delay":
      await sleep(reply.ms);
      if (!alive()) return;
      return respond(res, req, reply.then, alive);
    case "status":
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body ?? { error: { message: "stub failure", type: "server_error" } }));
      return;
    case "malformed":
      res.writeHead(200, { "content-type": "text/event-stream" });
      // `after`: whole sentences first, so garbage arrives mid-answer, after text was shown.
      for (const piece of chunkText(reply.after ?? "Hola, ", 7)) res.write(chunkEvent(model, piece));
      if (reply.afterDelayMs) await sleep(reply.afterDelayMs);
      if (!alive()) return;
      res.write("data: {esto no es json\n\n");
      res.end();
      return;
    case "stall-after":
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(chunkEvent(model, reply.text));
      // Never finishes: the client must give up on its own.
      return;
    case "tool_calls": {
      if (!req.body.stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(toolCompletion(model, reply.calls)));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const piece of chunkText(reply.before ?? "", 7)) res.write(chunkEvent(model, piece));
      reply.calls.forEach((c, i) => {
        const index = reply.omitIndex ? {} : { index: i };
        // The first delta names the call; its arguments follow in pieces without `type` or `name`.
        res.write(
          toolDeltaEvent(model, {
            ...index,
            id: c.id ?? `call_${i}`,
            type: "function",
            function: { name: c.name, arguments: "" },
          }),
        );
        for (const part of chunkText(c.arguments, 5))
          res.write(toolDeltaEvent(model, { ...index, function: { arguments: part } }));
      });
      res.write(chunkEvent(model, null, "tool_calls"));
      res.write("data: [DONE]\n\n");
      res.end();
      return;
    }
    case "text":
      if (!req.body.stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(completion(model, reply.text)));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const piece of chunkText(reply.text, reply.chunkSize ?? 7)) {
        if (!alive()) return;
        res.write(chunkEvent(model, piece));
        if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      }
      res.write(chunkEvent(model, null, "stop"));
      res.write("data: [DONE]\n\n");
      res.end();
      return;
  }
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  let script: (req: StubRequest, n: number) => StubReply = () => ({ kind: "text", text: "Hola." });
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const part of req) raw += part;
    let body: StubRequest["body"] = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      res.writeHead(400).end();
      return;
    }
    const entry: StubRequest = { path: req.url ?? "", headers: req.headers, body };
    requests.push(entry);
    if (req.method !== "POST" || !entry.path.endsWith("/chat/completions")) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    let open = true;
    res.on("close", () => (open = false));
    await respond(res, entry, script(entry, requests.length), () => open);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(r) {
      script = typeof r === "function" ? r : () => r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Points the model settings at the stub (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL, plus any
 * `extra` values such as a short OPENAI_TIMEOUT_MS), or, given null, unsets them so the built-in
 * answerer runs; resets the validated env either way.
 */
export function useStubModel(stub: OpenAiStub | null, extra: Record<string, string> = {}): void {
  if (stub) {
    Object.assign(
      process.env,
      { OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: "test-key", OPENAI_MODEL: "stub-model" },
      extra,
    );
  } else {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
  }
  resetEnvCache();
}
