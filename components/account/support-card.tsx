import Link from "next/link";
import { SUPPORT_TEXTS } from "@/content/support.ts";
import styles from "./account.module.css";

/** 'Ayuda y soporte' on /account: the way to /soporte, with the reply time this person is promised. */
export function SupportCard({ priority }: { priority: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="support">
      <h2 id="support" className={styles.heading}>
        Ayuda y soporte
      </h2>
      <p className={styles.text} data-testid="account-support-promise">
        {priority
          ? `${SUPPORT_TEXTS.priorityBadge}: ${SUPPORT_TEXTS.priorityPromise}`
          : `¿Necesitas ayuda? ${SUPPORT_TEXTS.standardPromise}`}
      </p>
      <Link href="/soporte" className="btn btn-outline" data-testid="account-support">
        Escribir a soporte
      </Link>
    </section>
  );
}
