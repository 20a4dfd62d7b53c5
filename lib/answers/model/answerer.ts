import "server-only";
import { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { AppError, isAppError } from "../../api/errors.ts";
import { modelConfig } from "./client.ts";
import type { PromptMessage } from "./prompt.ts";

// Talks to the model and nothing else: one retry and a timeout (the SDK's), an idle timeout between
// streamed chunks (the SDK's timeout stops counting once headers arrive), and every failure turned
// into the two errors a caller can see: upstream:model (502) or timeout:model (504).

const MAX_TOKENS = 900;
const TEMPERATURE = 0.4;

class IdleTimeout extends Error {}

/** Maps any failure of a model call to the AppError a user sees, logging the cause in full. */
export function toModelError(err: unknown, signal?: AbortSignal): AppError {
  if (isAppError(err)) return err;
  if (err instanceof IdleTimeout || err instanceof APIConnectionTimeoutError) {
    console.error("[answers] model timed out", err.message);
    return new AppError("timeout:model", undefined, { cause: err });
  }
  if (signal?.aborted || err instanceof APIUserAbortError) {
    // The caller went away; nobody will read this, so it is not an upstream failure worth logging.
    return new AppError("upstream:model", undefined, { cause: err });
  }
  const status = err instanceof APIError ? ` (status ${err.status ?? "none"})` : "";
  console.error(`[answers] model request failed${status}`, err);
  return new AppError("upstream:model", undefined, { cause: err });
}

/** Asks for a whole answer at once. */
export async function completeAnswer(messages: PromptMessage[], signal?: AbortSignal): Promise<string> {
  const { client, model } = modelConfig();
  try {
    const res = await client.chat.completions.create(
      { model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS },
      { signal },
    );
    const text = res.choices?.[0]?.message?.content ?? "";
    if (!text.trim()) throw new Error("model returned an empty answer");
    return text;
  } catch (err) {
    throw toModelError(err, signal);
  }
}

/** Streams the answer's text as it is generated. */
export async function* streamAnswerText(messages: PromptMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const { client, model, timeoutMs } = modelConfig();
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  let idle: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  let produced = false;
  try {
    const stream = await client.chat.completions.create(
      { model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS, stream: true },
      { signal: controller.signal },
    );
    arm();
    for await (const chunk of stream) {
      arm();
      const piece = chunk.choices?.[0]?.delta?.content;
      if (piece) {
        produced = true;
        yield piece;
      }
    }
    // An aborted SDK stream ends quietly; find out why it ended.
    if (timedOut) throw new IdleTimeout(`no data from the model for ${timeoutMs} ms`);
    if (signal?.aborted) throw new APIUserAbortError();
    if (!produced) throw new Error("model returned an empty answer");
  } catch (err) {
    throw toModelError(timedOut ? new IdleTimeout(`no data from the model for ${timeoutMs} ms`) : err, signal);
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener("abort", onAbort);
    controller.abort();
  }
}
