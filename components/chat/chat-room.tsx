"use client";
import Link from "next/link";
import { Fragment, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { CONVERSATION_TEXT } from "@/content/conversations.ts";
import { ApiError } from "@/lib/client/api.ts";
import { TextSizeControl } from "@/components/ui/text-size-control.tsx";
import { dayKey, dayLabel, renewalSentence } from "./chat-time.ts";
import { takeQuestionParam } from "@/lib/client/question-param.ts";
import { MAX_MESSAGE_CHARS } from "@/lib/chat/message-limits.ts";
import type { ChatMessageView } from "./chat-types.ts";
import { ConversationList } from "./conversation-list.tsx";
import { MessageBubble } from "./message-bubble.tsx";
import { QuotaCard } from "./quota-card.tsx";
import { ReflectionCard } from "./reflection-card.tsx";
import { useChat } from "./use-chat.ts";
import { useConversationScroll } from "./use-conversation-scroll.ts";
import { useConversations } from "./use-conversations.ts";
import styles from "./chat.module.css";

/** The day label shown above the first message of each day ('Hoy', 'Ayer', '12 de noviembre'). */
function dayStarts(messages: ChatMessageView[], now: Date): Map<string, string> {
  const starts = new Map<string, string>();
  let previous = "";
  for (const m of messages) {
    const at = new Date(m.timestamp);
    if (Number.isNaN(at.getTime())) continue;
    const day = dayKey(at);
    if (day !== previous) starts.set(m.id, dayLabel(at, now));
    previous = day;
  }
  return starts;
}

export interface ChatRoomProps {
  userId: string;
  email: string | null;
  hasPaid: boolean;
  dailyLimit: number;
  /** Back from checkout with the subscription active: confirmed once, here. */
  justSubscribed?: boolean;
}

/** The ready chat: assistant panel, conversation, suggestions and the composer. */
export function ChatRoom({
  userId,
  email,
  hasPaid,
  dailyLimit: configuredLimit,
  justSubscribed = false,
}: ChatRoomProps) {
  const conversations = useConversations();
  const refreshThreads = conversations.refresh;
  const {
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
  } = useChat({ userId, dailyLimit: configuredLimit, onSent: refreshThreads });
  // Narrow screens show the thread list as a drawer.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const knewCurrent = useRef(false);
  // While 'Nueva conversación' is being created a question waits: it belongs to the new thread.
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState("");
  const hydrationForm = useTypedBeforeHydration({ "chat-input": setDraft });
  const [confirmation, setConfirmation] = useState(justSubscribed);
  const [spoken, setSpoken] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const { scroller, spacer, atBottom, onScroll, anchorTo, goToEnd } = useConversationScroll(
    `${messages.length}:${messages.at(-1)?.text.length ?? 0}:${messages.at(-1)?.status}:${thinking}:${historyLoaded}`,
  );
  // The server says how many messages a day are free (chat/quota's `limit`); the page's value until it answers.
  const dailyLimit = typeof quota?.limit === "number" ? quota.limit : configuredLimit;

  // A question brought from the Bible reader ('Preguntar a Berea sobre este pasaje'), ready to send.
  useEffect(() => {
    const question = takeQuestionParam();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the address once
    if (question) setDraft(question);
  }, []);

  // The page opened on the current thread (history): the list's first thread, once the list is in.
  useEffect(() => {
    if (knewCurrent.current || !conversations.loaded || !historyLoaded || creating) return;
    knewCurrent.current = true;
    if (conversationId === null && conversations.threads[0]) setConversationId(conversations.threads[0].id);
  }, [conversations.loaded, conversations.threads, historyLoaded, conversationId, setConversationId, creating]);

  const closeDrawer = useCallback((refocus: boolean) => {
    setDrawerOpen(false);
    if (refocus) drawerToggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") closeDrawer(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen, closeDrawer]);

  const failedAction = (err: unknown) =>
    window.alert(err instanceof ApiError && !err.network ? err.detail : CONVERSATION_TEXT.actionError);

  const onNewThread = async () => {
    const previous = conversationId;
    setCreating(true);
    showThread(null);
    closeDrawer(false);
    input.current?.focus({ preventScroll: true });
    try {
      showThread((await conversations.create()).id);
    } catch (err) {
      failedAction(err);
      if (previous) await openThread(previous);
    } finally {
      setCreating(false);
    }
  };

  const onOpenThread = async (id: string) => {
    if (id !== conversationId && !(await openThread(id))) {
      // Deleted meanwhile (another tab or device): the list catches up.
      window.alert(CONVERSATION_TEXT.actionError);
      void refreshThreads();
      return;
    }
    closeDrawer(false);
    input.current?.focus({ preventScroll: true });
  };

  const onRenameThread = async (id: string, title: string) => {
    try {
      await conversations.rename(id, title);
      return true;
    } catch (err) {
      failedAction(err);
      return false;
    }
  };

  const onDeleteThread = async (id: string) => {
    try {
      await conversations.remove(id);
    } catch (err) {
      failedAction(err);
      return false;
    }
    if (id === conversationId) {
      // The open thread is gone: the next most recent one opens, or an empty chat.
      const next = conversations.threads.find((t) => t.id !== id);
      if (next) await openThread(next.id);
      else showThread(null);
    }
    return true;
  };

  // A subscription that becomes active (return from checkout) changes the allowance shown.
  useEffect(() => {
    if (hasPaid) void refreshQuota();
  }, [hasPaid, refreshQuota]);

  useEffect(() => {
    if (justSubscribed) setConfirmation(true); // eslint-disable-line react-hooks/set-state-in-effect -- follows the status check
  }, [justSubscribed]);

  // Screen readers hear the newest complete answer once, with who said it; not the list, not each fragment.
  useEffect(() => {
    if (!announcement) return;
    const el = scroller.current?.querySelector<HTMLElement>(
      `[data-message-id="${CSS.escape(announcement.id)}"] .${styles.markdown}`,
    );
    setSpoken(`Berea: ${el?.innerText ?? announcement.text}`);
  }, [announcement, scroller]);

  const submit = async (text: string, opts: { retryId?: string; fromDraft?: boolean } = {}) => {
    if (!text.trim() || sending || creating) return;
    if (opts.fromDraft) setDraft("");
    // The person's place: the box keeps focus, so the next question can be typed at once.
    input.current?.focus({ preventScroll: true });
    const outcome = await send(text, { retryId: opts.retryId, onQuestion: anchorTo });
    // Typed text is never lost: a question the allowance refused goes back to the input.
    if (outcome === "limit" && !opts.retryId) setDraft((current) => (current.trim() ? current : text));
    if (document.activeElement === document.body || document.activeElement === null)
      input.current?.focus({ preventScroll: true });
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

  // 'Otra respuesta' belongs to the newest answer, and asks its question again as a new one.
  const lastBot =
    messages.at(-1)?.sender === "bot" && messages.at(-1)?.status !== "streaming" ? messages.at(-1) : undefined;
  const lastQuestion = lastBot ? messages.slice(0, -1).findLast((m) => m.sender === "user") : undefined;

  const now = new Date();
  const days = dayStarts(messages, now);
  return (
    <div className={styles.shell}>
      <aside className={styles.panel} data-testid="chat-assistant-panel" aria-label="Tu asistente">
        <button
          type="button"
          ref={drawerToggle}
          className={styles.drawerToggle}
          aria-expanded={drawerOpen}
          aria-controls="chat-threads"
          onClick={() => setDrawerOpen((open) => !open)}
          data-testid="chat-threads-toggle"
        >
          <span aria-hidden="true">☰</span>
          <span className={styles.drawerToggleLabel}>{CONVERSATION_TEXT.openList}</span>
        </button>
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
        <ReflectionCard hasPaid={hasPaid} />
        <div id="chat-threads" className={`${styles.drawer} ${drawerOpen ? styles.drawerOpen : ""}`}>
          <button
            type="button"
            className={styles.drawerClose}
            onClick={() => closeDrawer(true)}
            data-testid="chat-threads-close"
          >
            {CONVERSATION_TEXT.closeList}
          </button>
          <ConversationList
            threads={conversations.threads}
            activeId={conversationId}
            loaded={conversations.loaded}
            failed={conversations.failed}
            hasMore={conversations.nextCursor !== null}
            busy={sending || creating}
            onNew={() => void onNewThread()}
            onOpen={(id) => void onOpenThread(id)}
            onRename={onRenameThread}
            onDelete={onDeleteThread}
            onLoadMore={() => void conversations.loadMore()}
          />
        </div>
        {drawerOpen ? (
          <div className={styles.drawerBackdrop} aria-hidden="true" onClick={() => closeDrawer(true)} />
        ) : null}
        <p className={styles.panelNote}>
          Las citas provienen de la Reina-Valera 1909. Abre los pasajes bajo cada respuesta para leerlos completos.
        </p>
      </aside>

      <section className={styles.main} aria-labelledby="chat-title">
        <header className={styles.header}>
          <h1 id="chat-title" className={styles.title}>
            Diálogo Espiritual
          </h1>
          <Link href="/soporte" className={styles.help} data-testid="chat-support">
            Ayuda
          </Link>
          <TextSizeControl className={styles.textSize} />
        </header>

        {confirmation ? (
          <div className={styles.confirmation} role="status" data-testid="chat-subscribed">
            <p>
              <strong>¡Tu suscripción está activa!</strong> Ya tienes mensajes ilimitados.
            </p>
            <button type="button" className={styles.action} onClick={() => setConfirmation(false)}>
              Cerrar
            </button>
          </div>
        ) : null}

        <div className={styles.conversation}>
          <div className={styles.messages} data-testid="chat-messages" ref={scroller} onScroll={onScroll} tabIndex={-1}>
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
                <div className="spinner" role="status" aria-label="Cargando conversación" />
              </div>
            ) : null}
            <ol className={styles.list} aria-label="Conversación">
              {messages.map((m) => {
                const day = days.get(m.id);
                return (
                  <Fragment key={m.id}>
                    {day ? (
                      <li className={styles.day} data-testid="chat-day">
                        <h2 className={styles.dayLabel}>{day}</h2>
                      </li>
                    ) : null}
                    <MessageBubble
                      message={m}
                      onRetry={onRetry}
                      retryDisabled={sending}
                      onRegenerate={m === lastBot && lastQuestion ? () => void submit(lastQuestion.text) : undefined}
                    />
                  </Fragment>
                );
              })}
            </ol>
            {thinking ? (
              <div className={styles.thinking} data-testid="chat-thinking">
                <span className={styles.dots} aria-hidden="true">
                  <i />
                  <i />
                  <i />
                </span>
                Pensando...
                {thinkingNote ? (
                  <span className={styles.thinkingNote} data-testid="chat-thinking-note">
                    {thinkingNote}
                  </span>
                ) : null}
              </div>
            ) : null}
            <div ref={spacer} aria-hidden="true" />
          </div>
          {!atBottom && messages.length > 0 ? (
            <button
              type="button"
              className={styles.toEnd}
              onClick={() => {
                goToEnd();
                // The button goes away at the end: focus goes on to the text box, not to the page.
                input.current?.focus({ preventScroll: true });
              }}
              data-testid="chat-to-end"
            >
              Ir al final <span aria-hidden="true">↓</span>
            </button>
          ) : null}
        </div>
        <div className="visually-hidden" aria-live="polite" data-testid="chat-announcer">
          {spoken}
        </div>

        {outOfQuota ? (
          <div
            className={styles.banner}
            data-testid="chat-limit-banner"
            role="region"
            aria-label="Límite diario alcanzado"
          >
            <strong>Usaste tus {dailyLimit} mensajes de hoy.</strong>
            <p data-testid="chat-renewal">{renewalSentence(now)}</p>
            <Link href="/subscribe" className="btn btn-primary" data-testid="chat-subscribe">
              Suscribirme ahora
            </Link>
          </div>
        ) : null}

        {/* With nothing left to ask today the chips step aside: the banner is the next step. */}
        {suggestions.length > 0 && !outOfQuota ? (
          <div className={styles.suggestions} role="group" aria-label="Sugerencias">
            {suggestions.map((s) => (
              <button
                key={s}
                type="button"
                className={styles.chip}
                onClick={() => void submit(s)}
                disabled={sending || creating}
                data-testid="chat-suggestion"
              >
                {s}
              </button>
            ))}
          </div>
        ) : null}

        <form ref={hydrationForm} className={styles.composer} onSubmit={onSubmit}>
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
            maxLength={MAX_MESSAGE_CHARS}
            aria-describedby={sending ? "chat-sending-note" : undefined}
            data-testid="chat-input"
          />
          {sending ? (
            <>
              <span id="chat-sending-note" className="visually-hidden">
                Puedes escribir tu siguiente pregunta mientras llega la respuesta.
              </span>
              <button type="button" className={`btn btn-outline ${styles.stop}`} onClick={stop} data-testid="chat-stop">
                Detener
              </button>
            </>
          ) : null}
          <button
            type="submit"
            className={`btn btn-primary ${styles.send}`}
            disabled={sending || creating}
            data-testid="chat-send"
          >
            {sending ? "Enviando…" : "Enviar"}
          </button>
        </form>
      </section>
    </div>
  );
}
