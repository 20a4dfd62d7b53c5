import "server-only";
import {
  AMBIGUOUS_QUESTION,
  DEUTEROCANONICAL_ANSWER,
  DEUTEROCANONICAL_INVITATION,
  DEUTEROCANONICAL_NOTES,
} from "../../../content/reference-answers.ts";
import { PRODUCT_NAME } from "../../product.ts";
import type { DeuterocanonicalReference, ParsedReference } from "../../scripture/index.ts";
import type { Figure } from "./figures.ts";
import type { Greeting } from "./intents.ts";
import { joinQuotes, type Quoted } from "./quotes.ts";
import type { Theme } from "./themes.ts";

// The built-in answerer's Markdown: a short introduction, the passages as blockquotes with their
// references, a brief reflection and an invitation to keep studying. Pure functions of their inputs.

export const EXAMPLES = [
  "- un pasaje: *Juan 3:16* o *Salmos 23*",
  "- un tema: *¿Qué dice la Biblia sobre el perdón?*",
  "- un personaje o una historia: *¿Quién fue Moisés?* o *la resurrección de Lázaro*",
  "- algo que estés viviendo: *Me siento ansioso por el futuro*",
].join("\n");

export function greetingAnswer(kind: Greeting): string {
  const product = PRODUCT_NAME;
  switch (kind) {
    case "thanks":
      return "¡Con mucho gusto! Me alegra acompañarte en la Palabra. Si quieres seguir, pregúntame por otro pasaje o tema cuando gustes. 🙏";
    case "bye":
      return "¡Que Dios te bendiga y te guarde! Aquí estaré cuando quieras seguir estudiando la Biblia.";
    case "who":
      return [
        `Soy **${product}**, un asistente para estudiar la Biblia en español. Busco y cito pasajes de la Reina-Valera 1909 (siempre con su referencia), te ayudo a entender temas, personajes e historias, y te acompaño con la Escritura en lo que estés viviendo.`,
        "",
        "No soy pastor ni consejero, pero con gusto te ayudo a buscar en la Palabra. Puedes preguntarme, por ejemplo:",
        "",
        EXAMPLES,
      ].join("\n");
    case "hello":
      return [
        `¡Hola! Qué gusto saludarte. Soy **${product}**, tu compañero para estudiar la Biblia (Reina-Valera 1909).`,
        "",
        "Puedes preguntarme, por ejemplo:",
        "",
        EXAMPLES,
        "",
        "¿Por dónde te gustaría empezar?",
      ].join("\n");
  }
}

/** `asked`: questions about how a name was read; they take the place of the closing invitation. */
export function lookupAnswer(
  parts: { quoted: Quoted; note?: string }[],
  missing: string[],
  context?: string,
  asked: string[] = [],
): string {
  const out: string[] = [];
  if (parts.length === 1) {
    out.push(`Aquí tienes **${parts[0].quoted.reference}** en la Reina-Valera 1909:`);
  } else if (parts.length > 1) {
    out.push("Aquí tienes los pasajes que pediste, en la Reina-Valera 1909:");
  }
  for (const { quoted, note } of parts) {
    out.push("", quoted.markdown);
    if (note) out.push("", note);
    if (quoted.total) {
      out.push(
        "",
        `*El pasaje completo tiene ${quoted.total} versículos; aquí van los primeros. Pídeme la siguiente parte cuando quieras.*`,
      );
    }
  }
  for (const m of missing) out.push("", m);
  if (parts.length && asked.length) {
    for (const q of asked) out.push("", q);
  } else if (parts.length) {
    out.push(
      "",
      context
        ? `¿Quieres leer todo ${context} para ver el contexto, o que busquemos otros pasajes sobre este tema?`
        : "¿Quieres que busquemos otros pasajes relacionados o que profundicemos en este?",
    );
  } else {
    out.push("", "Puedes pedirme otra referencia, por ejemplo *Juan 3:16* o *Salmos 23*.");
  }
  return out.join("\n");
}

