import "server-only";
import type { Answer, AnswerEvent } from "../answers/types.ts";
import { ANSWER_STATUS_TEXT } from "../../content/answer-status.ts";
import { AppError, isAppError } from "./errors.ts";

// Streams an answer as server-sent events: `delta` {text} for each verified sentence, then `done`
// {text, timestamp, citations} once the caller has recorded the answer, or `error` {detail, code}.
// While a model looks passages up, `status` {status, text} ('Buscando pasajes…') may come between
// them; clients that do not know it skip it.
//
// Who pays for a stream that does not end in `done` (DESIGN, "Quota and streams"): a client that
// leaves after the first verified sentence reached it has been given an answer and is charged
// (`left`); a failure on our side (model error, timeout, garbage mid-answer) is refunded (`fail`),
// whatever was already shown. The stream has no buffer (highWaterMark 0): it is pulled only when the
// reader is waiting, so an enqueued delta is one the reader has taken.

export interface SseHooks {
  /**
   * Runs when the answer is complete (e.g. stores it); its timestamp, and any other field it returns
   * (e.g. the thread's id), go into the `done` event.
   */
  finish(answer: Answer): Promise<{ timestamp: string }>;
  /**
   * Runs when answering fails or the client leaves before `done` (e.g. gives the quota unit back).
   * It may return the error the client should see instead of the raw failure.
   */
  fail(err: unknown): Promise<AppError | void>;
  /**
   * Runs instead of `fail` when the client leaves after at least one delta reached it, with the text
   * it received: the answer counts as given (e.g. store what was shown, keep the quota unit).
   */
  left?(delivered: string): Promise<void>;
}

export interface SseOptions {
  headers?: HeadersInit;
  /** The request's signal: a model call aborted because the client left is a departure, not our failure. */
  signal?: AbortSignal;
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

/** Why a stream ended when the client went away (not a failure of ours: nothing to log). */
export class ClientLeft extends Error {
  constructor(cause?: unknown) {
    super("client disconnected", { cause });
    this.name = "ClientLeft";
  }
}

function toAppError(err: unknown): AppError {
  if (isAppError(err)) return err;
  console.error("[sse] answer stream failed", err);
  return new AppError("internal:unexpected");
}

export function sseResponse(events: AsyncIterable<AnswerEvent>, hooks: SseHooks, options: SseOptions = {}): Response {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let settled = false;
  let cancelled = false;
  let delivered = "";
  // Set when storing the finished answer failed: that is our failure, refunded even if the client left meanwhile.
  let storeFailed = false;
  const failOnce = async (err: unknown): Promise<AppError | void> => {
    if (settled) return;
    settled = true;
    return hooks.fail(err);
  };
  /** The client went away: charged when something reached it, refunded otherwise. */
  const leave = async (reason: unknown): Promise<void> => {
    if (settled) return;
    if (!delivered || !hooks.left) {
      await failOnce(new ClientLeft(reason));
      return;
    }
    settled = true;
    await hooks.left(delivered);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await iterator.next();
          if (settled) return; // the client left while this piece was being made
          if (done) {
            await failOnce(new Error("answer stream ended without an answer"));
            controller.close();
            return;
          }
          if (value.type === "delta") {
            delivered += value.text;
            controller.enqueue(encoder.encode(sseFrame("delta", { text: value.text })));
            return;
          }
          if (value.type === "status") {
            // Not answer text: it neither counts as delivered nor changes who pays. Whatever came before
            // it was the model's preamble to a tool search ('Voy a buscar…'), not an answer: leaving
            // during the search is not charged.
            delivered = "";
            const text = ANSWER_STATUS_TEXT[value.status];
            controller.enqueue(encoder.encode(sseFrame("status", { status: value.status, text })));
            return;
          }
          // Settled while finish() stores the answer, so a departure now neither refunds nor stores twice;
          // if storing fails, that is our failure and is refunded below.
          settled = true;
          const { timestamp, ...extra } = await hooks.finish(value.answer).catch((err: unknown) => {
            settled = false;
            storeFailed = true;
            throw err;
          });
          controller.enqueue(
            encoder.encode(
              sseFrame("done", { ...extra, text: value.answer.text, timestamp, citations: value.answer.citations }),
            ),
          );
          controller.close();
          await iterator.return?.();
        } catch (err) {
          if (!storeFailed && (cancelled || options.signal?.aborted)) {
            // The model call died because the client left: nobody is listening any more.
            await leave(err).catch((e: unknown) => console.error("[sse] departure hook failed", e));
            if (!cancelled) controller.close();
            return;
          }
          const shown = await failOnce(err).catch((e: unknown) => console.error("[sse] failure hook failed", e));
          if (cancelled) return; // nobody to tell
          controller.enqueue(encoder.encode(sseFrame("error", (shown ?? toAppError(err)).toJSON())));
          controller.close();
        }
      },
      async cancel(reason) {
        // The client went away: what already reached it decides who pays; then stop the model.
        cancelled = true;
        await leave(reason).catch((e: unknown) => console.error("[sse] departure hook failed", e));
        await iterator.return?.();
      },
    },
    // No buffer: the stream is pulled only while the reader waits, so an enqueued delta has reached it.
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: { ...SSE_HEADERS, ...Object.fromEntries(new Headers(options.headers)) } });
}
