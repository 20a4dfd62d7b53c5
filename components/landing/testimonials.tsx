import { EXAMPLE_SCENARIOS, REAL_TESTIMONIALS } from "@/content/testimonials.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./landing.module.css";

// Real testimonials (with consent) when content/testimonials.ts has any; until then, example
// scenarios presented as such, never as reviews by people.
export function Testimonials() {
  const real = REAL_TESTIMONIALS.length > 0;
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        {real ? (
          <>
            <SectionHeading
              id="testimonials-title"
              eyebrow="Testimonios"
              title="Lo que dicen quienes estudian con Berea"
            />
            <ul className={styles.grid3}>
              {REAL_TESTIMONIALS.map((t) => (
                <li key={`${t.name}-${t.consentDate}`} className={styles.testimonial}>
                  <blockquote>
                    <p>«{t.quote}»</p>
                  </blockquote>
                  <p className={styles.testimonialWho}>
                    <strong>{t.name}</strong>
                    {t.context && <span> · {t.context}</span>}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <SectionHeading
              id="testimonials-title"
              eyebrow="Así puedes usarlo"
              title="Ejemplos de cómo estudiar con Berea"
              lead="Situaciones de ejemplo (no son reseñas de usuarios) para que imagines cómo te puede acompañar."
            />
            <ul className={styles.grid3}>
              {EXAMPLE_SCENARIOS.map((s) => (
                <li key={s.persona} className={styles.testimonial}>
                  <p className={styles.scenarioPersona}>{s.persona}</p>
                  <p>{s.situation}</p>
                  <p className={styles.scenarioQuestion}>
                    <span className="visually-hidden">Pregunta de ejemplo: </span>
                    {s.question}
                  </p>
                </li>
              ))}
            </ul>
            <p className={styles.invite}>
              ¿Berea te ha ayudado en tu estudio? Nos encantaría conocer tu experiencia: escríbenos desde la sección de
              contacto.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