export function figureAnswer(f: Figure, quotes: Quoted[]): string {
  const out = [`### ${f.title}`, "", f.summary];
  if (quotes.length)
    out.push("", f.kind === "event" ? "Así lo cuenta la Escritura:" : "Algunos pasajes clave:", "", joinQuotes(quotes));
  out.push(
    "",
    `**Para seguir leyendo:** ${f.readMore}.`,
    "",
    f.kind === "event"
      ? "¿Te gustaría que veamos qué nos enseña este pasaje para hoy?"
      : `¿Te gustaría profundizar en algún momento de la vida de ${f.title}?`,
  );
  return out.join("\n");
}

export function themeAnswer(t: Theme, quotes: Quoted[], personal: boolean): string {
  const out: string[] = [];
  if (personal) {
    out.push(t.comfort, "", "Estas palabras de la Escritura pueden acompañarte:");
  } else {
    out.push(`Esto es lo que dice la Biblia sobre **${t.name}**:`);
  }
  out.push("", joinQuotes(quotes), "", t.reflection);
  if (personal) {
    out.push(
      "",
      `**Una oración para hoy:** *${t.prayer}*`,
      "",
      "Si quieres, cuéntame un poco más de lo que estás viviendo, o pídeme más pasajes para este momento.",
    );
  } else {
    out.push("", "¿Quieres que profundicemos en alguno de estos pasajes o que busquemos más sobre este tema?");
  }
  return out.join("\n");
}

const PROPER =
  /^(Dios|Jesús|Jesucristo|Cristo|Espíritu|María|Abraham|Moisés|David|José|Job|Jonás|Daniel|Rut|Ester|Navidad|Semana|Satanás|Pedro|Pablo)\b/;

/** "Miedo y temor" → "miedo y temor" inside a sentence; names of people and of God keep their capital. */
export function inSentence(topicName: string): string {
  if (PROPER.test(topicName)) return topicName;
  return topicName.charAt(0).toLowerCase() + topicName.slice(1);
}

/** "Esto es lo que dice la Biblia sobre **el amor**:" — the topic's phrase, else its name in lower case. */
export function topicAnswer(topic: { name: string; phrase?: string }, quotes: Quoted[]): string {
  const about = topic.phrase?.trim() || inSentence(topic.name);
  return [
    `Esto es lo que dice la Biblia sobre **${about}**:`,
    "",
    joinQuotes(quotes),
    "",
    "Te sugiero leer cada pasaje despacio y en su contexto, preguntándote qué te muestra de Dios y qué te invita a vivir hoy.",
    "",
    "¿Quieres que profundicemos en alguno de ellos o que busquemos más sobre este tema?",
  ].join("\n");
}

/** "Where does it say …?": the verses that say it, best first. */
export function verseAnswer(quotes: Quoted[], opts: { exact: boolean; reworded: boolean; chapter?: string }): string {
  const out: string[] = [];
  if (!quotes.length) {
    return [
      "No encontré esas palabras en la Reina-Valera 1909, ni algo lo bastante parecido para decirte que es ese versículo. Puede que sea una frase popular, o que se recuerde con otras palabras.",
      "",
      "Si recuerdas otra parte de la frase, o de qué trata, dímela y la busco de nuevo.",
    ].join("\n");
  }
  if (!opts.exact) {
    out.push("No encontré esas palabras tal cual en la Reina-Valera 1909. Esto es lo más parecido:");
  } else if (quotes.length === 1) {
    out.push(`Esas palabras están en **${quotes[0].reference}**:`);
  } else {
    out.push("Esas palabras aparecen en más de un lugar de la Biblia:");
  }
  out.push("", joinQuotes(quotes));
  if (opts.exact && opts.reworded) {
    out.push("", "Así se lee en la Reina-Valera 1909; otras versiones lo dicen con palabras un poco distintas.");
  }
  out.push(
    "",
    !opts.exact
      ? "Si recuerdas otra parte de la frase, dímela y la busco de nuevo."
      : opts.chapter
        ? `¿Quieres leer todo ${opts.chapter} para ver el contexto?`
        : "¿Quieres que veamos el contexto de alguno de estos pasajes?",
  );
  return out.join("\n");
}

