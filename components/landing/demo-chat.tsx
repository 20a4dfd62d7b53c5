"use client";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { takeQuestionParam } from "@/lib/client/question-param.ts";
import { track } from "@/lib/analytics/client.ts";
import { ensureGuestSessionId, readCount, STORAGE_KEYS, writeCount } from "./browser-storage.ts";
import type { Allowances } from "@/content/allowance-text.ts";
import { GUEST_ERROR_MESSAGE, GUEST_QUOTA_MESSAGE, sendGuestMessage, type GuestCitation } from "./guest-chat.ts";
import { LazySignupModal } from "./lazy-signup-modal.tsx";
import { TextSizeControl } from "@/components/ui/text-size-control.tsx";
import { MAX_MESSAGE_CHARS } from "@/lib/chat/message-limits.ts";
import styles from "./demo-chat.module.css";
import { StrokeIcon } from "@/components/ui/stroke-icon.tsx";

// The Markdown renderer (react-markdown + rehype-sanitize) is only needed once an answer arrives:
// loading it then keeps it out of the landing's first-load JavaScript (React's lazy(): next/dynamic
// would add its own loader code to that first load).
const Markdown = lazy(() => import("@/components/ui/markdown.tsx").then((m) => ({ default: m.Markdown })));

interface DemoMessage {
  id: number;
  sender: "user" | "bot";
  text: string;
  citations?: GuestCitation[];
  tone?: "error";
}

const SUGGESTIONS = ["¿Qué dice Juan 3:16?", "¿Qué dice la Biblia sobre la ansiedad?", "Salmo 23"];
const PLACEHOLDER = "Escribe tu pregunta sobre la Biblia…";
const PLACEHOLDER_EXHAUSTED = "Inicia sesión o regístrate para seguir preguntando";

/**
 * The landing's demo chat: the configured free questions (GUEST_FREE_PROMPTS, passed down by the page)
 * for a guest known by a UUID in localStorage
 * (guestSessionId). freePromptCount goes down by one per answered question; at 0 the input closes
 * and the sign-up modal opens. chatMessageCount counts what the visitor sent.
 */
