import type { Answer, AnswerEvent } from "../answers/types.ts";
import { AppError, isAppError } from "./errors.ts";

// Streams an answer as server-sent events: `delta` {text} for each verified sentence, then `done`
// {text, timestamp, citations} once the caller has recorded the answer, or `error` {detail, code}.

export interface SseHooks {
  /** Runs when the answer is complete (e.g. stores it); its timestamp goes into the `done` event. */
  finish(answer: Answer): Promise<{ timestamp: string }>;
  /**
   * Runs when answering fails or the client leaves before `done` (e.g. gives the quota unit back).
   * It may return the error the client should see instead of the raw failure.
   */
  fail(err: unknown): Promise<AppError | void>;
}

export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function wantsEventStream(req: Request): boolean {
  return (req.headers.get("accept") ?? "").includes("text/event-stream");
}

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;

function toAppError(err: unknown): AppError {
  if (isAppError(err)) return err;
  console.error("[sse] answer stream failed", err);
  return new AppError("internal:unexpected");
}

export function sseResponse(events: AsyncIterable<AnswerEvent>, hooks: SseHooks, headers?: HeadersInit): Response {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let settled = false;
  let cancelled = false;
  const failOnce = async (err: unknown): Promise<AppError | void> => {
    if (settled) return;
    settled = true;
    return hooks.fail(err);
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) {
          if (!settled) await failOnce(new Error("answer stream ended without an answer"));
          controller.close();
          return;
        }
        if (value.type === "delta") {
          controller.enqueue(encoder.encode(sseFrame("delta", { text: value.text })));
          return;
        }
        const { timestamp } = await hooks.finish(value.answer);
        settled = true;
        controller.enqueue(
          encoder.encode(sseFrame("done", { text: value.answer.text, timestamp, citations: value.answer.citations })),
        );
        controller.close();
        await iterator.return?.();
      } catch (err) {
        const shown = await failOnce(err).catch((e: unknown) => console.error("[sse] failure hook failed", e));
        if (cancelled) return; // nobody is listening any more
        controller.enqueue(encoder.encode(sseFrame("error", (shown ?? toAppError(err)).toJSON())));
        controller.close();
      }
    },
    async cancel(reason) {
      // The client went away: stop the model and treat the answer as not given.
      cancelled = true;
      await iterator.return?.();
      await failOnce(reason ?? new Error("client disconnected")).catch((e: unknown) =>
        console.error("[sse] failure hook failed", e),
      );
    },
  });
  return new Response(body, { headers: { ...SSE_HEADERS, ...Object.fromEntries(new Headers(headers)) } });
}
