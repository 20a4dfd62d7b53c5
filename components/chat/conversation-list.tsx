"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONVERSATION_TEXT as T } from "@/content/conversations.ts";
import { TITLE_MAX } from "@/lib/chat/conversation-title.ts";
import { dayLabel } from "./chat-time.ts";
import type { ThreadView } from "./use-conversations.ts";
import styles from "./chat.module.css";

export interface ConversationListProps {
  threads: ThreadView[];
  activeId: string | null;
  loaded: boolean;
  failed: boolean;
  hasMore: boolean;
  /** While an answer is being written the open thread cannot change. */
  busy: boolean;
  onNew: () => void;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
  onLoadMore: () => void;
}

/** One thread: open it; rename it in place; delete it after an explicit confirmation. */
function ThreadItem({
  thread,
  active,
  busy,
  onOpen,
  onRename,
  onDelete,
}: {
  thread: ThreadView;
  active: boolean;
  busy: boolean;
  onOpen: () => void;
  onRename: (title: string) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}) {
  const [mode, setMode] = useState<"idle" | "rename" | "confirm">("idle");
  const [draft, setDraft] = useState(thread.title);
  const [working, setWorking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode === "rename") field.current?.select();
    if (mode === "confirm") confirmButton.current?.focus();
  }, [mode]);

  const back = () => {
    setMode("idle");
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const title = draft.replace(/\s+/g, " ").trim();
    if (!title || title === thread.title) return back();
    setWorking(true);
    const ok = await onRename(title);
    setWorking(false);
    if (ok) back();
  };

  const date = new Date(thread.updated_at);
  return (
    <li className={styles.thread} data-testid="chat-thread" data-thread-id={thread.id} data-active={active}>
      {mode === "rename" ? (
        <form className={styles.threadForm} onSubmit={save}>
          <label className="visually-hidden" htmlFor={`thread-title-${thread.id}`}>
            {T.renameLabel}
          </label>
          <input
            id={`thread-title-${thread.id}`}
            ref={field}
            className={styles.threadInput}
            value={draft}
            maxLength={TITLE_MAX}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") back();
            }}
            data-testid="chat-thread-title-input"
          />
          <div className={styles.threadActions}>
            <button type="submit" className={styles.threadAction} disabled={working} data-testid="chat-thread-save">
              {T.save}
            </button>
            <button type="button" className={styles.threadAction} onClick={back}>
              {T.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <button
            type="button"
            className={styles.threadOpen}
            onClick={onOpen}
            disabled={busy && !active}
            aria-current={active ? "true" : undefined}
            data-testid="chat-thread-open"
          >
            <span className={styles.threadTitle} data-testid="chat-thread-title">
              {thread.title}
            </span>
            <time className={styles.threadDate} dateTime={thread.updated_at} data-testid="chat-thread-date">
              {Number.isNaN(date.getTime()) ? "" : dayLabel(date)}
            </time>
          </button>
          {mode === "confirm" ? (
            <div
              className={styles.threadConfirm}
              role="alertdialog"
              aria-label={T.delete}
              data-testid="chat-thread-confirm"
            >
              <p>{T.deleteConfirm(thread.title)}</p>
              <div className={styles.threadActions}>
                <button
                  type="button"
                  ref={confirmButton}
                  className={`${styles.threadAction} ${styles.threadDanger}`}
                  disabled={working}
                  onClick={async () => {
                    setWorking(true);
                    const ok = await onDelete();
                    setWorking(false);
                    if (!ok) back();
                  }}
                  data-testid="chat-thread-delete-confirm"
                >
                  {T.delete}
                </button>
                <button type="button" className={styles.threadAction} onClick={back}>
                  {T.cancel}
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.threadActions}>
              <button
                type="button"
                ref={renameButton}
                className={styles.threadAction}
                onClick={() => {
                  setDraft(thread.title);
                  setMode("rename");
                }}
                aria-label={`${T.rename}: ${thread.title}`}
                data-testid="chat-thread-rename"
              >
                {T.rename}
              </button>
              <button
                type="button"
                className={styles.threadAction}
                onClick={() => setMode("confirm")}
                disabled={busy && active}
                aria-label={`${T.delete}: ${thread.title}`}
                data-testid="chat-thread-delete"
              >
                {T.delete}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** The sidebar's thread list: 'Nueva conversación', then past threads, newest first, 30 at a time. */
export function ConversationList({
  threads,
  activeId,
  loaded,
  failed,
  hasMore,
  busy,
  onNew,
  onOpen,
  onRename,
  onDelete,
  onLoadMore,
}: ConversationListProps) {
  return (
    <nav className={styles.threads} aria-label={T.listLabel} data-testid="chat-threads">
      <div className={styles.threadsHead}>
        <h2 className={styles.threadsHeading}>{T.listHeading}</h2>
        <button
          type="button"
          className={`btn btn-outline ${styles.newThread}`}
          onClick={onNew}
          disabled={busy}
          data-testid="chat-new-thread"
        >
          <span aria-hidden="true">+</span> {T.newButton}
        </button>
      </div>
      {failed ? (
        <p className={styles.threadsNote} role="status">
          {T.listError}
        </p>
      ) : null}
      {loaded && threads.length === 0 && !failed ? <p className={styles.threadsNote}>{T.empty}</p> : null}
      <ul className={styles.threadList}>
        {threads.map((t) => (
          <ThreadItem
            key={t.id}
            thread={t}
            active={t.id === activeId}
            busy={busy}
            onOpen={() => onOpen(t.id)}
            onRename={(title) => onRename(t.id, title)}
            onDelete={() => onDelete(t.id)}
          />
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className={styles.threadMore} onClick={onLoadMore} data-testid="chat-threads-more">
          {T.loadMore}
        </button>
      ) : null}
    </nav>
  );
}
