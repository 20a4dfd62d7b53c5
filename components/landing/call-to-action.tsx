import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./landing.module.css";

export function CallToAction() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`}>
        <h2 id="cta-title" className={styles.ctaTitle}>
          Tu próxima pregunta puede abrir un capítulo nuevo
        </h2>
        <p className={styles.ctaLead}>Crea tu cuenta gratuita y estudia la Palabra con {PRODUCT_NAME} cada día.</p>
        <div className={styles.heroActions}>
          <a href="/login?isSignUp=true" className={`btn ${styles.ctaPrimary}`}>
            Crear mi cuenta gratis
          </a>
          <a href="#demo" className={`btn ${styles.ctaSecondary}`}>
            Hacer una pregunta de prueba
          </a>
        </div>
      </div>
    </section>
  );
}
