import "server-only";
import { REFLECTION_MODEL_REQUEST, REFLECTION_SENTENCES } from "../../content/reflections.ts";
import { isAppError } from "../api/errors.ts";
import { serviceModes } from "../env.ts";
import { verifyCitations } from "../scripture/index.ts";
import { completeAnswer } from "./model/answerer.ts";
import { buildMessages } from "./model/prompt.ts";
import { modelQuoteChecks } from "./model/quote-finder.ts";
import { verifyModelAnswer } from "./model/verify-quotes.ts";

// Writes 'Reflexión de hoy' (3–5 sentences, es-MX) about one passage. With a model configured, the
// model writes it from the passage and its text goes through the same verifier as any answer; when
// the model fails, or verification leaves too little, the built-in engine writes it instead. The
// built-in engine writes only from texts we hold: the subject index's own words (its phrase, summary
// and related subjects), the passage's own words and the sentences in content/reflections.ts.

export interface ReflectionSubject {
  name: string;
  /** How the subject reads inside a sentence ("la ansiedad"). */
  phrase: string;
  summary?: string;
  /** A related subject's phrase, to widen the view. */
  related?: string;
}

export interface ReflectionRequest {
  passage: { reference: string; text: string };
  /** Chosen from the person's questions: present. From the seasonal plan: absent. */
  subject?: ReflectionSubject;
  /** The season's opening sentence (used when there is no subject). */
  seasonOpening: string;
  /** Rotates the built-in sentences from day to day. */
  rotation: number;
}

export interface WrittenReflection {
  text: string;
  engine: "model" | "builtin";
}

export const REFLECTION_MIN_SENTENCES = 3;
export const REFLECTION_MAX_SENTENCES = 5;

/** Sentences of a Spanish paragraph: split after . ! ? … when the next one starts a new sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?…])\s+(?=[¿¡«"“(A-ZÁÉÍÓÚÑ])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");

const QUOTE_MIN_WORDS = 4;
const QUOTE_MAX_WORDS = 22;

/**
 * A few words of the passage to quote: its first clause of 4–22 words that says something by itself.
 * A clause that only introduces speech ("Dícele Jesús: Yo soy…", "oraréis así: Padre nuestro") is
 * passed over for the words spoken. A passage with no such clause gives its first words up to a comma.
 */
export function openingWords(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const parts = flat.split(/(?<=[.;:!?])\s+/);
  for (let i = 0; i < parts.length; i++) {
    const clause = parts[i].replace(/[,;:.!?]+$/, "");
    const n = clause.split(" ").length;
    const introducesSpeech = parts[i].endsWith(":") && /^[¿¡]?[A-ZÁÉÍÓÚÑ]/.test(parts[i + 1] ?? "");
    if (n >= QUOTE_MIN_WORDS && n <= QUOTE_MAX_WORDS && !introducesSpeech && !/[¿?¡!]/.test(parts[i])) {
      return clause;
    }
  }
  const words = flat.split(" ").slice(0, QUOTE_MAX_WORDS);
  const lastComma = words.findLastIndex((w, k) => k >= QUOTE_MIN_WORDS - 1 && w.endsWith(","));
  return words
    .slice(0, lastComma >= 0 ? lastComma + 1 : words.length)
    .join(" ")
    .replace(/[,;:.!?]+$/, "");
}

const firstSentence = (text: string | undefined) => (text ? sentencesOf(text)[0] : undefined);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The built-in engine's reflection: always 3–5 sentences. */
export function builtinReflection(req: ReflectionRequest): string {
  const { passage, subject, rotation } = req;
  const reference = passage.reference;
  const opening = subject
    ? [fill(pick(REFLECTION_SENTENCES.fromHistory, rotation), { phrase: subject.phrase, reference })]
    : [req.seasonOpening, fill(pick(REFLECTION_SENTENCES.seasonPassage, rotation), { reference })];
  const summary = firstSentence(subject?.summary);
  const quote = fill(pick(REFLECTION_SENTENCES.quoteLead, rotation), {
    quote: openingWords(passage.text),
    reference,
  });
  const related = subject?.related ? fill(REFLECTION_SENTENCES.related, { related: subject.related }) : undefined;
  const closing = pick(REFLECTION_SENTENCES.closing, rotation);
  const middle = [summary, quote, related].filter((s): s is string => Boolean(s));
  // Opening + closing + as much of the middle as fits in five sentences (the quote is kept first).
  const room = REFLECTION_MAX_SENTENCES - opening.length - 1;
  const kept = middle.length > room ? [quote, ...middle.filter((s) => s !== quote)].slice(0, room) : middle;
  const ordered = middle.filter((s) => kept.includes(s));
  return [...opening, ...ordered, closing].map(capitalize).join(" ");
}

async function modelReflection(req: ReflectionRequest): Promise<string | null> {
  const topic = req.subject ? ` El tema que la persona ha estado buscando es ${req.subject.phrase}.` : "";
  const messages = buildMessages({ question: `${REFLECTION_MODEL_REQUEST}${topic}`, passages: [req.passage] });
  try {
    const draft = await completeAnswer(messages);
    const verified = await verifyModelAnswer(draft, modelQuoteChecks);
    // One paragraph, no Markdown quote blocks or headings: the card shows the passage itself.
    const plain = verified.text.replace(/^[>#*\s-]+/gm, " ").replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, "$2");
    const sentences = sentencesOf(plain);
    if (sentences.length < REFLECTION_MIN_SENTENCES) {
      console.warn(`[reflections] model reflection too short after verification (${sentences.length} sentences)`);
      return null;
    }
    return sentences.slice(0, REFLECTION_MAX_SENTENCES).join(" ");
  } catch (err) {
    // toModelError has logged the cause; the reader still gets a reflection.
    if (!isAppError(err)) console.warn("[reflections] model reflection failed", err);
    return null;
  }
}

/** The day's reflection on a passage; the model's when it writes a verified one, else the built-in engine's. */
export async function writeReflection(req: ReflectionRequest): Promise<WrittenReflection> {
  if (serviceModes().answers === "model") {
    const text = await modelReflection(req);
    if (text) return { text, engine: "model" };
  }
  // Built-in texts quote the passage itself; the verifier still checks them like any answer.
  const verified = await verifyCitations(builtinReflection(req));
  return { text: verified.text.trim(), engine: "builtin" };
}
