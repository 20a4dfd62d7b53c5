"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api.ts";

// The signed-in user's threads as the sidebar shows them: the API's pages of 30, newest activity
// first, kept in step with what happens in the chat (a question moves its thread to the top, a
// first question names it) without reloading the page.

export interface ThreadView {
  id: string;
  title: string;
  updated_at: string;
}

interface Page {
  conversations: ThreadView[];
  next_cursor: string | null;
}

const PATH = "chat/conversations";
const threadPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export function useConversations() {
  const [threads, setThreads] = useState<ThreadView[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // Answers of an older refresh must not overwrite a newer one.
  const generation = useRef(0);

  /** Reloads the first page (what changed moves to the top). */
  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const page = await apiFetch<Page>("chat", PATH);
      if (mine !== generation.current) return;
      setThreads(page.conversations);
      setNextCursor(page.next_cursor);
      setFailed(false);
    } catch {
      if (mine === generation.current) setFailed(true);
    } finally {
      if (mine === generation.current) setLoaded(true);
    }
  }, []);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const mine = generation.current;
    try {
      const page = await apiFetch<Page>("chat", `${PATH}?cursor=${encodeURIComponent(nextCursor)}`);
      if (mine !== generation.current) return;
      setThreads((prev) => [...prev, ...page.conversations.filter((c) => !prev.some((p) => p.id === c.id))]);
      setNextCursor(page.next_cursor);
    } catch {
      setFailed(true);
    }
  }, [nextCursor]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list comes from the API; state is set when it answers
    void refresh();
  }, [refresh]);

  /** 'Nueva conversación': the new thread, already at the top of the list. */
  const create = useCallback(async (): Promise<ThreadView> => {
    const thread = await apiFetch<ThreadView>("chat", PATH, { method: "POST" });
    generation.current++;
    setThreads((prev) => [thread, ...prev.filter((t) => t.id !== thread.id)]);
    return thread;
  }, []);

  const rename = useCallback(async (id: string, title: string): Promise<void> => {
    const renamed = await apiFetch<ThreadView>("chat", threadPath(id), {
      method: "PATCH",
      body: JSON.stringify({ title }),
    });
    generation.current++;
    setThreads((prev) => prev.map((t) => (t.id === id ? { ...t, title: renamed.title } : t)));
  }, []);

  const remove = useCallback(async (id: string): Promise<void> => {
    await apiFetch<void>("chat", threadPath(id), { method: "DELETE" });
    generation.current++;
    setThreads((prev) => prev.filter((t) => t.id !== id));
  }, []);

  return { threads, nextCursor, loaded, failed, refresh, loadMore, create, rename, remove };
}
