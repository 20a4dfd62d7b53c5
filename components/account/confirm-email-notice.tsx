import { confirmEmailNotice } from "@/content/account-text.ts";
import { ResendConfirmationButton } from "./resend-confirmation-button.tsx";
import styles from "./account.module.css";

/** On /chat when the daily allowance waits for the e-mail to be confirmed. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  return (
    <section className={styles.notice} aria-label="Confirma tu correo" data-testid="confirm-email-notice">
      <p>{confirmEmailNotice(email)}</p>
      <ResendConfirmationButton className="btn btn-primary" />
    </section>
  );
}
