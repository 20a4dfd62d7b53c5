"use client";
import { useRef } from "react";
import { Markdown } from "@/components/ui/markdown.tsx";
import type { ChatMessageView } from "./chat-types.ts";
import { MessageActions } from "./message-actions.tsx";
import styles from "./chat.module.css";

const timeFormat = new Intl.DateTimeFormat("es-MX", { hour: "numeric", minute: "2-digit" });

function time(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : timeFormat.format(d);
}

/** Each message starts with who said it, for screen readers ('Tú', 'Berea'). */
function Speaker({ name }: { name: string }) {
  return <span className="visually-hidden">{name}:</span>;
}

export function MessageBubble({
  message,
  onRetry,
  retryDisabled,
  onRegenerate,
}: {
  message: ChatMessageView;
  onRetry: (message: ChatMessageView) => void;
  retryDisabled: boolean;
  /** Only on the newest complete answer. */
  onRegenerate?: () => void;
}) {
  const rendered = useRef<HTMLDivElement>(null);
  if (message.sender === "user") {
    const unanswered = message.status === "failed" || message.status === "stopped";
    return (
      <li
        className={`${styles.row} ${styles.rowUser}`}
        data-testid="chat-message"
        data-sender="user"
        data-status={message.status}
        data-message-id={message.id}
      >
        <div className={`${styles.bubble} ${styles.bubbleUser} ${unanswered ? styles.bubbleFailed : ""}`}>
          <Speaker name="Tú" />
          <p className={styles.userText}>{message.text}</p>
          {unanswered ? (
            <div className={styles.failedRow}>
              <span>
                {message.status === "stopped"
                  ? "Detuviste la respuesta antes de que llegara; no se descontó de tus mensajes."
                  : "No se pudo responder esta pregunta."}
              </span>
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
    <li
      className={`${styles.row} ${styles.rowBot}`}
      data-testid="chat-message"
      data-sender="bot"
      data-status={message.status}
      data-message-id={message.id}
    >
      <span className={styles.avatar} aria-hidden="true">
        B
      </span>
      <div className={`${styles.bubble} ${styles.bubbleBot}`}>
        <Speaker name="Berea" />
        <div ref={rendered}>
          <Markdown className={styles.markdown} citations={message.citations}>
            {message.text}
          </Markdown>
        </div>
        {message.status === "streaming" ? <span className={styles.cursor} aria-hidden="true" /> : null}
        {message.status === "stopped" ? (
          <p className={styles.stoppedNote} data-testid="chat-stopped-note">
            Detuviste esta respuesta. Como ya empezó a llegar, cuenta como una de tus preguntas.
          </p>
        ) : null}
        {message.citations.length > 0 ? (
          <details className={styles.citations} data-testid="chat-citations">
            <summary>
              {message.citations.length === 1
                ? "Ver el pasaje citado"
                : `Ver los ${message.citations.length} pasajes citados`}
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
        {message.status === "ok" || message.status === "stopped" ? (
          <div className={styles.botFooter}>
            <MessageActions
              message={message}
              rendered={rendered}
              onRegenerate={onRegenerate}
              regenerateDisabled={retryDisabled}
            />
            <time className={styles.time} dateTime={message.timestamp}>
              {time(message.timestamp)}
            </time>
          </div>
        ) : null}
      </div>
    </li>
  );
}
