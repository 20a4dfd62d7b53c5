import { describe, expect, it } from "vitest";
import { postChatMessage } from "../../components/chat/post-chat-message.ts";
import { parseEventChunk, readEventStream } from "../../components/chat/read-event-stream.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      c.close();
    },
  });
}

describe("reading the chat's server-sent events", () => {
  it("keeps an incomplete event for the next chunk", () => {
    const { events, rest } = parseEventChunk('event: delta\ndata: {"text":"Hola"}\n\nevent: done\ndata: {"te');
    expect(events).toEqual([{ event: "delta", data: '{"text":"Hola"}' }]);
    expect(rest).toBe('event: done\ndata: {"te');
  });

  it("reassembles events split anywhere, even inside a multi-byte character", async () => {
    const whole =
      'event: delta\ndata: {"text":"Dios amó al mundo."}\n\n: keep-alive\n\nevent: done\r\ndata: {"text":"fin"}\r\n\r\n';
    const bytes = new TextEncoder().encode(whole);
    // Split the bytes into 3-byte pieces (cutting "ó" in half).
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 3) pieces.push(bytes.slice(i, i + 3));
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of pieces) c.enqueue(p);
        c.close();
      },
    });
    const got = [];
    for await (const ev of readEventStream(stream)) got.push(ev);
    expect(got).toEqual([
      { event: "delta", data: '{"text":"Dios amó al mundo."}' },
      { event: "done", data: '{"text":"fin"}' },
    ]);
  });

  it("delivers a last event that lacks the closing blank line", async () => {
    const got = [];
    for await (const ev of readEventStream(streamOf(['event: error\ndata: {"code":"upstream:model"}']))) got.push(ev);
    expect(got).toEqual([{ event: "error", data: '{"code":"upstream:model"}' }]);
  });
});

describe("postChatMessage and status events", () => {
  it("passes 'Buscando pasajes…' to onStatus, keeps it out of the text, and still returns the answer", async () => {
    const body =
      'event: status\ndata: {"status":"searching","text":"Buscando pasajes…"}\n\n' +
      'event: delta\ndata: {"text":"Dios te ama."}\n\n' +
      'event: done\ndata: {"text":"Dios te ama.","timestamp":"2026-11-25T02:00:00.000Z","citations":[]}\n\n';
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => new Response(body, { headers: { "content-type": "text/event-stream" } });
    try {
      const notes: string[] = [];
      const deltas: string[] = [];
      const reply = await postChatMessage({
        text: "¿Qué dice Juan 3:16?",
        userId: "u1",
        onDelta: (t) => deltas.push(t),
        onStatus: (t) => notes.push(t),
      });
      expect(notes).toEqual(["Buscando pasajes…"]);
      expect(deltas).toEqual(["Dios te ama."]);
      expect(reply.text).toBe("Dios te ama.");
      // A client that does not listen for status (as before) reads the same answer.
      const old = await postChatMessage({ text: "¿Qué dice Juan 3:16?", userId: "u1", onDelta: () => {} });
      expect(old.text).toBe("Dios te ama.");
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
