"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { dailyLimitSentence } from "@/content/allowance-text.ts";
import { ApiError, apiFetch } from "@/lib/client/api.ts";
import type { ChatMessageView, Citation, QuotaView } from "./chat-types.ts";
import { postChatMessage, StoppedError } from "./post-chat-message.ts";

export const SEND_ERROR_ALERT = "Error al enviar el mensaje. Inténtalo de nuevo.";

/** What became of a send: the screen puts the text back in the input when the allowance refused it. */
export type SendOutcome = "ignored" | "answered" | "limit" | "failed" | "stopped";

let localIds = 0;
const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(localIds++).toString(36)}`;

function toView(value: unknown): ChatMessageView | null {
  if (typeof value !== "object" || value === null) return null;
  const m = value as Record<string, unknown>;
  if (typeof m.text !== "string") return null;
  return {
    id: typeof m.id === "string" ? m.id : localId("h"),
    text: m.text,
    sender: m.sender === "bot" ? "bot" : "user",
    timestamp: typeof m.timestamp === "string" ? m.timestamp : "",
    citations: Array.isArray(m.citations) ? (m.citations as Citation[]) : [],
    status: m.status === "failed" ? "failed" : "ok",
  };
}

const toViews = (body: unknown): ChatMessageView[] =>
  Array.isArray(body) ? body.map(toView).filter((m): m is ChatMessageView => m !== null) : [];

/**
 * The signed-in chat's state: the open thread's messages, suggestions, allowance and the one send in
 * flight. The page opens on the current thread (GET chat/history); another thread can be opened, or
 * a new one started. `onSent` runs after each send (the thread list moves that thread to the top).
 */
export function useChat({ userId, dailyLimit, onSent }: { userId: string; dailyLimit: number; onSent?: () => void }) {
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  /** The open thread; null until known (the current thread, or none yet: the first question starts one). */
  const [conversationId, setConversationId] = useState<string | null>(null);
  const opening = useRef(0);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [quota, setQuota] = useState<QuotaView | null>(null);
  const [sending, setSending] = useState(false);
  const [thinking, setThinking] = useState(false);
  /** Shown beside 'Pensando...' while a model looks passages up ('Buscando pasajes…'). */
  const [thinkingNote, setThinkingNote] = useState<string | null>(null);
  /** The newest complete answer, for the screen-reader announcement (not each streamed fragment). */
  const [announcement, setAnnouncement] = useState<{ id: string; text: string } | null>(null);
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  /**
   * Settles once the opening history read has been merged. A question sent before that waits for it:
   * otherwise the read could already hold the stored question and answer while the screen also shows
   * them as local messages (ids never match), and the conversation would appear twice.
   */
  const historyRead = useRef<Promise<void>>(Promise.resolve());

  const refreshQuota = useCallback(async () => {
    try {
      setQuota(await apiFetch<QuotaView>("chat", "chat/quota"));
    } catch {
      // The spec: a quota failure is ignored.
    }
  }, []);

  const refreshSuggestions = useCallback(async () => {
    try {
      const body = await apiFetch<{ suggestions?: unknown }>("chat", `chat/suggestions/${encodeURIComponent(userId)}`);
      const list = Array.isArray(body?.suggestions) ? body.suggestions : [];
      setSuggestions(list.map((s: { text?: unknown }) => s?.text).filter((t): t is string => typeof t === "string"));
    } catch {
      setSuggestions([]);
    }
  }, [userId]);

  useEffect(() => {
    let cancelled = false;
    historyRead.current = (async () => {
      void refreshSuggestions();
      void refreshQuota();
      let list: ChatMessageView[] = [];
      const mine = opening.current;
      try {
        const body = await apiFetch<unknown>("chat", `chat/history/${encodeURIComponent(userId)}?limit=50`);
        // A failure or anything but an array shows an empty conversation.
        list = toViews(body);
      } catch {
        list = [];
      }
      // Another thread was opened meanwhile: it wins.
      if (cancelled || mine !== opening.current) return;
      // A question sent while history was still loading stays, after the stored conversation.
      setMessages((sentMeanwhile) => [...list, ...sentMeanwhile.filter((m) => !list.some((h) => h.id === m.id))]);
      setHistoryLoaded(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, refreshQuota, refreshSuggestions]);

  /** Shows a stored thread (its last 50 messages); false when it could not be read. */
  const openThread = useCallback(async (id: string): Promise<boolean> => {
    if (inFlight.current) return false;
    const mine = ++opening.current;
    setHistoryLoaded(false);
    try {
      const body = await apiFetch<{ messages?: unknown }>(
        "chat",
        `chat/conversations/${encodeURIComponent(id)}?limit=50`,
      );
      if (mine !== opening.current) return false;
      setMessages(toViews(body?.messages));
      setConversationId(id);
      return true;
    } catch {
      return false;
    } finally {
      if (mine === opening.current) setHistoryLoaded(true);
    }
  }, []);

  /** Shows an empty thread (just started, or none left): the next question goes to `id`. */
  const showThread = useCallback((id: string | null, list: ChatMessageView[] = []) => {
    opening.current++;
    setMessages(list);
    setConversationId(id);
    setHistoryLoaded(true);
  }, []);

  const send = useCallback(
    async (text: string, opts: { retryId?: string; onQuestion?: (id: string) => void } = {}): Promise<SendOutcome> => {
      const trimmed = text.trim();
      if (!trimmed || inFlight.current || !userId) return "ignored";
      inFlight.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setSending(true);
      setThinking(true);
      const questionId = opts.retryId ?? localId("q");
      const botId = localId("a");
      opts.onQuestion?.(questionId);
      // A retried question moves to the end, as the server stores it again at this moment.
      setMessages((prev) => [
        ...prev.filter((m) => m.id !== questionId),
        {
          id: questionId,
          text: trimmed,
          sender: "user",
          timestamp: new Date().toISOString(),
          citations: [],
          status: "ok",
        },
      ]);
      const upsertBot = (patch: Partial<ChatMessageView>) =>
        setMessages((prev) => {
          const i = prev.findIndex((m) => m.id === botId);
          if (i === -1) {
            return [
              ...prev,
              {
                id: botId,
                text: "",
                sender: "bot",
                timestamp: new Date().toISOString(),
                citations: [],
                status: "streaming",
                ...patch,
              },
            ];
          }
          const next = prev.slice();
          next[i] = { ...next[i], ...patch };
          return next;
        });
      try {
        await historyRead.current;
        const reply = await postChatMessage({
          text: trimmed,
          userId,
          conversationId: conversationId ?? undefined,
          signal: abort.signal,
          onDelta: (soFar) => {
            setThinking(false);
            upsertBot({ text: soFar });
          },
          onStatus: setThinkingNote,
        });
        upsertBot({ text: reply.text, citations: reply.citations, timestamp: reply.timestamp, status: "ok" });
        setAnnouncement({ id: botId, text: reply.text });
        if (reply.conversation_id) setConversationId(reply.conversation_id);
        // Asked, not computed here: a reply to someone in crisis is free, and only the server knows.
        void refreshQuota();
        void refreshSuggestions();
        return "answered";
      } catch (err) {
        if (abort.signal.aborted || err instanceof StoppedError) {
          const delivered = err instanceof StoppedError ? err.delivered : "";
          // Once a verified sentence reached the person the unit is spent (the server's rule); before
          // that nothing was given and the question can be asked again at no cost.
          if (delivered) upsertBot({ text: delivered, status: "stopped" });
          else
            setMessages((prev) =>
              prev.filter((m) => m.id !== botId).map((m) => (m.id === questionId ? { ...m, status: "stopped" } : m)),
            );
          void refreshQuota();
          return "stopped";
        }
        const e = err instanceof ApiError ? err : new ApiError(0, "network", String(err), true);
        const withoutBot = (prev: ChatMessageView[]) => prev.filter((m) => m.id !== botId);
        if (e.status === 429) {
          // Nothing was stored: a new question leaves the list and its text goes back to the input.
          setMessages((prev) =>
            opts.retryId
              ? withoutBot(prev).map((m) => (m.id === questionId ? { ...m, status: "failed" } : m))
              : withoutBot(prev).filter((m) => m.id !== questionId),
          );
          window.alert(e.code === "rate_limit:daily" ? dailyLimitSentence(dailyLimit) : e.detail);
          void refreshQuota();
          return "limit";
        }
        // The server kept the question: it stays, marked, with 'Reintentar'.
        setMessages((prev) => withoutBot(prev).map((m) => (m.id === questionId ? { ...m, status: "failed" } : m)));
        window.alert(SEND_ERROR_ALERT);
        return "failed";
      } finally {
        // Whatever became of it, a stored question moved its thread (or started one): the list follows.
        onSent?.();
        controller.current = null;
        inFlight.current = false;
        setSending(false);
        setThinking(false);
        setThinkingNote(null);
      }
    },
    [userId, dailyLimit, refreshQuota, refreshSuggestions, conversationId, onSent],
  );

  /** 'Detener': ends the answer being written. */
  const stop = useCallback(() => controller.current?.abort(), []);

  // Leaving the page ends an answer in flight, as closing the tab would.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    messages,
    historyLoaded,
    conversationId,
    setConversationId,
    openThread,
    showThread,
    suggestions,
    quota,
    sending,
    thinking,
    thinkingNote,
    announcement,
    send,
    stop,
    refreshQuota,
  };
}
