"use client";
import { apiFetch } from "@/lib/client/api.ts";
import { useApiAction } from "@/components/ui/use-api-action.ts";
import styles from "./account.module.css";

/** 'Cerrar sesión en todos los dispositivos': every session ends, this one too; then the home page. */
export function EndSessionsButton() {
  const { busy, error, run } = useApiAction();
  const onClick = async () => {
    const body = await run(() => apiFetch<{ logout_url: string }>("auth", "auth/logout/all", { method: "POST" }));
    if (body) window.location.assign(body.logout_url);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-outline" onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? "Cerrando sesiones..." : "Cerrar sesión en todos los dispositivos"}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error.detail}
        </p>
      )}
    </div>
  );
}
