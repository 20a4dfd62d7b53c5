"use client";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { ManageSubscriptionButton } from "@/components/billing/manage-subscription-button.tsx";
import styles from "./account.module.css";

// 'Mi Cuenta' (spec §2): nothing without a user; personal information; the subscription portal
// button (billing's ManageSubscriptionButton: idle / loading, then the portal from GET payments/portal).

/** Nombre: first and last name joined, either alone, else 'No especificado'. */
export function displayName(first: string | null | undefined, last: string | null | undefined): string {
  return [first?.trim(), last?.trim()].filter(Boolean).join(" ") || "No especificado";
}

export function AccountView() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className={styles.wrap}>
      <h1 className={styles.title}>Mi Cuenta</h1>
      <section className={styles.card} aria-labelledby="personal-info">
        <h2 id="personal-info" className={styles.heading}>Información Personal</h2>
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>Nombre</dt>
            <dd data-testid="account-name">{displayName(user.first_name, user.last_name)}</dd>
          </div>
          <div className={styles.field}>
            <dt>Email</dt>
            <dd data-testid="account-email">{user.email ?? "No especificado"}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="subscription">
        <h2 id="subscription" className={styles.heading}>Suscripción</h2>
        <p className={styles.text}>Consulta tu plan, actualiza tu método de pago o cancela cuando quieras.</p>
        <ManageSubscriptionButton className="btn btn-primary" />
      </section>
    </div>
  );
}
