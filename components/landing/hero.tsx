import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./landing.module.css";

export function Hero({ guestPrompts }: { guestPrompts: number }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.heroBadge}>Reina-Valera 1909 · Citas verificadas</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Escudriña las Escrituras con un compañero de estudio <em>en tu idioma</em>
        </h1>
        <p className={styles.heroLead}>
          {PRODUCT_NAME} responde tus preguntas sobre la Biblia con el texto bíblico citado palabra por palabra,
          contexto claro y un tono cálido y respetuoso. Como los creyentes de Berea, que «recibieron la palabra con toda
          solicitud, escudriñando cada día las Escrituras» (Hechos 17:11).
        </p>
        <div className={styles.heroActions}>
          {/* No prefetch: a visitor is sent on to sign in, whose code need not load with the landing. */}
          <a href="/chat" className={`btn btn-primary ${styles.heroCta}`}>
            Prueba {PRODUCT_NAME} Ahora
          </a>
          <a href="#demo" className={`btn btn-outline ${styles.heroCta}`}>
            Ver la demostración
          </a>
        </div>
        {/* The promise leads to where it is kept: the demo right here, no account needed. */}
        <p className={styles.heroNote}>
          <a href="#demo" data-testid="hero-demo-link">
            {guestPrompts} preguntas gratis sin registrarte
          </a>{" "}
          · Sin tarjeta
        </p>
      </div>
    </section>
  );
}
