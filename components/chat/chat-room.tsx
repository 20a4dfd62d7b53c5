"use client";
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ChatMessageView } from "./chat-types.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { QuotaCard } from "./quota-card.tsx";
import { useChat } from "./use-chat.ts";
import styles from "./chat.module.css";

const MAX_CHARS = 2000;

export interface ChatRoomProps {
  userId: string;
  email: string | null;
  hasPaid: boolean;
  dailyLimit: number;
}

/** The ready chat: assistant panel, conversation, suggestions and the composer. */
export function ChatRoom({ userId, email, hasPaid, dailyLimit }: ChatRoomProps) {
  const { messages, historyLoaded, suggestions, quota, sending, thinking, send, refreshQuota } = useChat({ userId, dailyLimit });
  const [draft, setDraft] = useState("");
  const listEnd = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // A subscription that becomes active (return from checkout) changes the allowance shown.
  useEffect(() => {
    if (hasPaid) void refreshQuota();
  }, [hasPaid, refreshQuota]);

  useEffect(() => {
    listEnd.current?.scrollIntoView({ behavior: "smooth", block: "end" });
  }, [messages, thinking]);

  const submit = async (text: string, opts: { retryId?: string; fromDraft?: boolean } = {}) => {
    if (!text.trim() || sending) return;
    if (opts.fromDraft) setDraft("");
    const outcome = await send(text, { retryId: opts.retryId });
    // Typed text is never lost: a question the allowance refused goes back to the input.
    if (outcome === "limit" && !opts.retryId) setDraft((current) => (current.trim() ? current : text));
    input.current?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(draft, { fromDraft: true });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit(draft, { fromDraft: true });
    }
  };

  const onRetry = (m: ChatMessageView) => void submit(m.text, { retryId: m.id });

  const unlimited = hasPaid || quota?.unlimited === true;
  const outOfQuota = !unlimited && quota !== null && quota.remaining <= 0;

  return (
    <div className={styles.shell}>
      <aside className={styles.panel} data-testid="chat-assistant-panel">
        <div className={styles.assistant}>
          <span className={styles.assistantMark} aria-hidden="true">
            B
          </span>
          <div>
            <p className={styles.assistantName}>Berea</p>
            <p className={styles.assistantRole}>Tu compañero de estudio bíblico</p>
          </div>
        </div>
        <div className={styles.identity}>
          <span className={styles.identityLabel}>Sesión iniciada como</span>
          <span className={styles.identityEmail} data-testid="chat-user-email">
            {email ?? "Sin correo"}
          </span>
        </div>
        <QuotaCard quota={quota} unlimited={unlimited} dailyLimit={dailyLimit} />
        <p className={styles.panelNote}>
          Las citas provienen de la Reina-Valera 1909. Abre los pasajes bajo cada respuesta para leerlos completos.
        </p>
      </aside>

      <section className={styles.main} aria-labelledby="chat-title">
        <header className={styles.header}>
          <h1 id="chat-title" className={styles.title}>
            Diálogo Espiritual
          </h1>
          <p className={styles.subtitle}>Pregunta con confianza: cada respuesta se apoya en la Escritura.</p>
        </header>

        <div className={styles.messages} data-testid="chat-messages" aria-live="polite" aria-busy={sending}>
          {historyLoaded && messages.length === 0 ? (
            <div className={styles.empty} data-testid="chat-empty">
              <span className={styles.emptyMark} aria-hidden="true">
                ✦
              </span>
              <h2>Bienvenido a tu espacio de reflexión</h2>
              <p>Escribe tu pregunta sobre la Biblia o elige una sugerencia para comenzar.</p>
            </div>
          ) : null}
          {!historyLoaded ? (
            <div className={styles.loadingHistory}>
              <div className="spinner" aria-label="Cargando conversación" />
            </div>
          ) : null}
          <ol className={styles.list}>
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} onRetry={onRetry} retryDisabled={sending} />
            ))}
          </ol>
          {thinking ? (
            <div className={styles.thinking} data-testid="chat-thinking" role="status">
              <span className={styles.dots} aria-hidden="true">
                <i />
                <i />
                <i />
              </span>
              Pensando...
            </div>
          ) : null}
          <div ref={listEnd} />
        </div>

        {outOfQuota ? (
          <div className={styles.banner} data-testid="chat-limit-banner" role="region" aria-label="Límite diario alcanzado">
            <div>
              <strong>Usaste tus {dailyLimit} mensajes gratuitos de hoy.</strong>
              <p>Suscríbete para seguir estudiando con mensajes ilimitados. Tus mensajes gratuitos se renuevan mañana.</p>
            </div>
            <Link href="/subscribe" className="btn btn-primary" data-testid="chat-subscribe">
              Suscribirme ahora
            </Link>
          </div>
        ) : null}

        {suggestions.length > 0 ? (
          <div className={styles.suggestions} aria-label="Sugerencias">
            {suggestions.map((s) => (
              <button
                key={s}
                type="button"
                className={styles.chip}
                onClick={() => void submit(s)}
                disabled={sending}
                data-testid="chat-suggestion"
              >
                {s}
              </button>
            ))}
          </div>
        ) : null}

        <form className={styles.composer} onSubmit={onSubmit}>
          <label htmlFor="chat-input" className="visually-hidden">
            Tu pregunta
          </label>
          <textarea
            id="chat-input"
            ref={input}
            className={styles.input}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Escribe tu pregunta sobre la Biblia…"
            rows={1}
            maxLength={MAX_CHARS}
            disabled={sending}
            data-testid="chat-input"
          />
          <button type="submit" className={`btn btn-primary ${styles.send}`} disabled={sending} data-testid="chat-send">
            {sending ? "Enviando…" : "Enviar"}
          </button>
        </form>
      </section>
    </div>
  );
}
