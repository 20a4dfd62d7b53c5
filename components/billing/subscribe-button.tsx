"use client";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import type { PlanId } from "@/lib/billing/plans.ts";
import { useHydrated } from "@/components/ui/use-hydrated.ts";

/**
 * A plan card's 'Suscribirse Ahora': signed out it leads to sign-up, signed in to checkout (Stripe or
 * demo). A failure is logged as the spec says and shown under the button.
 */
export function SubscribeButton({
  planId,
  planName,
  className,
  errorClassName,
}: {
  planId: PlanId;
  planName: string;
  /** The card's classes, passed in so this client code does not carry billing.module.css's class map. */
  className: string;
  errorClassName: string;
}) {
  const { user, status, checkAuth } = useAuth();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubscribe = async () => {
    setBusy(true);
    setError(null);
    try {
      const current = status === "loading" ? await checkAuth() : user;
      // Loaded on click: checkout (and Stripe's loader) stays out of the landing's first load.
      const { subscribe } = await import("@/lib/client/checkout.ts");
      await subscribe(planId, current);
    } catch (err) {
      console.error("Error redirecting to checkout", err);
      setError("No pudimos abrir el pago. Inténtalo de nuevo en un momento.");
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={onSubscribe}
        disabled={busy || !hydrated}
        aria-busy={busy}
        aria-label={`Suscribirse Ahora al ${planName}`}
      >
        {busy ? "Cargando..." : "Suscribirse Ahora"}
      </button>
      {error && (
        <p className={errorClassName} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
