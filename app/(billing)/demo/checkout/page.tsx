import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session.ts";
import { isStripeMode } from "@/lib/billing/index.ts";
import { isPlanId, PLANS, PLAN_IDS } from "@/lib/billing/plans.ts";
import { DemoBanner } from "@/components/billing/demo-banner.tsx";
import { DemoCheckoutForm } from "@/components/billing/demo-checkout-form.tsx";
import styles from "@/components/billing/billing.module.css";
import { StrokeIcon } from "@/components/ui/stroke-icon.tsx";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pago de demostración", robots: { index: false } };

const NEXT_CHARGE = new Intl.DateTimeFormat("es-MX", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Mexico_City",
});

/** Demo billing's stand-in for Stripe Checkout (only without STRIPE_SECRET_KEY). */
export default async function DemoCheckoutPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (isStripeMode()) notFound();
  const user = await getSessionUser();
  if (!user) redirect("/login");
  const requested = (await searchParams).plan;
  const plan = PLANS[isPlanId(requested) ? requested : "monthly"];
  const renewal = new Date();
  if (plan.interval === "month") renewal.setMonth(renewal.getMonth() + 1);
  else renewal.setFullYear(renewal.getFullYear() + 1);

  return (
    <main className={styles.page}>
      <div className="container">
        <DemoBanner />
        <section className={styles.panel} aria-labelledby="demo-checkout-title">
          <h1 id="demo-checkout-title">Confirma tu suscripción</h1>
          <p>Así se vería el pago de tu plan. En este modo no se pide ninguna tarjeta ni se cobra nada.</p>
          <div className={styles.planSwitch} aria-label="Plan">
            {PLAN_IDS.map((id) => (
              <Link
                key={id}
                href={`/demo/checkout?plan=${id}`}
                className={`${styles.planOption} ${id === plan.id ? styles.planOptionActive : ""}`}
                aria-current={id === plan.id ? "true" : undefined}
              >
                {PLANS[id].name}
              </Link>
            ))}
          </div>
          <div className={styles.summary} data-testid="demo-summary">
            <div className={styles.summaryRow}>
              <span className={styles.summaryLabel}>Plan</span>
              <span className={styles.summaryValue}>{plan.name}</span>
            </div>
            <div className={styles.summaryRow}>
              <span className={styles.summaryLabel}>Precio</span>
              <span className={styles.summaryValue}>
                {plan.priceText}
                {plan.periodText}
                {plan.note ? ` · ${plan.note}` : ""}
              </span>
            </div>
            <div className={styles.summaryRow}>
              <span className={styles.summaryLabel}>Cuenta</span>
              <span className={styles.summaryValue}>{user.email ?? "Sin correo"}</span>
            </div>
            <div className={styles.summaryRow}>
              <span className={styles.summaryLabel}>Próxima renovación</span>
              <span className={styles.summaryValue}>{NEXT_CHARGE.format(renewal)}</span>
            </div>
          </div>
          <div className={styles.fakeCard} aria-hidden="true">
            <StrokeIcon size={22} strokeWidth={1.8} round>
              <rect x="2" y="5" width="20" height="14" rx="2" />
              <path d="M2 10h20" />
            </StrokeIcon>
            <span>4242 4242 4242 4242 · demo</span>
          </div>
          <DemoCheckoutForm plan={plan.id} />
        </section>
      </div>
    </main>
  );
}
