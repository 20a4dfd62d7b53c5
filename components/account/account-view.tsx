"use client";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { ManageSubscriptionButton } from "@/components/billing/manage-subscription-button.tsx";
import type { SubscriptionSummary } from "@/lib/billing/subscription-state.ts";
import { AnalyticsChoice } from "./analytics-choice.tsx";
import { SupportCard } from "./support-card.tsx";
import type { AccountOverview } from "@/lib/account/overview.ts";
import { UNCONFIRMED_FIRST_DAY, UNCONFIRMED_PAST_FIRST_DAY } from "@/content/account-text.ts";
import { apiUrl } from "@/lib/client/api.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DeleteAccountForm } from "./delete-account-form.tsx";
import { NamesForm } from "./names-form.tsx";
import { EndSessionsButton } from "./end-sessions-button.tsx";
import { ResendConfirmationButton } from "./resend-confirmation-button.tsx";
import { displayName } from "@/content/display-name.ts";
import styles from "./account.module.css";

// 'Mi Cuenta' (spec §2): nothing without a user; personal information; the subscription portal
// button (billing's ManageSubscriptionButton: idle / loading, then the portal from GET payments/portal).

export { displayName } from "@/content/display-name.ts";

export interface TodayUsage {
  count: number;
  limit: number;
  unlimited: boolean;
}

function usageText({ count, limit, unlimited }: TodayUsage): string {
  const sent = count === 1 ? "1 mensaje" : `${count} mensajes`;
  if (unlimited) return `${sent} hoy · mensajes ilimitados`;
  const left = Math.max(0, limit - count);
  return `${Math.min(count, limit)} de ${limit} mensajes hoy · ${left === 1 ? "te queda 1" : `te quedan ${left}`}`;
}

export function AccountView({
  plan,
  usage,
  account,
}: {
  plan: SubscriptionSummary;
  usage: TodayUsage;
  account: AccountOverview;
}) {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className={styles.wrap}>
      <h1 className={styles.title}>Mi Cuenta</h1>
      <section className={styles.card} aria-labelledby="personal-info">
        <h2 id="personal-info" className={styles.heading}>
          Información Personal
        </h2>
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>Nombre</dt>
            <dd data-testid="account-name">{displayName(user.first_name, user.last_name)}</dd>
          </div>
          <div className={styles.field}>
            <dt>Email</dt>
            <dd data-testid="account-email">{user.email ?? "No especificado"}</dd>
          </div>
          {account.emailConfirmed !== null && (
            <div className={styles.field}>
              <dt>Correo</dt>
              <dd data-testid="account-email-status">{account.emailConfirmed ? "Confirmado" : "Sin confirmar"}</dd>
            </div>
          )}
        </dl>
        {account.emailConfirmed === false && (
          <div className={styles.stack}>
            <p className={styles.text}>
              {account.confirmationRequired ? UNCONFIRMED_PAST_FIRST_DAY : UNCONFIRMED_FIRST_DAY}
            </p>
            <ResendConfirmationButton />
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="subscription">
        <h2 id="subscription" className={styles.heading}>
          Suscripción
        </h2>
        <dl className={`${styles.fields} ${styles.plan}`}>
          <div className={styles.field}>
            <dt>Plan</dt>
            <dd data-testid="account-plan">{plan.planText}</dd>
          </div>
          {plan.renewsAt ? (
            <div className={styles.field}>
              <dt>Se renueva el</dt>
              <dd data-testid="account-renews">{plan.renewsAt}</dd>
            </div>
          ) : null}
          {plan.endsAt ? (
            <div className={styles.field}>
              <dt>Termina el</dt>
              <dd data-testid="account-ends">{plan.endsAt}</dd>
            </div>
          ) : null}
          <div className={styles.field}>
            <dt>Uso de hoy</dt>
            <dd data-testid="account-usage">{usageText(usage)}</dd>
          </div>
        </dl>
        <p className={styles.text}>
          {plan.hasPaid
            ? `${plan.message} `
            : "Los mensajes gratuitos se renuevan cada día a la medianoche (hora del centro de México). "}
          Consulta tu plan, actualiza tu método de pago o cancela cuando quieras.
        </p>
        <ManageSubscriptionButton className="btn btn-primary" />
      </section>
      <AnalyticsChoice />
      <SupportCard priority={plan.hasPaid} />
      <section className={styles.card} aria-labelledby="security">
        <h2 id="security" className={styles.heading}>
          Seguridad
        </h2>
        <div className={styles.stack}>
          {account.managesPassword && <ChangePasswordForm />}
          <div className={styles.actions}>
            <p className={styles.text}>
              ¿Dejaste tu sesión abierta en otro lugar? Ciérrala en todos tus dispositivos, este incluido.
            </p>
            <EndSessionsButton />
          </div>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="your-data">
        <h2 id="your-data" className={styles.heading}>
          Tus datos
        </h2>
        <div className={styles.stack}>
          <div className={styles.actions}>
            <p className={styles.text}>
              Descarga un archivo con todo lo que guardamos de ti: perfil, conversaciones, suscripción y versículos
              guardados.
            </p>
            <a className={`btn btn-outline ${styles.download}`} href={apiUrl("auth", "account/export")} download>
              Descargar mis datos
            </a>
          </div>
          <NamesForm firstName={account.firstName} lastName={account.lastName} />
          <DeleteAccountForm needsPassword={account.managesPassword} />
        </div>
      </section>
    </div>
  );
}
