"use client";
import { useEffect, useState, type RefObject } from "react";
import { copyText } from "@/components/ui/clipboard.ts";
import { COPIED_ALERT } from "@/components/landing/verse-share.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { answerPlainText } from "./answer-text.ts";
import type { ChatMessageView } from "./chat-types.ts";
import styles from "./chat.module.css";

/** 'Copiar', 'Compartir' and, under the newest answer, 'Otra respuesta'. */
export function MessageActions({
  message,
  rendered,
  onRegenerate,
  regenerateDisabled,
}: {
  message: ChatMessageView;
  rendered: RefObject<HTMLDivElement | null>;
  /** Present only on the newest answer: asks its question again. */
  onRegenerate?: () => void;
  regenerateDisabled: boolean;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);

  const text = () =>
    answerPlainText(rendered.current?.innerText ?? message.text, message.citations, window.location.origin);

  const copy = async () => {
    await copyText(text());
    setCopied(true);
  };

  const share = async () => {
    const shared = `${text()}\n\nCompartido desde ${PRODUCT_NAME}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: PRODUCT_NAME, text: shared });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    // The spec's fallback where sharing is not supported: copy, then say so.
    await copyText(shared);
    window.alert(COPIED_ALERT);
  };

  const hintId = `regen-hint-${message.id}`;
  return (
    <div className={styles.actions} data-testid="chat-answer-actions">
      <button type="button" className={styles.action} onClick={() => void copy()} data-testid="chat-copy">
        {copied ? "¡Copiado!" : "Copiar"}
      </button>
      <button type="button" className={styles.action} onClick={() => void share()} data-testid="chat-share">
        Compartir
      </button>
      {onRegenerate ? (
        <>
          <button
            type="button"
            className={styles.action}
            onClick={onRegenerate}
            disabled={regenerateDisabled}
            aria-describedby={hintId}
            data-testid="chat-regenerate"
          >
            Otra respuesta
          </button>
          <span id={hintId} className={styles.actionHint}>
            Cuenta como una pregunta nueva
          </span>
        </>
      ) : null}
      <span className="visually-hidden" role="status">
        {copied ? "Respuesta copiada" : ""}
      </span>
    </div>
  );
}
