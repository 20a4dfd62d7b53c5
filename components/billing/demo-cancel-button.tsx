"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/client/api.ts";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import styles from "./billing.module.css";

/**
 * The demo portal's cancel button: like Stripe's portal by default, the subscription ends with the
 * period already paid (customer.subscription.updated with cancel_at_period_end, through the webhook's code).
 */
export function DemoCancelButton({ until }: { until: string | null }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch("payments", "payments/demo/cancel", { method: "POST" });
      router.refresh();
    } catch (err) {
      console.error("Error accessing subscription portal", err);
      setError(err instanceof Error && err.message ? err.message : "No pudimos cancelar la suscripción.");
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  if (!confirming) {
    return (
      <button
        type="button"
        className={`btn ${styles.danger}`}
        onClick={() => setConfirming(true)}
        disabled={!hydrated}
        data-testid="demo-cancel"
      >
        Cancelar suscripción
      </button>
    );
  }
  return (
    <div role="group" aria-label="Confirmar cancelación">
      <p>
        ¿Seguro que quieres cancelar? Conservarás las preguntas ilimitadas{" "}
        {until ? `hasta el ${until}` : "hasta el final del periodo pagado"}; después tu suscripción no se renovará y no
        se te cobrará de nuevo.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          onClick={cancel}
          disabled={busy}
          aria-busy={busy}
          data-testid="demo-cancel-confirm"
        >
          {busy ? "Cancelando..." : "Sí, cancelar"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)} disabled={busy}>
          No, conservar mi plan
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
