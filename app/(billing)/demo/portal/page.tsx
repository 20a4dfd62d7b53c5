import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session.ts";
import { demoSubscription, isStripeMode, paymentStatus } from "@/lib/billing/index.ts";
import { PLANS } from "@/lib/billing/plans.ts";
import { DemoBanner } from "@/components/billing/demo-banner.tsx";
import { DemoCancelButton } from "@/components/billing/demo-cancel-button.tsx";
import styles from "@/components/billing/billing.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Portal de suscripción de demostración", robots: { index: false } };

const DATE = new Intl.DateTimeFormat("es-MX", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Mexico_City",
});

/** Demo billing's stand-in for Stripe's customer portal (only without STRIPE_SECRET_KEY). */
export default async function DemoPortalPage() {
  if (isStripeMode()) notFound();
  const user = await getSessionUser();
  if (!user) redirect("/login");
  const [sub, status] = await Promise.all([demoSubscription(user.id), paymentStatus(user.id)]);
  const plan = sub?.plan ? PLANS[sub.plan] : null;

  return (
    <main className={styles.page}>
      <div className="container">
        <DemoBanner />
        <section className={styles.panel} aria-labelledby="demo-portal-title">
          <h1 id="demo-portal-title">Tu suscripción</h1>
          <p className={styles.summaryLabel}>{user.email}</p>
          <div className={styles.summary} data-testid="demo-portal-summary">
            <div className={styles.summaryRow}>
              <span className={styles.summaryLabel}>Estado</span>
              <span
                className={`${styles.status} ${status.has_paid ? styles.statusOn : styles.statusOff}`}
                data-testid="demo-portal-status"
              >
                {!status.has_paid
                  ? "Sin suscripción activa"
                  : sub?.cancelAtPeriodEnd
                    ? "Activa hasta el fin del periodo"
                    : "Activa"}
              </span>
            </div>
            {plan && (
              <div className={styles.summaryRow}>
                <span className={styles.summaryLabel}>Plan</span>
                <span className={styles.summaryValue}>
                  {plan.name} · {plan.priceText}
                  {plan.periodText}
                </span>
              </div>
            )}
            {sub?.hasPaid && sub.currentPeriodEnd && (
              <div className={styles.summaryRow}>
                <span className={styles.summaryLabel}>{sub.cancelAtPeriodEnd ? "Termina el" : "Se renueva el"}</span>
                <span
                  className={styles.summaryValue}
                  data-testid={sub.cancelAtPeriodEnd ? "demo-portal-ends" : "demo-portal-renews"}
                >
                  {DATE.format(new Date(sub.currentPeriodEnd))}
                </span>
              </div>
            )}
          </div>
          <p>{status.message}</p>
          <div className={styles.actions}>
            {status.has_paid && !sub?.cancelAtPeriodEnd ? (
              <DemoCancelButton until={sub?.currentPeriodEnd ? DATE.format(new Date(sub.currentPeriodEnd)) : null} />
            ) : status.has_paid ? null : (
              <Link href="/subscribe" className="btn btn-primary">
                Elegir un plan
              </Link>
            )}
            <Link href="/account" className="btn btn-ghost">
              Volver a Mi Cuenta
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
