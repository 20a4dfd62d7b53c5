"use client";
import Link from "next/link";
import { useState } from "react";
import type { PlanId } from "@/lib/billing/plans.ts";
import { apiFetch } from "@/lib/client/api.ts";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import styles from "./billing.module.css";

/** The demo checkout's buttons: confirm (same state change as Stripe's webhook) or go back to /chat. */
export function DemoCheckoutForm({ plan }: { plan: PlanId }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await apiFetch<{ url: string }>("payments", "payments/demo/checkout", {
        method: "POST",
        body: JSON.stringify({ plan }),
      });
      window.location.assign(new URL(url, window.location.href).toString());
    } catch (err) {
      console.error("Error redirecting to checkout", err);
      setError(err instanceof Error && err.message ? err.message : "No pudimos completar la suscripción.");
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={confirm}
          disabled={busy || !hydrated}
          aria-busy={busy}
          data-testid="demo-confirm"
        >
          {busy ? "Procesando..." : "Confirmar suscripción"}
        </button>
        {/* Stripe's cancel_url: back to the chat, nothing changes. */}
        <Link href="/chat" className="btn btn-ghost">
          Cancelar y volver
        </Link>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
