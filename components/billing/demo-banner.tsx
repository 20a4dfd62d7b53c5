import styles from "./billing.module.css";

export const DEMO_NOTICE = "Modo de demostración — no se realiza ningún cargo";

export function DemoBanner() {
  return (
    <p className={styles.demoBanner} role="note" data-testid="demo-banner">
      {DEMO_NOTICE}
    </p>
  );
}
