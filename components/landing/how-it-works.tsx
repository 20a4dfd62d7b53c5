import { STEPS } from "@/content/use-cases.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./landing.module.css";

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <div className="container">
        <SectionHeading id="how-title" eyebrow="Cómo funciona" title="Empieza en cuatro pasos" />
        <ol className={styles.steps}>
          {STEPS.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
