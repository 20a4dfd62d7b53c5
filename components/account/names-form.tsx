"use client";
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/client/api.ts";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import styles from "./account.module.css";

/** Rectification: first and last name, either may be left empty (then 'No especificado' shows). */
export function NamesForm({ firstName, lastName }: { firstName: string | null; lastName: string | null }) {
  const [first, setFirst] = useState(firstName ?? "");
  const [last, setLast] = useState(lastName ?? "");
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useApiAction();
  const { checkAuth } = useAuth();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body = await run(() =>
      apiFetch<{ first_name: string | null; last_name: string | null }>("auth", "account", {
        method: "PATCH",
        body: JSON.stringify({ first_name: first, last_name: last }),
      }),
    );
    if (body) {
      setFirst(body.first_name ?? "");
      setLast(body.last_name ?? "");
      setSaved(true);
      // The name shown here and in the menu comes from the session's user.
      await checkAuth(true);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} method="post" noValidate aria-labelledby="edit-names">
      <h3 id="edit-names" className={styles.subheading}>
        Corregir tu nombre
      </h3>
      <label className={styles.label} htmlFor="first-name">
        Nombre
      </label>
      <input
        id="first-name"
        className={styles.input}
        autoComplete="given-name"
        maxLength={80}
        value={first}
        onChange={(e) => setFirst(e.target.value)}
      />
      <label className={styles.label} htmlFor="last-name">
        Apellido
      </label>
      <input
        id="last-name"
        className={styles.input}
        autoComplete="family-name"
        maxLength={80}
        value={last}
        onChange={(e) => setLast(e.target.value)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error.detail}
        </p>
      )}
      {saved && (
        <p className={styles.ok} role="status">
          Guardamos tu nombre.
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {busy ? "Guardando..." : "Guardar nombre"}
        </button>
      </div>
    </form>
  );
}
