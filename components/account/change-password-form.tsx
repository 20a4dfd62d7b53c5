"use client";
import { useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { apiFetch } from "@/lib/client/api.ts";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules.ts";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import { PASSWORD_CHANGED } from "@/content/account-text.ts";
import styles from "./account.module.css";

/** 'Cambiar contraseña': the current one, then the new one; other devices are signed out. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const hydrationForm = useTypedBeforeHydration({ "current-password": setCurrent, "new-password": setNew });
  const [done, setDone] = useState(false);
  const { busy, error, run } = useApiAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    const body = await run(() =>
      apiFetch<{ ended_sessions: number }>("auth", "auth/password/change", {
        method: "POST",
        body: JSON.stringify({ currentPassword, newPassword }),
      }),
    );
    if (body) {
      setDone(true);
      setCurrent("");
      setNew("");
    }
  }

  return (
    <form
      ref={hydrationForm}
      className={styles.form}
      onSubmit={submit}
      method="post"
      noValidate
      aria-labelledby="change-password"
    >
      <h3 id="change-password" className={styles.subheading}>
        Cambiar contraseña
      </h3>
      <label className={styles.label} htmlFor="current-password">
        Contraseña actual
      </label>
      <input
        id="current-password"
        type="password"
        className={styles.input}
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        aria-invalid={error?.code === "forbidden:password"}
      />
      <label className={styles.label} htmlFor="new-password">
        Contraseña nueva
      </label>
      <input
        id="new-password"
        type="password"
        className={styles.input}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        aria-invalid={Boolean(error?.code.startsWith("validation:password"))}
        aria-describedby="new-password-hint"
      />
      <span id="new-password-hint" className={styles.hint}>
        Al menos {PASSWORD_MIN_LENGTH} caracteres.
      </span>
      {error && (
        <p className={styles.error} role="alert">
          {error.detail}
        </p>
      )}
      {done && (
        <p className={styles.ok} role="status" data-testid="password-changed">
          {PASSWORD_CHANGED}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Guardando..." : "Cambiar contraseña"}
        </button>
      </div>
    </form>
  );
}