/** A story or event: told briefly, its narrative quoted (shortened), and where to read the rest. */
export function storyAnswer(s: { name: string; summary?: string }, quote: Quoted | null, readMore?: string): string {
  const out = [`### ${s.name}`];
  if (s.summary) out.push("", s.summary);
  if (quote) out.push("", "Así lo cuenta la Escritura:", "", quote.markdown);
  if (readMore) out.push("", `**Para leer toda la historia:** ${readMore}.`);
  out.push("", "¿Te gustaría que veamos qué nos enseña este pasaje para hoy?");
  return out.join("\n");
}

/** A list: every item named with where the text says it, then the passage itself. */
export function listAnswer(
  s: { name: string; summary?: string },
  items: { label: string; ref: string }[],
  quotes: Quoted[],
): string {
  const out = [`### ${s.name}`];
  if (s.summary) out.push("", s.summary);
  out.push("", ...items.map((it, i) => `${i + 1}. **${it.label}** (${it.ref})`));
  if (quotes.length) out.push("", "Así lo dice la Escritura:", "", joinQuotes(quotes));
  out.push("", "¿Quieres que profundicemos en alguno de ellos?");
  return out.join("\n");
}

/** A person, place or topic of the subject index: its introduction, when it has one, and its passages. */
export function subjectAnswer(
  s: { name: string; phrase?: string; summary?: string },
  quotes: Quoted[],
  forSomeone: boolean,
): string {
  const about = s.phrase?.trim() || inSentence(s.name);
  const out = [
    forSomeone
      ? `Estas palabras de la Escritura pueden acompañarte en **${about}**:`
      : `Esto es lo que dice la Biblia sobre **${about}**:`,
  ];
  if (s.summary) out.push("", s.summary);
  out.push(
    "",
    joinQuotes(quotes),
    "",
    "Te sugiero leer cada pasaje despacio y en su contexto, preguntándote qué te muestra de Dios y qué te invita a vivir hoy.",
    "",
    "¿Quieres que profundicemos en alguno de ellos o que busquemos más sobre este tema?",
  );
  return out.join("\n");
}

/** Nothing fits well enough: say so, and offer the closest subjects as something to ask instead. */
export function nothingFoundAnswer(suggestions: string[]): string {
  if (!suggestions.length) return NOTHING_FOUND;
  const list = suggestions.map((s) => `*${s}*`);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(", ")} o ${list.at(-1)}` : list[0];
  return [
    "No encontré pasajes que respondan claramente a tu pregunta, y prefiero decírtelo antes que darte versículos al azar.",
    "",
    `Quizá te sirva alguno de estos temas: ${joined}. ¿Te gustaría que busquemos en alguno, o prefieres decírmelo con otras palabras?`,
  ].join("\n");
}

export function searchAnswer(quotes: Quoted[]): string {
  return [
    "Encontré estos pasajes relacionados con tu pregunta:",
    "",
    joinQuotes(quotes),
    "",
    "Vale la pena leerlos en su contexto. Si buscabas algo más específico, dime con otras palabras qué te gustaría saber.",
  ].join("\n");
}

export const NOTHING_FOUND = [
  "No encontré pasajes que respondan claramente a tu pregunta, y prefiero decírtelo antes que inventar una respuesta.",
  "",
  "¿Puedes decírmelo con otras palabras? También puedes pedirme un pasaje concreto (por ejemplo, *Romanos 8:28*) o un tema (*la fe*, *el perdón*, *la esperanza*).",
].join("\n");

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** "¿O te referías a Marcos 3:1 o a Malaquías 3:1?" after the likeliest reading, or null when there is none to ask. */
export function ambiguityQuestion(ref: ParsedReference): string | null {
  if (!ref.alternatives?.length) return null;
  const others = ref.alternatives.map((a) => `**${a}**`);
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(", ")} o ${others[others.length - 1]}`;
  return fill(AMBIGUOUS_QUESTION, { raw: ref.raw, canonical: ref.canonical, others: list });
}

/** Says kindly that the Reina-Valera 1909 does not include the book asked for. */
export function deuterocanonicalAnswer(refs: DeuterocanonicalReference[]): string {
  const first = refs[0];
  const out = [fill(DEUTEROCANONICAL_ANSWER, { name: first.name, written: first.raw })];
  const note = DEUTEROCANONICAL_NOTES[first.osis];
  if (note) out.push("", note);
  out.push("", DEUTEROCANONICAL_INVITATION);
  return out.join("\n");
}
