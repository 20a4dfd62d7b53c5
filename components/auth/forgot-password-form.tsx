"use client";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/client/api.ts";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import styles from "./auth.module.css";
import { EmailField } from "./email-field.tsx";

/** '¿Olvidaste tu contraseña?': one e-mail field; the answer is the same whether the account exists. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail ?? "");
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();
  const hydrated = useHydrated();
  const form = useTypedBeforeHydration({ email: setEmail });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = await run(() =>
      apiFetch<{ detail: string }>("auth", "auth/password/forgot", { method: "POST", body: JSON.stringify({ email }) }),
    );
    if (body) setSent(body.detail);
  }

  if (sent)
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status" data-testid="forgot-sent">
          {sent}
        </p>
        <p className={styles.switch}>
          <Link href="/cuenta/entrar">Volver a iniciar sesión</Link>
        </p>
      </div>
    );
  return (
    <form ref={form} className={styles.form} onSubmit={submit} method="post" noValidate>
      {error && (
        <div className={styles.alert} role="alert">
          {error.detail}
        </div>
      )}
      <EmailField value={email} onChange={setEmail} invalid={error?.code === "validation:email"} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy || !hydrated}>
        {busy ? "Enviando..." : "Enviarme un enlace"}
      </button>
      <p className={styles.switch}>
        ¿La recordaste? <Link href="/cuenta/entrar">Inicia sesión</Link>
      </p>
    </form>
  );
}
