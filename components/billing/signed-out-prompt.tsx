import Link from "next/link";
import styles from "./billing.module.css";

/** /subscribe without a user (e.g. a session that ended while the page was open). */
export function SignedOutPrompt() {
  return (
    <section className={styles.panel} data-testid="subscribe-signed-out">
      <h2>Inicia sesión para suscribirte</h2>
      <p>Para elegir un plan necesitas una cuenta. Inicia sesión o regístrate gratis; solo toma un momento.</p>
      <div className={styles.actions}>
        <Link href="/login" className="btn btn-primary">
          Iniciar Sesión
        </Link>
        <Link href="/login?isSignUp=true" className="btn btn-outline">
          Regístrate
        </Link>
      </div>
    </section>
  );
}
