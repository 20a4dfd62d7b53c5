import { withAllowances, type Allowances } from "@/content/allowance-text.ts";
import { FAQ } from "@/content/faq.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./landing.module.css";

// Native <details>: opens and closes without any JavaScript.
export function Faq({ allowances }: { allowances: Allowances }) {
  return (
    <section id="faq" className={styles.section} aria-labelledby="faq-title">
      <div className={`container ${styles.narrow}`}>
        <SectionHeading id="faq-title" eyebrow="Preguntas frecuentes" title="Lo que más nos preguntan" />
        <div className={styles.faq}>
          {FAQ.map((f) => (
            <details key={f.question} className={styles.faqItem}>
              <summary>{f.question}</summary>
              <p>{withAllowances(f.answer, allowances)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
