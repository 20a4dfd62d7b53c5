import { USE_CASES } from "@/content/use-cases.ts";
import { Icon } from "./icons.tsx";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./landing.module.css";

export function UseCases() {
  return (
    <section className={styles.section} aria-labelledby="use-cases-title">
      <div className="container">
        <SectionHeading
          id="use-cases-title"
          eyebrow="Para quién es"
          title="Un compañero para cada momento de tu estudio"
          lead="Ya sea que prepares una enseñanza o busques consuelo antes de dormir, la Palabra está a una pregunta de distancia."
        />
        <ul className={styles.grid4}>
          {USE_CASES.map((u) => (
            <li key={u.title} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={u.icon} />
              </span>
              <h3>{u.title}</h3>
              <p>{u.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
