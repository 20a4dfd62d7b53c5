"use client";
import { useId, useState, type ReactNode } from "react";
import styles from "./reference-link.module.css";

/**
 * A citation in an answer: a link to the verse in the reader, with the verse's text in a small
 * preview. The preview shows on hover and on keyboard focus, and the small button beside the link
 * opens it on touch screens (where hovering does not exist); Escape closes it. It floats above the
 * text, so nothing moves when it opens.
 */
export function ReferenceLink({ href, text, children }: { href: string; text?: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!text) {
    return (
      <a href={href} data-testid="reference-link">
        {children}
      </a>
    );
  }
  return (
    <span
      className={styles.ref}
      data-dismissed={dismissed}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          setOpen(false);
          setDismissed(true);
        }
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <a href={href} aria-describedby={id} data-testid="reference-link">
        {children}
      </a>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label="Ver el texto del versículo"
        data-testid="reference-preview-toggle"
        onClick={() => {
          setDismissed(false);
          setOpen((o) => !o);
        }}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <span id={id} role="tooltip" className={styles.preview} data-open={open} data-testid="reference-preview">
        {text}
      </span>
    </span>
  );
}
