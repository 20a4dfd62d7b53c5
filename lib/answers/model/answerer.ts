import "server-only";
import { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { AppError, isAppError } from "../../api/errors.ts";
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import { modelConfig } from "./client.ts";
import type { PromptMessage } from "./prompt.ts";

// Talks to the model and nothing else: one retry and a timeout (the SDK's), an idle timeout between
// streamed chunks (the SDK's timeout stops counting once headers arrive), and every failure turned
// into the two errors a caller can see: upstream:model (502) or timeout:model (504).

const MAX_TOKENS = 900;
const TEMPERATURE = 0.4;

class IdleTimeout extends Error {}

/** The server refused a request because of its tools (vLLM's 400, llama.cpp's 500 "tools param requires --jinja"). */
export class ToolsRefused extends Error {
  constructor(cause: unknown) {
    super("the model server refused tools", { cause });
    this.name = "ToolsRefused";
  }
}

function refusesTools(err: unknown): boolean {
  if (!(err instanceof APIError) || err.status === undefined) return false;
  if (![400, 404, 422, 500, 501].includes(err.status)) return false;
  return /tool|function/i.test(`${err.message} ${JSON.stringify(err.error ?? "")}`);
}

/** A request with tools that the server refused for them is not a failure: the caller asks again without. */
function failure(err: unknown, extras: RequestExtras, signal?: AbortSignal): Error {
  if (extras.tools && refusesTools(err)) return new ToolsRefused(err);
  return toModelError(err, signal);
}

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

/** What a request may add to the model, messages and sampling this module sets: tools, tool choice. */
export type RequestExtras = Pick<ChatCompletionCreateParamsBase, "tools" | "tool_choice">;
export type ModelMessage = ChatCompletionMessageParam;

/** Asks for a whole reply at once (its text, and any tool calls when tools were offered). */
export async function completeMessage(
  messages: ModelMessage[],
  signal?: AbortSignal,
  extras: RequestExtras = {},
): Promise<ChatCompletionMessage> {
  const { client, model } = modelConfig();
  try {
    const res = await client.chat.completions.create(
      { model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS, ...extras },
      { signal },
    );
    const message = res.choices?.[0]?.message;
    if (!message) throw new Error("model returned no message");
    return message;
  } catch (err) {
    throw failure(err, extras, signal);
  }
}

/** Asks for a whole answer at once. */
export async function completeAnswer(messages: PromptMessage[], signal?: AbortSignal): Promise<string> {
  const message = await completeMessage(messages, signal);
  const text = message.content ?? "";
  if (!text.trim()) throw toModelError(new Error("model returned an empty answer"), signal);
  return text;
}

/**
 * The raw chunks of a streamed reply, with an idle timeout between them. Raw chunks, not the SDK's
 * stream helper: servers send tool-call deltas without `type` or `index`, which the helper rejects.
 */
export async function* streamChunks(
  messages: ModelMessage[],
  signal?: AbortSignal,
  extras: RequestExtras = {},
): AsyncGenerator<ChatCompletionChunk> {
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
  try {
    const stream = await client.chat.completions.create(
      { model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS, stream: true, ...extras },
      { signal: controller.signal },
    );
    arm();
    for await (const chunk of stream) {
      arm();
      yield chunk;
    }
    // An aborted SDK stream ends quietly; find out why it ended.
    if (timedOut) throw new IdleTimeout(`no data from the model for ${timeoutMs} ms`);
    if (signal?.aborted) throw new APIUserAbortError();
  } catch (err) {
    throw failure(timedOut ? new IdleTimeout(`no data from the model for ${timeoutMs} ms`) : err, extras, signal);
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener("abort", onAbort);
    controller.abort();
  }
}

/** Streams the answer's text as it is generated. */
export async function* streamAnswerText(messages: PromptMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  let produced = false;
  for await (const chunk of streamChunks(messages, signal)) {
    const piece = chunk.choices?.[0]?.delta?.content;
    if (piece) {
      produced = true;
      yield piece;
    }
  }
  if (!produced) throw toModelError(new Error("model returned an empty answer"), signal);
}
