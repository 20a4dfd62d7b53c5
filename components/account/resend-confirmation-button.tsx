"use client";
import { useState } from "react";
import { apiFetch } from "@/lib/client/api.ts";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import { EMAIL_ALREADY_VERIFIED, VERIFICATION_SENT } from "@/content/account-text.ts";
import styles from "./account.module.css";

/** 'Reenviar enlace de confirmación': POST auth/email/resend (3 an hour; the server says when to wait). */
export function ResendConfirmationButton({ className = "btn btn-outline" }: { className?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();
  const onClick = async () => {
    const body = await run(() => apiFetch<{ status: string }>("auth", "auth/email/resend", { method: "POST" }));
    if (body) setSent(body.status === "sent" ? VERIFICATION_SENT : EMAIL_ALREADY_VERIFIED);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={className} onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? "Enviando..." : "Reenviar enlace de confirmación"}
      </button>
      {sent && (
        <p className={styles.ok} role="status">
          {sent}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error.detail}
        </p>
      )}
    </div>
  );
}
