"use client";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/client/api.ts";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules.ts";
import { ERROR_CATALOG } from "@/lib/api/errors.ts";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import styles from "./auth.module.css";

/** The page the reset link opens: a new password, twice; then the way back to sign-in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, setError, run } = useApiAction();
  const hydrated = useHydrated();
  const form = useTypedBeforeHydration({ password: setPassword, repeat: setRepeat });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMismatch(password !== repeat);
    if (password !== repeat) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError({ code: "validation:password_short", detail: ERROR_CATALOG["validation:password_short"][1] });
      return;
    }
    const body = await run(() =>
      apiFetch<{ detail: string }>("auth", "auth/password/reset", {
        method: "POST",
        body: JSON.stringify({ token, password }),
      }),
    );
    if (body) setDone(body.detail);
  }

  if (done)
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status" data-testid="reset-done">
          {done}
        </p>
        <Link href="/cuenta/entrar" className={`btn btn-primary ${styles.submit}`}>
          Iniciar Sesión
        </Link>
      </div>
    );
  const linkProblem = error && /reset_link/.test(error.code);
  return (
    <form ref={form} className={styles.form} onSubmit={submit} method="post" noValidate>
      {error && (
        <div className={styles.alert} role="alert">
          {error.detail}
          {linkProblem && (
            <>
              {" "}
              <Link href="/cuenta/recuperar">Pedir un enlace nuevo</Link>
            </>
          )}
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="password">
          Contraseña nueva
        </label>
        <input
          id="password"
          name="password"
          type="password"
          className={styles.input}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(error?.code.startsWith("validation:password"))}
          aria-describedby="password-hint"
        />
        <span id="password-hint" className={styles.hint}>
          Al menos {PASSWORD_MIN_LENGTH} caracteres.
        </span>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="repeat">
          Repite la contraseña nueva
        </label>
        <input
          id="repeat"
          name="repeat"
          type="password"
          className={styles.input}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          aria-invalid={mismatch}
          aria-describedby={mismatch ? "repeat-error" : undefined}
        />
        {mismatch && (
          <span id="repeat-error" className={styles.fieldError}>
            Las contraseñas no coinciden.
          </span>
        )}
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy || !hydrated}>
        {busy ? "Guardando..." : "Guardar contraseña nueva"}
      </button>
    </form>
  );
}
