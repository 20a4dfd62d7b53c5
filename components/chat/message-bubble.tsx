"use client";
import { Markdown } from "@/components/ui/markdown.tsx";
import type { ChatMessageView } from "./chat-types.ts";
import styles from "./chat.module.css";

const timeFormat = new Intl.DateTimeFormat("es-MX", { hour: "numeric", minute: "2-digit" });

function time(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : timeFormat.format(d);
}

export function MessageBubble({
  message,
  onRetry,
  retryDisabled,
}: {
  message: ChatMessageView;
  onRetry: (message: ChatMessageView) => void;
  retryDisabled: boolean;
}) {
  if (message.sender === "user") {
    return (
      <li className={`${styles.row} ${styles.rowUser}`} data-testid="chat-message" data-sender="user" data-status={message.status}>
        <div className={`${styles.bubble} ${styles.bubbleUser} ${message.status === "failed" ? styles.bubbleFailed : ""}`}>
          <p className={styles.userText}>{message.text}</p>
          {message.status === "failed" ? (
            <div className={styles.failedRow}>
              <span>No se pudo responder esta pregunta.</span>
              <button
                type="button"
                className={styles.retry}
                onClick={() => onRetry(message)}
                disabled={retryDisabled}
                data-testid="chat-retry"
              >
                Reintentar
              </button>
            </div>
          ) : (
            <time className={styles.time} dateTime={message.timestamp}>
              {time(message.timestamp)}
            </time>
          )}
        </div>
      </li>
    );
  }
  return (
    <li className={`${styles.row} ${styles.rowBot}`} data-testid="chat-message" data-sender="bot" data-status={message.status}>
      <span className={styles.avatar} aria-hidden="true">
        B
      </span>
      <div className={`${styles.bubble} ${styles.bubbleBot}`}>
        <Markdown className={styles.markdown}>{message.text}</Markdown>
        {message.status === "streaming" ? <span className={styles.cursor} aria-hidden="true" /> : null}
        {message.citations.length > 0 ? (
          <details className={styles.citations} data-testid="chat-citations">
            <summary>
              {message.citations.length === 1 ? "Ver el pasaje citado" : `Ver los ${message.citations.length} pasajes citados`}
            </summary>
            <ul>
              {message.citations.map((c, i) => (
                <li key={`${c.reference}-${i}`} data-testid="chat-citation">
                  <strong>{c.reference}</strong>
                  <blockquote>{c.text}</blockquote>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {message.status === "ok" ? (
          <time className={styles.time} dateTime={message.timestamp}>
            {time(message.timestamp)}
          </time>
        ) : null}
      </div>
    </li>
  );
}
