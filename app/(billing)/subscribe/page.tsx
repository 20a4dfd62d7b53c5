import type { Metadata } from "next";
import { getSessionUser } from "@/lib/auth/session.ts";
import { paymentStatus } from "@/lib/billing/index.ts";
import { publicEnv } from "@/lib/env.ts";
import { FallbackPlans } from "@/components/billing/plan-card.tsx";
import { PricingTable } from "@/components/billing/pricing-table.tsx";
import { SignedOutPrompt } from "@/components/billing/signed-out-prompt.tsx";
import { ManageSubscriptionButton } from "@/components/billing/manage-subscription-button.tsx";
import { CheckoutSuccessListener } from "@/components/billing/checkout-success-listener.tsx";
import styles from "@/components/billing/billing.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Elige tu Plan de Suscripción",
  description:
    "Preguntas ilimitadas y acceso completo a la biblioteca bíblica con Berea Premium: $20 MXN al mes o $200 MXN al año.",
  robots: { index: false },
};

export default async function SubscribePage() {
  // The middleware sent visitors without a session cookie to /login; this checks the session row.
  const user = await getSessionUser();
  const env = publicEnv();
  const status = user ? await paymentStatus(user.id) : null;
  const pricingTable =
    env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY && env.NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID
      ? {
          publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
          pricingTableId: env.NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID,
        }
      : null;

  return (
    <main className={styles.page}>
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>Berea Premium</p>
          <h1 className={styles.title}>Elige tu Plan de Suscripción</h1>
          <p className={styles.lead}>
            Estudia la Palabra sin límites: preguntas ilimitadas, respuestas con citas verificadas y reflexiones para tu
            día a día.
          </p>
        </header>

        {!user ? (
          <SignedOutPrompt />
        ) : (
          <>
            {status?.has_paid && (
              <div className={styles.notice} data-testid="subscribe-already-paid">
                <p>{status.message} Puedes cambiar o cancelar tu plan cuando quieras.</p>
                <ManageSubscriptionButton />
              </div>
            )}
            {/* The embedded pricing table announces a finished checkout with a window message. */}
            <CheckoutSuccessListener />
            {pricingTable ? <PricingTable {...pricingTable} userId={user.id} email={user.email} /> : <FallbackPlans />}
            <p className={styles.hint}>Puedes cancelar tu suscripción cuando quieras desde Mi Cuenta.</p>
          </>
        )}
      </div>
    </main>
  );
}
