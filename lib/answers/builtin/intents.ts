import "server-only";
import { plain } from "../text.ts";
import { FIGURES, type Figure } from "../../../content/figures.ts";

// Recognises what a question is about without a model: greetings, people and events of the Bible,
// and the pastoral themes people bring. Matching is on plain() text (no accents or punctuation).

export type Greeting = "hello" | "thanks" | "bye" | "who";

// Written to match both plain() text and the original (accents, capitals): detectGreeting tests the
// first, afterGreeting strips from the second.
const GREETINGS = String.raw`hola+|holi|buen(?:os|as)?\s+(?:d[ií]as|tardes|noches)|buen\s+d[ií]a|saludos|hey|hello|hi|bendiciones|dios\s+te\s+bendiga`;
// Casual greetings as typed in Mexico, shorthand included ("q onda", "kiubo"): chat, not the words of a
// verse ("onda" is a wave of the sea in Santiago 1:6). On plain() and on the original text.
const CASUAL = String.raw`(?:qu[eé]|q|k|ke)\s+(?:onda|ondas|hubo|pex|show|tranza|transa)|qui?[uú]bo(?:le)?|quihubo|kiubo`;
const GREETING_WORDS = new RegExp(`^(?:${GREETINGS}|que tal|${CASUAL})\\b`);
const THANKS = /^(muchas |mil )?gracias\b|^te lo agradezco|^thank/;
const BYE = /^(adios|hasta (luego|pronto|manana)|nos vemos|bye|chao|chau)\b/;
const WHO =
  /\b(quien eres|que eres|como te llamas|que puedes hacer|como funcionas|para que sirves|que haces|eres una ia|eres un robot|who are you)\b/;

/** A greeting, thanks, farewell or "who are you", when that is all the message is. */
export function detectGreeting(text: string): Greeting | null {
  const p = plain(text);
  const n = p ? p.split(" ").length : 0;
  if (WHO.test(p) && n <= 10) return "who";
  if (n > 7) return null;
  if (THANKS.test(p)) return "thanks";
  if (BYE.test(p)) return "bye";
  if (GREETING_WORDS.test(p)) return "hello";
  return null;
}

// On the original text, so what follows the greeting keeps its accents and punctuation.
const LEADING_GREETING = new RegExp(
  String.raw`^[\s¡!¿]*(?:${GREETINGS}|${CASUAL})\b[\s,;:.!¡-]*(?:berea\b[\s,;:.!¡-]*)?`,
  "i",
);
const LEADING_PLEASANTRY = new RegExp(
  String.raw`^[\s¿¡]*(c[oó]mo\s+(est[aá]s|te\s+va|has\s+estado)|qu[eé]\s+tal|${CASUAL})\b[\s?!,;:.]*`,
  "i",
);

/**
 * What a short message says after its greeting ("Hola, ¿quién fue Moisés?" → "¿quién fue Moisés?"),
 * or null when the greeting is all there is ("Hola, ¿cómo estás?").
 */
export function afterGreeting(text: string): string | null {
  const rest = text.replace(LEADING_GREETING, "").replace(LEADING_PLEASANTRY, "").trim();
  return rest && rest !== text.trim() && plain(rest) ? rest : null;
}

export interface FigureMatch {
  figure: Figure;
  /** Share of the question's letters taken by the name: "Daniel en el foso de los leones" is all about it. */
  share: number;
}

// Family words as people say them: "la mamá de Jesús" is "la madre de Jesús" in the names.
const KIN: [RegExp, string][] = [
  [/\bmama\b/g, "madre"],
  [/\bpapa\b/g, "padre"],
  [/\bjefita\b/g, "madre"],
];

/**
 * The person or event the question names; the longest name wins ("juan el bautista" over "juan"), and
 * of two as long, the one named first: "María, la mamá de Jesús" asks about María.
 */
export function matchFigure(text: string): FigureMatch | null {
  const p = KIN.reduce((t, [re, to]) => t.replace(re, to), plain(text));
  const padded = ` ${p} `;
  let best: { figure: Figure; len: number; at: number } | null = null;
  for (const figure of FIGURES) {
    for (const name of figure.names) {
      const at = padded.indexOf(` ${name} `);
      if (at >= 0 && (!best || name.length > best.len || (name.length === best.len && at < best.at)))
        best = { figure, len: name.length, at };
    }
  }
  return best ? { figure: best.figure, share: best.len / Math.max(1, p.length) } : null;
}

export function findFigure(text: string): Figure | null {
  return matchFigure(text)?.figure ?? null;
}

const FIRST_PERSON =
  /\b(me siento|siento que|estoy|tengo|me (da|dan|cuesta|preocupa|duele)|no puedo|no se|ayudame|necesito|mi (esposo|esposa|mama|papa|hijo|hija|familia|vida|trabajo|corazon)|perdi|i feel|i am|im)\b/;

// Written without accents, "no se" is "no sé" (I don't know: "no sé qué hacer", "no sé orar", "no sé lo
// que siento") or a verb of its own ("no se rompe", "no se turbe", "no se lo impidan", "no se cansarán"),
// which says nothing of the writer: a verse quoted from memory has many.
// An infinitive, bare or with its pronoun ("no sé orar", "no sé amarme", "no sé explicarlo"), is "no sé".
const SE_WORDS =
  "nada|nadie|que|como|cual|cuales|donde|adonde|cuando|quien|quienes|cuanto|cuanta|cuantos|cuantas|si|ni|ya|a|mucho|bien|mas|muy|porque|para|por|en|de|con|tampoco|exactamente|realmente|todavia|aun|siquiera|ahora|nunca|tanto|eso|esto|la|lo|le|les|los|las|ella|ello|ellos|ellas|el|uno|una|mi|tu|su|me|te|nos";

const NO_SE_VERB = new RegExp(
  `\\bno se (?:(?:lo|la|los|las|le|les) (?!que\\b)|(?![a-z]+r\\b)(?![a-z]+[aei]r(?:me|se|nos|lo|la|los|las|le|les)\\b)(?!(?:${SE_WORDS})\\b)[a-z]+(?:[aeo]|an|en|on)\\b)`,
  "g",
);

/** The writer speaks about their own life ("me siento solo"), not about a topic in general. */
export function isPersonal(text: string): boolean {
  const p = plain(text).replace(NO_SE_VERB, "se ");
  return FIRST_PERSON.test(p);
}

/** Asks who/what a person or event is ("¿Quién fue Moisés?", "Lázaro"), not just naming them in passing. */
export function asksAboutFigure(text: string, match?: FigureMatch): boolean {
  const p = plain(text);
  if (p.split(" ").length <= 5 || (match && match.share >= 0.5)) return true;
  return /\b(quien (fue|era|es)|que (paso|sucedio|hizo|significa|aprendemos|ensena)|que dice la (biblia|palabra|escritura) (de|del|sobre|acerca de)|historia de|hablame (de|sobre)|cuentame (de|sobre|la historia)|la vida de|explicame|who was|who is|story of)\b/.test(
    p,
  );
}
