import { PLANS, type Plan, type PlanId } from "@/lib/billing/plans.ts";
import styles from "./billing.module.css";
import { SubscribeButton } from "./subscribe-button.tsx";
import { StrokeIcon } from "@/components/ui/stroke-icon.tsx";

// No "use client": the card is static markup (rendered on the server on the landing and /subscribe);
// only its button is client code, so the plans' data and the card's markup stay out of the browser bundle.

export interface PlanCardProps {
  plan: PlanId | Plan;
  /** e.g. 'Más Popular' on the landing, 'Mejor Valor' on /subscribe; also highlights the card. */
  badge?: string;
  /** Render as <li> (inside a <ul>) or as <div>. */
  as?: "li" | "div";
}

/** One plan with its 'Suscribirse Ahora' button (see SubscribeButton). */
export function PlanCard({ plan: planOrId, badge, as = "li" }: PlanCardProps) {
  const plan = typeof planOrId === "string" ? PLANS[planOrId] : planOrId;
  const Tag = as;
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
            <StrokeIcon className={styles.check} size={18} strokeWidth={2.2} round>
              <path d="M20 6L9 17l-5-5" />
            </StrokeIcon>
            {f}
          </li>
        ))}
      </ul>
      <SubscribeButton
        planId={plan.id}
        planName={plan.name}
        className={`btn ${badge ? "btn-primary" : "btn-outline"} ${styles.planButton}`}
        errorClassName={styles.error}
      />
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
