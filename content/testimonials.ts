// Testimonials of the landing page.
//
// HONESTY RULE: only real people who gave their permission go in REAL_TESTIMONIALS. Never invent a
// name, a photo or a quote and present it as a customer. Until real ones exist, the landing shows
// EXAMPLE_SCENARIOS, clearly labelled as examples of use ("Así puedes usarlo"), not as reviews.
//
// To add a real testimonial: ask the person for written permission to publish their words and how
// they want to be named (e.g. "Ana, Monterrey"), then add an entry to REAL_TESTIMONIALS with
// `consentDate` (YYYY-MM-DD). As soon as the list is not empty, the section shows those instead of
// the example scenarios.

export interface Testimonial {
  quote: string;
  /** How the person agreed to be named, e.g. "Ana R., Monterrey". */
  name: string;
  /** Optional role or context, e.g. "Líder de célula". */
  context?: string;
  /** When the person gave written permission to publish it. */
  consentDate: string;
}

export interface ExampleScenario {
  /** Who might use Berea this way: a kind of person, never a named individual. */
  persona: string;
  situation: string;
  /** An example question they could ask. */
  question: string;
}

export const REAL_TESTIMONIALS: readonly Testimonial[] = [];

export const EXAMPLE_SCENARIOS: readonly ExampleScenario[] = [
  {
    persona: "Para quien guía un grupo en casa",
    situation: "Prepara el estudio del miércoles y quiere los pasajes clave del tema con su contexto.",
    question: "¿Qué pasajes hablan del perdón entre hermanos?",
  },
  {
    persona: "Para quien empieza a leer la Biblia",
    situation: "Encontró una palabra antigua en la Reina-Valera y quiere entender qué significa.",
    question: "¿Qué quiere decir «escudriñad las Escrituras» en Juan 5:39?",
  },
  {
    persona: "Para un momento difícil",
    situation: "Atraviesa una temporada de ansiedad y busca consuelo en la Palabra antes de dormir.",
    question: "¿Qué dice la Biblia sobre la ansiedad?",
  },
];
