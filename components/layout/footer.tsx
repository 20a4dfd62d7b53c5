/* eslint-disable @next/next/no-html-link-for-pages -- plain links: next/link's client code would add ~3 KB to every public page's first load (issue 14: landing ≤ 130 KB) */
import { FooterSignupForm } from "@/components/landing/footer-signup-form.tsx";
import { LEGAL } from "@/content/legal.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { allowances } from "@/lib/quota/index.ts";
import styles from "./footer.module.css";

/** The site footer (id contact): the e-mail sign-up box, site links, legal links and contact. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer id="contact" className={styles.footer}>
      <div className={`container ${styles.signup}`}>
        <div>
          <h2 className={styles.signupTitle}>Recibe la Palabra cada día</h2>
          <p className={styles.signupText}>
            Crea tu cuenta gratuita con tu correo: {allowances().freeDaily} mensajes diarios, tu historial guardado y
            versículos para compartir.
          </p>
        </div>
        <FooterSignupForm />
      </div>
      <div className={`container ${styles.columns}`}>
        <div className={styles.brandCol}>
          <p className={styles.brand}>{PRODUCT_NAME}</p>
          <p className={styles.muted}>
            Un compañero de estudio bíblico en español. Citas de la Reina-Valera 1909, de dominio público.
          </p>
        </div>
        <nav aria-label="Producto" className={styles.col}>
          <h3 className={styles.colTitle}>Producto</h3>
          <ul>
            <li>
              <a href="/?section=features">Características</a>
            </li>
            <li>
              <a href="/?section=demo">Demostración</a>
            </li>
            <li>
              <a href="/?section=plans">Planes</a>
            </li>
            <li>
              <a href="/chat">Ir al chat</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal" className={styles.col}>
          <h3 className={styles.colTitle}>Legal</h3>
          <ul>
            {/* Plain links: a full load lands on the anchor every time; the client router sometimes
                dropped the hash when it navigated between pages (seen in e2e as /terms without #privacy). */}
            <li>
              <a href="/terms#terms">Términos de uso</a>
            </li>
            <li>
              <a href="/terms#privacy">Aviso de privacidad</a>
            </li>
          </ul>
        </nav>
        <div className={styles.col}>
          <h3 className={styles.colTitle}>Contacto</h3>
          <ul>
            <li>
              <a href="/soporte" data-testid="footer-support">
                Soporte
              </a>
            </li>
            <li>
              <a href={`mailto:${LEGAL.contactEmail}`}>{LEGAL.contactEmail}</a>
            </li>
            <li>
              <a href={`mailto:${LEGAL.privacyEmail}`}>Privacidad y derechos ARCO</a>
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {PRODUCT_NAME}. Hecho con cariño en México.
        </p>
        <p>{PRODUCT_NAME} es una herramienta de estudio; no sustituye el acompañamiento de tu comunidad de fe.</p>
      </div>
    </footer>
  );
}
