import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CallToAction } from "@/components/landing/call-to-action.tsx";
import { DemoChat } from "@/components/landing/demo-chat.tsx";
import { Faq } from "@/components/landing/faq.tsx";
import { Features } from "@/components/landing/features.tsx";
import { Hero } from "@/components/landing/hero.tsx";
import { HowItWorks } from "@/components/landing/how-it-works.tsx";
import { drawCardStart } from "@/components/landing/card-start.ts";
import { Plans } from "@/components/landing/plans.tsx";
import { SectionHeading } from "@/components/landing/section-heading.tsx";
import { SectionScroller } from "@/components/landing/section-scroller.tsx";
import { Testimonials } from "@/components/landing/testimonials.tsx";
import { UseCases } from "@/components/landing/use-cases.tsx";
import { VerseCard } from "@/components/landing/verse-card.tsx";
import { VERSES } from "@/content/verses.ts";
import styles from "@/components/landing/landing.module.css";
import { getSessionUser } from "@/lib/auth/session.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { allowances } from "@/lib/quota/index.ts";
import { pageMetadata } from "./seo.ts";

// Reads the session (a signed-in visitor goes to /chat) and draws a fresh verse per visit.
export const dynamic = "force-dynamic";

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: `${PRODUCT_NAME} — Estudio bíblico con IA en español`,
    absoluteTitle: true,
    description: `Haz preguntas sobre la Biblia y recibe respuestas cálidas y fieles al texto, con citas verificadas de la Reina-Valera 1909. Prueba ${allowances().guestPrompts} preguntas gratis.`,
    path: "/",
    keywords: ["asistente bíblico", "estudio de la Biblia en grupo", "versículo del día"],
  });

export default async function LandingPage() {
  if (await getSessionUser()) redirect("/chat");
  const start = drawCardStart();
  const allow = allowances();
  return (
    <>
      <main id="main">
        <Hero guestPrompts={allow.guestPrompts} />
        <section className={styles.showcase} aria-labelledby="verse-title">
          <div className="container">
            <SectionHeading
              id="verse-title"
              eyebrow="Un versículo para hoy"
              title="Comparte una palabra de aliento"
              lead="Descubre un versículo, compártelo con alguien que lo necesite o pide uno nuevo."
            />
            <VerseCard
              initialVerse={VERSES[start.verse]}
              initialIndex={start.verse}
              initialLandscape={start.landscape}
            />
          </div>
        </section>
        <section id="demo" className={styles.demoSection} aria-labelledby="demo-title">
          <div className="container">
            <SectionHeading
              id="demo-title"
              eyebrow="Demostración"
              title="Pregúntale a la Biblia"
              lead={`Prueba sin registrarte: tienes ${allow.guestPrompts} preguntas gratuitas.`}
            />
            <DemoChat allowances={allow} />
            <p className={styles.demoNote}>
              Las respuestas citan la Reina-Valera 1909. {PRODUCT_NAME} puede equivocarse en sus explicaciones: compara
              siempre con tu Biblia.
            </p>
          </div>
        </section>
        <UseCases />
        <Features />
        <HowItWorks />
        <Plans freeDaily={allow.freeDaily} />
        <Testimonials />
        <CallToAction />
        <Faq allowances={allow} />
      </main>
      <SectionScroller />
    </>
  );
}
