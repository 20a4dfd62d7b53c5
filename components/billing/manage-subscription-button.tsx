"use client";
import { useState } from "react";
import { openBillingPortal } from "@/lib/client/checkout.ts";
import styles from "./billing.module.css";

/**
 * 'Gestionar Suscripción' (the account page, and /subscribe for a subscriber): GET payments/portal, then the portal (Stripe's,
 * prefilled with the e-mail, or the demo portal). 'Cargando...' and disabled while working.
 */
export function ManageSubscriptionButton({ className = "btn btn-outline" }: { className?: string }) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setLoading(true);
    setError(null);
    try {
      await openBillingPortal();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : "No pudimos abrir el portal de suscripción.");
      setLoading(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? "Cargando..." : "Gestionar Suscripción"}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
