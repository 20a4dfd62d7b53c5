"use client";
import { useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { SUPPORT_MESSAGE_MAX, SUPPORT_TEXTS, SUPPORT_TOPICS } from "@/content/support.ts";
import { apiFetch, ApiError } from "@/lib/client/api.ts";
import styles from "./support.module.css";

// The /soporte form. The server validates and answers in Spanish ({detail, code}); the browser's own
// validation bubbles are off (noValidate) so every message a person reads is ours. A failed send keeps
// everything typed.

interface Receipt {
  folio: string;
  priority: boolean;
  reply_promise: string;
  email: string;
}

export function SupportForm({ accountEmail }: { accountEmail: string | null }) {
  const [email, setEmail] = useState("");
  const [topic, setTopic] = useState("");
  const [message, setMessage] = useState("");
  const hydrationForm = useTypedBeforeHydration({
    "support-email": setEmail,
    "support-topic": setTopic,
    "support-message": setMessage,
  });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setError("");
    try {
      const body = { topic, message, ...(accountEmail ? {} : { email }) };
      setReceipt(await apiFetch<Receipt>("auth", "support", { method: "POST", body: JSON.stringify(body) }));
    } catch (err) {
      setError(
        err instanceof ApiError && !err.network ? err.detail : "No pudimos enviar tu mensaje. Inténtalo de nuevo.",
      );
    } finally {
      setSending(false);
    }
  };

  if (receipt) {
    return (
      <div className={styles.card} role="status" data-testid="support-received" data-priority={receipt.priority}>
        <p className={styles.done}>
          <strong>{SUPPORT_TEXTS.received}</strong> {receipt.reply_promise}
        </p>
        <p className={styles.done}>
          Te escribiremos a <strong>{receipt.email}</strong>. {SUPPORT_TEXTS.folio}:{" "}
          <strong data-testid="support-folio">{receipt.folio}</strong>
        </p>
      </div>
    );
  }

  return (
    <form
      ref={hydrationForm}
      className={styles.card}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={error ? "support-error" : undefined}
    >
      {accountEmail ? (
        <p className={styles.hint}>
          Te responderemos a <strong>{accountEmail}</strong>.
        </p>
      ) : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="support-email">
            Tu correo electrónico
          </label>
          <input
            id="support-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="support-email"
          />
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="support-topic">
          Tema
        </label>
        <select
          id="support-topic"
          className={styles.input}
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
          data-testid="support-topic"
        >
          <option value="">Elige un tema</option>
          {SUPPORT_TOPICS.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="support-message">
          Tu mensaje
        </label>
        <textarea
          id="support-message"
          className={styles.input}
          value={message}
          maxLength={SUPPORT_MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
          data-testid="support-message"
        />
        <span className={styles.hint}>Cuéntanos qué pasó y, si puedes, qué estabas haciendo.</span>
      </div>
      {error ? (
        <p id="support-error" className={styles.alert} role="alert" data-testid="support-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending} data-testid="support-send">
        {sending ? "Enviando…" : "Enviar mensaje"}
      </button>
    </form>
  );
}
