"use client";
import { useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { apiFetch } from "@/lib/client/api.ts";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import { DELETE_ACCOUNT_EXPLAINED, DELETE_ACCOUNT_HOSTED } from "@/content/account-text.ts";
import styles from "./account.module.css";

/**
 * 'Eliminar mi cuenta': says what goes and what billing law keeps, asks to tick that it cannot be
 * undone, and confirms with the password (accounts of the hosted provider: a sign-in minutes old).
 */
export function DeleteAccountForm({ needsPassword }: { needsPassword: boolean }) {
  const [password, setPassword] = useState("");
  const hydrationForm = useTypedBeforeHydration({ "delete-password": setPassword });
  const [understood, setUnderstood] = useState(false);
  const { busy, error, run } = useApiAction();
  const { logout } = useAuth();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!understood) return;
    const body = await run(() =>
      apiFetch<{ deleted: boolean }>("auth", "account", {
        method: "DELETE",
        body: JSON.stringify(needsPassword ? { password } : {}),
      }),
    );
    // A full load: every component (the menu, the auth store) must forget the deleted session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (body?.deleted) window.location.assign("/cuenta/eliminada");
  }

  return (
    <form
      ref={hydrationForm}
      className={styles.form}
      onSubmit={submit}
      method="post"
      noValidate
      aria-labelledby="delete-account"
    >
      <h3 id="delete-account" className={styles.subheading}>
        Eliminar mi cuenta
      </h3>
      <p className={styles.text}>{DELETE_ACCOUNT_EXPLAINED}</p>
      {!needsPassword && <p className={styles.text}>{DELETE_ACCOUNT_HOSTED}</p>}
      {needsPassword && (
        <>
          <label className={styles.label} htmlFor="delete-password">
            Tu contraseña
          </label>
          <input
            id="delete-password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error?.code === "forbidden:password"}
          />
        </>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        Entiendo que esto no se puede deshacer.
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error.detail}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`btn ${styles.dangerButton}`} disabled={busy || !understood}>
          {busy ? "Eliminando..." : "Eliminar mi cuenta"}
        </button>
        {error?.code === "forbidden:reauth" && (
          <button type="button" className="btn btn-outline" onClick={() => void logout()}>
            Cerrar sesión para volver a entrar
          </button>
        )}
      </div>
    </form>
  );
}
