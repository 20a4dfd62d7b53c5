"use client";
import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./signup-modal.module.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The spec's sign-up modal '¡Únete a {product}!'. An accessible dialog: focus moves into it and stays
 * there (Tab wraps), Esc and 'Cerrar' close it, and focus returns to where it was.
 */
export function SignupModal({
  open,
  onClose,
  reason,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** Why the visitor is asked to sign up, in one or two sentences. */
  reason: string;
  /** Where focus goes when the modal closes, when the element that opened it can no longer take it. */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const titleId = useId();
  const descId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== "Tab" || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      // After React has applied the close (a disabled input cannot take focus back).
      requestAnimationFrame(() => (returnFocus?.() ?? previous)?.focus?.());
    };
  }, [open, onClose, returnFocus]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descId}
        onClick={(e) => e.stopPropagation()}
      >
        <div className={styles.icon} aria-hidden="true">
          ✦
        </div>
        <h2 id={titleId} className={styles.title}>
          ¡Únete a {PRODUCT_NAME}!
        </h2>
        <p id={descId} className={styles.text}>
          {reason}
        </p>
        <div className={styles.actions}>
          <Link href="/login?isSignUp=true" className="btn btn-primary">
            Registrarse
          </Link>
          <Link href="/login" className="btn btn-outline">
            Iniciar Sesión
          </Link>
          <button type="button" className={`btn btn-ghost ${styles.close}`} onClick={onClose}>
            Cerrar
          </button>
        </div>
      </div>
    </div>
  );
}
