"use client";
import { ApiError, apiErrorFrom, apiUrl } from "@/lib/client/api.ts";
import { readEventStream } from "./read-event-stream.ts";
import type { Citation } from "./chat-types.ts";

export interface ChatReply {
  text: string;
  timestamp: string;
  citations: Citation[];
  /** The thread the answer was stored in. */
  conversation_id?: string;
}

function asReply(value: unknown): ChatReply {
  const v = (value ?? {}) as Partial<ChatReply>;
  return {
    text: typeof v.text === "string" ? v.text : "",
    timestamp: typeof v.timestamp === "string" ? v.timestamp : new Date().toISOString(),
    citations: Array.isArray(v.citations) ? v.citations : [],
    conversation_id: typeof v.conversation_id === "string" ? v.conversation_id : undefined,
  };
}

/** The person pressed 'Detener'; `delivered` is the verified text that had already arrived. */
export class StoppedError extends Error {
  constructor(readonly delivered: string) {
    super("stopped");
    this.name = "StoppedError";
  }
}

/**
 * POST chat/send asking for server-sent events, so verified sentences appear as they are ready
 * (onDelta gets the text so far). A server that answers JSON instead is handled the same way.
 */
export async function postChatMessage({
  text,
  userId,
  conversationId,
  onDelta,
  onStatus,
  signal,
}: {
  text: string;
  userId: string;
  /** The open thread; without it the server uses the current one. */
  conversationId?: string;
  onDelta: (textSoFar: string) => void;
  /** What the model is doing meanwhile ('Buscando pasajes…'), from `status` events. */
  onStatus?: (text: string) => void;
  /** 'Detener': aborting ends the request; the server charges only if a sentence already arrived. */
  signal?: AbortSignal;
}): Promise<ChatReply> {
  let res: Response;
  try {
    res = await fetch(apiUrl("chat", "chat/send"), {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({
        text,
        sender: "user",
        timestamp: new Date().toISOString(),
        user_id: userId,
        ...(conversationId ? { conversation_id: conversationId } : {}),
      }),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw new StoppedError("");
    throw new ApiError(0, "network", err instanceof Error ? err.message : String(err), true);
  }
  if (!res.ok) throw await apiErrorFrom(res);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !res.body) return asReply(await res.json());

  let soFar = "";
  try {
    for await (const ev of readEventStream(res.body)) {
      const data: unknown = JSON.parse(ev.data);
      if (ev.event === "delta") {
        const piece = (data as { text?: unknown }).text;
        if (typeof piece === "string") {
          soFar += piece;
          onDelta(soFar);
        }
      } else if (ev.event === "status") {
        const note = (data as { text?: unknown }).text;
        if (typeof note === "string") onStatus?.(note);
      } else if (ev.event === "done") {
        return asReply(data);
      } else if (ev.event === "error") {
        const e = data as { detail?: unknown; code?: unknown };
        throw new ApiError(
          502,
          typeof e.code === "string" ? e.code : "upstream:model",
          typeof e.detail === "string" ? e.detail : "",
        );
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (signal?.aborted) throw new StoppedError(soFar);
    throw new ApiError(0, "network", err instanceof Error ? err.message : String(err), true);
  }
  throw new ApiError(0, "network", "stream ended early", true);
}
