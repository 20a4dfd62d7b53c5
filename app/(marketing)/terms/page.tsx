import type { Metadata } from "next";
import { PrivacyNotice } from "@/components/landing/legal/privacy-notice.tsx";
import { TermsOfUse } from "@/components/landing/legal/terms-of-use.tsx";
import styles from "@/components/landing/legal/legal.module.css";
import { LEGAL, legalPlaceholdersInUse } from "@/content/legal.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { allowances } from "@/lib/quota/index.ts";
import { pageMetadata } from "../seo.ts";

// The allowances and the controller's identity are runtime configuration: render per request, not at build.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "Términos de uso y Aviso de privacidad",
  description: `Términos de uso de ${PRODUCT_NAME} y Aviso de privacidad conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares: qué datos guardamos, para qué, pagos con Stripe y tus derechos ARCO.`,
  path: "/terms",
  keywords: ["términos de uso", "aviso de privacidad", "derechos ARCO", "LFPDPPP"],
});

export default function TermsPage() {
  return (
    <main id="main" className={styles.page}>
      <div className={`container ${styles.inner}`}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.title}>Términos de uso y Aviso de privacidad</h1>
          <p className={styles.updated}>Última actualización: {LEGAL.lastUpdated}</p>
          <nav aria-label="En esta página" className={styles.toc}>
            <a href="#terms">Términos de uso</a>
            <a href="#privacy">Aviso de privacidad</a>
          </nav>
          {legalPlaceholdersInUse() && (
            <p className={styles.operatorNote} role="note">
              Nota para el operador: los datos de identidad y contacto del responsable aún son valores provisionales.
              Configúralos con LEGAL_CONTROLLER_NAME, LEGAL_CONTROLLER_ADDRESS y LEGAL_PRIVACY_EMAIL antes de publicar.
            </p>
          )}
        </header>
        <TermsOfUse allowances={allowances()} />
        <PrivacyNotice />
      </div>
    </main>
  );
}