export function DemoChat({ allowances }: { allowances: Allowances }) {
  const { guestPrompts, freeDaily } = allowances;
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const [input, setInput] = useState("");
  const hydrationForm = useTypedBeforeHydration({ "demo-input": setInput });
  const [sending, setSending] = useState(false);
  const [remaining, setRemaining] = useState(guestPrompts);
  const [modalOpen, setModalOpen] = useState(false);
  const [spoken, setSpoken] = useState("");
  const nextId = useRef(1);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const signUpRef = useRef<HTMLAnchorElement>(null);
  /** The question whose answer just arrived: the list opens that answer at its first line. */
  const openAt = useRef<number | null>(null);
  const closeModal = useCallback(() => setModalOpen(false), []);
  // After the modal: back to the text box, or to the sign-up link once the free questions are used.
  const focusAfterModal = useCallback(() => (inputRef.current?.disabled ? signUpRef.current : inputRef.current), []);

  useEffect(() => {
    ensureGuestSessionId();
    // Browser storage exists only after mount: the server renders the full allowance first.
    const stored = readCount(STORAGE_KEYS.freePromptCount, guestPrompts);
    writeCount(STORAGE_KEYS.freePromptCount, stored);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from localStorage once
    setRemaining(Math.min(stored, guestPrompts));
    // A question brought from the Bible reader ('Preguntar a Berea sobre este pasaje').
    const question = takeQuestionParam();
    if (question) setInput(question);
  }, [guestPrompts]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const question =
      openAt.current === null ? null : list.querySelector<HTMLElement>(`[data-demo-id="${openAt.current}"]`);
    // A new answer opens at its beginning: its question at the top, the answer below it.
    if (question && !sending) list.scrollTop = question.offsetTop - list.offsetTop - 12;
    else list.scrollTop = list.scrollHeight;
  }, [messages, sending]);

  const append = (m: Omit<DemoMessage, "id">) => {
    const id = nextId.current++;
    setMessages((all) => [...all, { ...m, id }]);
    return id;
  };

  const exhaust = () => {
    writeCount(STORAGE_KEYS.freePromptCount, 0);
    setRemaining(0);
    setModalOpen(true);
  };

  const send = async (raw: string) => {
    const text = raw.trim();
    if (!text || sending) return;
    if (remaining <= 0) {
      setModalOpen(true);
      return;
    }
    track("DemoClick", { remaining });
    openAt.current = append({ sender: "user", text });
    writeCount(STORAGE_KEYS.chatMessageCount, readCount(STORAGE_KEYS.chatMessageCount, 0) + 1);
    setInput("");
    setSending(true);
    // The text box keeps focus while the answer comes (it is not disabled), so the next question can be typed.
    inputRef.current?.focus({ preventScroll: true });
    const result = await sendGuestMessage(text);
    setSending(false);
    if (result.kind === "answer") {
      append({ sender: "bot", text: result.answer.text, citations: result.answer.citations });
      setSpoken(`Berea: ${result.answer.text}`);
      const left = Math.max(0, readCount(STORAGE_KEYS.freePromptCount, remaining) - 1);
      writeCount(STORAGE_KEYS.freePromptCount, left);
      setRemaining(left);
      if (left === 0) setModalOpen(true);
    } else if (result.kind === "quota") {
      append({ sender: "bot", text: GUEST_QUOTA_MESSAGE, tone: "error" });
      setSpoken(`Berea: ${GUEST_QUOTA_MESSAGE}`);
      exhaust();
    } else {
      console.warn("[demo] free chat failed", result.error);
      append({ sender: "bot", text: GUEST_ERROR_MESSAGE, tone: "error" });
      setSpoken(`Berea: ${GUEST_ERROR_MESSAGE}`);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(input);
  };

  const exhausted = remaining <= 0;
  // The landing's scripts load after its first paint: a suggestion clicked before then would be lost.
  const hydrated = useHydrated();
  return (
    <div className={styles.box} data-testid="demo-chat">
      <div className={styles.header}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.headerTitle}>Asistente bíblico</span>
        <TextSizeControl className={styles.textSize} />
        <span className={styles.counter} data-testid="demo-remaining" aria-live="polite">
          {exhausted
            ? "Sin preguntas gratuitas"
            : `${remaining} ${remaining === 1 ? "pregunta gratuita" : "preguntas gratuitas"}`}
        </span>
      </div>
      {/* Focusable so keyboard users can scroll a long conversation. */}
      <ol className={styles.list} ref={listRef} aria-label="Conversación de demostración" tabIndex={0}>
        {messages.length === 0 && (
          <li className={styles.empty}>
            <p>
              Haz una pregunta sobre la Biblia y recibe una respuesta con los versículos citados de la Reina-Valera
              1909.
            </p>
            <div className={styles.chips}>
              {SUGGESTIONS.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={styles.chip}
                  onClick={() => void send(s)}
                  disabled={!hydrated || exhausted || sending}
                  data-hydrating={hydrated ? undefined : ""}
                >
                  {s}
                </button>
              ))}
            </div>
          </li>
        )}
        {messages.map((m) => (
          <li
            key={m.id}
            className={`${styles.msg} ${m.sender === "user" ? styles.user : styles.bot} ${m.tone === "error" ? styles.error : ""}`}
            data-demo-id={m.id}
          >
            <span className="visually-hidden">{m.sender === "user" ? "Tú:" : "Berea:"}</span>
            <div data-testid={m.sender === "user" ? "demo-user-message" : "demo-bot-message"}>
              {m.sender === "bot" ? (
                <Suspense fallback={<p>…</p>}>
                  <Markdown className={styles.md} citations={m.citations}>
                    {m.text}
                  </Markdown>
                </Suspense>
              ) : (
                <p>{m.text}</p>
              )}
              {m.citations && m.citations.length > 0 && (
                <ul className={styles.citations} aria-label="Citas">
                  {m.citations.map((c) => (
                    <li key={c.reference} data-testid="demo-citation">
                      <strong>{c.reference}</strong> <span>{c.text}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
        {sending && (
          <li className={`${styles.msg} ${styles.bot} ${styles.typing}`}>
            <span className="visually-hidden">Pensando...</span>
            <i aria-hidden="true" />
            <i aria-hidden="true" />
            <i aria-hidden="true" />
          </li>
        )}
      </ol>
      {/* Only the newest complete answer is read out, not the list nor the typing dots. */}
      <div className="visually-hidden" aria-live="polite" data-testid="demo-announcer">
        {spoken}
      </div>
      <form ref={hydrationForm} className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="demo-input" className="visually-hidden">
          Tu pregunta
        </label>
        <input
          id="demo-input"
          ref={inputRef}
          className={styles.input}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={exhausted ? PLACEHOLDER_EXHAUSTED : PLACEHOLDER}
          disabled={exhausted}
          maxLength={MAX_MESSAGE_CHARS}
          autoComplete="off"
          data-testid="demo-input"
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.send}`}
          disabled={exhausted || sending || input.trim() === ""}
          data-testid="demo-send"
        >
          <span className="visually-hidden">Enviar</span>
          <StrokeIcon size={20} strokeWidth={2}>
            <path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
          </StrokeIcon>
        </button>
      </form>
      {exhausted && (
        <p className={styles.exhausted}>
          ¿Te gustó?{" "}
          <a href="/login?isSignUp=true" ref={signUpRef}>
            Crea tu cuenta gratis
          </a>{" "}
          o <a href="/login">inicia sesión</a> para seguir preguntando.
        </p>
      )}
      <LazySignupModal
        open={modalOpen}
        onClose={closeModal}
        returnFocus={focusAfterModal}
        reason={`Usaste tus preguntas gratuitas. Crea tu cuenta para seguir conversando: tienes ${freeDaily} mensajes gratis cada día.`}
      />
    </div>
  );
}
