import { FEATURES } from "@/content/use-cases.ts";
import { Icon } from "./icons.tsx";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./landing.module.css";

const FEATURE_ICONS = ["check", "globe", "clock", "spark", "scale", "lock"];

export function Features() {
  return (
    <section id="features" className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="features-title">
      <div className="container">
        <SectionHeading
          id="features-title"
          eyebrow="Características"
          title="Fiel al texto, cercano a ti"
          lead="Respuestas que puedes comprobar en tu propia Biblia."
        />
        <ul className={styles.grid3}>
          {FEATURES.map((f, i) => (
            <li key={f.title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon name={FEATURE_ICONS[i % FEATURE_ICONS.length]} size={22} />
              </span>
              <div>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
