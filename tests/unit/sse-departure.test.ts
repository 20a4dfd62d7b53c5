import { describe, expect, it, vi } from "vitest";
import { sseResponse } from "../../lib/api/sse.ts";
import type { AnswerEvent } from "../../lib/answers/index.ts";

const answer = { text: "Una frase verificada.", citations: [] } as unknown as Extract<
  AnswerEvent,
  { type: "done" }
>["answer"];

async function* oneSentence(): AsyncGenerator<AnswerEvent> {
  yield { type: "delta", text: "Una frase verificada." } as AnswerEvent;
  yield { type: "done", answer } as AnswerEvent;
}

describe("an answer stream whose client leaves while the answer is being stored", () => {
  it("a storage failure is ours: the unit is given back (fail), the departure is not charged (left)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let rejectStore!: (e: Error) => void;
    const hooks = {
      finish: vi.fn(() => new Promise<{ timestamp: string }>((_, reject) => (rejectStore = reject))),
      fail: vi.fn(async () => {}),
      left: vi.fn(async () => {}),
    };
    const reader = sseResponse(oneSentence(), hooks).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: delta");
    const pending = reader.read(); // pulls "done": storing starts
    await vi.waitFor(() => expect(hooks.finish).toHaveBeenCalled());
    const cancelled = reader.cancel("tab closed");
    rejectStore(new Error("database went away"));
    await cancelled;
    await pending.catch(() => {});
    await vi.waitFor(() => expect(hooks.fail).toHaveBeenCalledTimes(1));
    expect(hooks.left).not.toHaveBeenCalled();
  });

  it("a client leaving after a sentence reached it, with nothing failing, is charged (left), not refunded", async () => {
    const hooks = {
      finish: vi.fn(async () => ({ timestamp: "t" })),
      fail: vi.fn(async () => {}),
      left: vi.fn(async () => {}),
    };
    const reader = sseResponse(oneSentence(), hooks).body!.getReader();
    await reader.read();
    await reader.cancel("tab closed");
    expect(hooks.left).toHaveBeenCalledWith("Una frase verificada.");
    expect(hooks.fail).not.toHaveBeenCalled();
  });

  it("a client leaving during a tool search, after only the model's preamble, is refunded (fail), not charged", async () => {
    async function* preambleThenSearch(): AsyncGenerator<AnswerEvent> {
      yield { type: "delta", text: "Voy a buscar pasajes sobre eso." } as AnswerEvent;
      yield { type: "status", status: "searching" } as AnswerEvent;
      await new Promise(() => {}); // the search goes on
    }
    const hooks = {
      finish: vi.fn(async () => ({ timestamp: "t" })),
      fail: vi.fn(async () => {}),
      left: vi.fn(async () => {}),
    };
    const reader = sseResponse(preambleThenSearch(), hooks).body!.getReader();
    await reader.read(); // the preamble
    await reader.read(); // 'Buscando pasajes…'
    await reader.cancel("tab closed");
    await vi.waitFor(() => expect(hooks.fail).toHaveBeenCalledTimes(1));
    expect(hooks.left).not.toHaveBeenCalled();
  });
});
