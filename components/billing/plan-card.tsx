"use client";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { PLANS, type Plan, type PlanId } from "@/lib/billing/plans.ts";
import styles from "./billing.module.css";
import { useHydrated } from "@/components/ui/use-hydrated.ts";

export interface PlanCardProps {
  plan: PlanId | Plan;
  /** e.g. 'Más Popular' on the landing, 'Mejor Valor' on /subscribe; also highlights the card. */
  badge?: string;
  /** Render as <li> (inside a <ul>) or as <div>. */
  as?: "li" | "div";
}

/**
 * One plan with its 'Suscribirse Ahora' button: signed out it leads to sign-up, signed in to
 * checkout (Stripe or demo). A failure is logged as the spec says and shown under the button.
 */
export function PlanCard({ plan: planOrId, badge, as = "li" }: PlanCardProps) {
  const plan = typeof planOrId === "string" ? PLANS[planOrId] : planOrId;
  const { user, status, checkAuth } = useAuth();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Tag = as;

  const onSubscribe = async () => {
    setBusy(true);
    setError(null);
    try {
      const current = status === "loading" ? await checkAuth() : user;
      // Loaded on click: checkout (and Stripe's loader) stays out of the landing's first load.
      const { subscribe } = await import("@/lib/client/checkout.ts");
      await subscribe(plan.id, current);
    } catch (err) {
      console.error("Error redirecting to checkout", err);
      setError("No pudimos abrir el pago. Inténtalo de nuevo en un momento.");
      setBusy(false);
    }
  };

  return (
    <Tag className={`${styles.plan} ${badge ? styles.planFeatured : ""}`} data-testid={`plan-card-${plan.id}`}>
      {badge && <span className={styles.badge}>{badge}</span>}
      <h3 className={styles.planName}>{plan.name}</h3>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.priceText}</span>
        <span className={styles.period}>{plan.periodText}</span>
      </p>
      {plan.note && <p className={styles.note}>{plan.note}</p>}
      <ul className={styles.features}>
        {plan.features.map((f) => (
          <li key={f}>
            <svg
              className={styles.check}
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M20 6L9 17l-5-5" />
            </svg>
            {f}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`btn ${badge ? "btn-primary" : "btn-outline"} ${styles.planButton}`}
        onClick={onSubscribe}
        disabled={busy || !hydrated}
        aria-busy={busy}
        aria-label={`Suscribirse Ahora al ${plan.name}`}
      >
        {busy ? "Cargando..." : "Suscribirse Ahora"}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Tag>
  );
}

/**
 * The two plans side by side, the annual one highlighted with `annualBadge`: the landing's plans
 * ('Más Popular') and the fallback cards of /subscribe ('Mejor Valor', '2 meses gratis').
 */
export function PlanCards({ annualBadge, testId }: { annualBadge: string; testId?: string }) {
  return (
    <ul className={styles.plans} data-testid={testId}>
      <PlanCard plan="monthly" />
      <PlanCard plan="annual" badge={annualBadge} />
    </ul>
  );
}

/** The two fallback cards of /subscribe (spec: monthly and annual, 'Mejor Valor', '2 meses gratis'). */
export function FallbackPlans() {
  // The page's h1 is the title; this h2 keeps the cards' h3 names in order for screen readers.
  return (
    <>
      <h2 className="visually-hidden">Planes disponibles</h2>
      <PlanCards annualBadge="Mejor Valor" testId="fallback-plans" />
    </>
  );
}
