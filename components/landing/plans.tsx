import { PlanCards } from "@/components/billing/plan-card.tsx";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./landing.module.css";

// The landing's two plan cards (spec §2) are billing's own cards, so names, prices and features
// come from lib/billing/plans.ts alone. Signed out (every visitor here: signed-in ones go to /chat),
// 'Suscribirse Ahora' leads to sign-up; a session that exists after all goes to checkout.
export function Plans({ freeDaily }: { freeDaily: number }) {
  return (
    <section id="plans" className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="plans-title">
      <div className="container">
        <SectionHeading
          id="plans-title"
          eyebrow="Planes"
          title="Estudia sin límites"
          lead={`Empieza gratis con ${freeDaily} mensajes al día. Cuando quieras más, elige un plan Premium; cancelas cuando quieras.`}
        />
        <PlanCards annualBadge="Más Popular" testId="landing-plans" />
      </div>
    </section>
  );
}
