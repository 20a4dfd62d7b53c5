import "server-only";
import { plain } from "../text.ts";
import { TEXTING_SHORTHAND } from "../../../content/texting-shorthand.ts";

// The words a question quotes or half-remembers: text between quotation marks, or what is left once
// the question's frame ("¿dónde dice…?", "¿qué versículo dice…?", "…, ¿en qué parte de la Biblia
// está?") is taken away. `framed` says the person asked for a verse by its words, which makes a close
// match the answer even when a topic word is also present.

export interface QuotedPhrase {
  phrase: string;
  framed: boolean;
}

const QUOTED = /["“”«»‘’]([^"“”«»‘’]{6,})["“”«»‘’]|(?:^|\s)'([^']{6,})'/;

// Heads of a question that asks where some words are, on plain() text.
const HEAD = new RegExp(
  "^(?:(?:y|oye|disculpa|por favor|hola)\\s+)?" +
    // "quiero saber dónde dice…", "alguien sabe qué versículo dice…": a request around the question.
    "(?:(?:quiero saber|me gustaria saber|necesito saber|quisiera saber|busco|sabes|sabe|saben|alguien sabe|me puedes decir|me podrias decir|me dices|dime)\\s+)?(?:" +
    [
      "(?:en )?donde (?:dice|esta|habla|viene|se encuentra|aparece|sale|se lee|encuentro)",
      "(?:en )?que (?:parte|libro|capitulo|versiculo|cita|pasaje|lugar)(?: de la biblia)? (?:dice|esta|habla|viene|se encuentra|aparece|sale)",
      "(?:cual|que) (?:es el |es la )?(?:versiculo|cita|pasaje|texto)(?: biblico)?(?: que| donde)? (?:dice|diga|habla de|menciona)",
      "(?:busco|buscame|necesito|quiero|dame|me das) (?:el|un|la|una) (?:versiculo|cita|pasaje|texto)(?: biblico)?(?: que| donde)? (?:dice|habla de|menciona)",
      "(?:de )?donde (?:es|viene|sale)(?: la frase| el versiculo| la cita| eso de| lo de)?",
      "quien dijo",
      "existe (?:un|el) versiculo (?:que dice|de)",
      "(?:como|cual) (?:sigue|continua|termina) (?:el versiculo|la cita|el texto|la frase)?(?: que dice| de)?",
      "(?:la biblia|la escritura) dice",
      // Asking how a verse goes, or whether one knows it: "¿cómo dice el versículo de…?", "¿te sabes el salmo que dice…?"
      "(?:como|cual) (?:dice|va|es|era|decia) (?:el|ese|aquel|la|esa) (?:versiculo|cita|texto|frase|pasaje|salmo|proverbio)(?: biblico| biblica)?(?: completo| completa)?(?: que dice| que habla de| de| donde dice)?",
      "(?:sabes|conoces|te sabes|recuerdas|te acuerdas de|ubicas|me ayudas a encontrar|ayudame a encontrar|ayudame a buscar) (?:el|un|la|una|ese|esa|aquel) (?:versiculo|cita|texto|frase|pasaje|salmo|proverbio)(?: biblico| biblica)?(?: que dice| que habla de| de| donde dice)",
      "(?:un |el )?versiculo (?:que (?:dice|diga|dicen|habla de)|de|donde dice)",
      // Words heard somewhere and half remembered: "dice por ahí que…", "me acuerdo que dice algo como…".
      "(?:(?:como )?(?:dice|dicen|decia|decian) )?por ahi(?: (?:dice|dicen|decia|decian))?",
      "(?:me acuerdo|recuerdo|me acuerdo de|alguna vez lei|lei|escuche|oi)(?: que)? (?:que )?(?:dice|decia|dicen|decian)(?: algo)?(?: asi)?(?: como)?",
    ].join("|") +
    ")\\s+(?:(?:la biblia|la escritura|dios|jesus|el senor)\\s+que\\s+|(?:la biblia|la escritura)\\s+)?(?:que\\s+|la frase\\s+|eso de\\s+|lo de\\s+)?",
);

// The same request told inside a sentence: "me acuerdo de un versículo que dice…", "me pasas el
// versículo ese que dice…", "mi abuela decía un salmo que dice…". Only "says" linkers: "un versículo
// que hable de la paz" asks for a topic, not for words.
const INNER = new RegExp(
  "(?:^|\\s)(?:un|el|la|una|ese|esa|aquel|aquella|este|esta)\\s+(?:versiculo|versiculito|cita|texto|frase|pasaje|salmo|proverbio)" +
    "(?:\\s+(?:biblico|biblica|ese|esa|aquel|aquella))?" +
    "\\s+(?:que\\s+(?:dice|decia|dicen|va|iba)|de\\s+que|donde\\s+dice|algo\\s+(?:asi\\s+)?(?:como|de)\\s+que)\\s+(?:que\\s+)?",
);

// Tails that ask the same after the words: "…, ¿dónde está?", "… ¿qué versículo es?".
const TAIL = new RegExp(
  "\\s+(?:" +
    [
      "(?:en )?donde (?:esta|lo dice|dice eso|se encuentra|viene)(?: eso)?(?: en la biblia)?",
      "(?:en )?que (?:parte|libro|versiculo|cita|capitulo|salmo)(?: de la biblia)?(?: esta| es| lo dice| dice eso| viene)?",
      "(?:salmo|capitulo|versiculo|cita|libro) (?:que|cual|numero)(?: es)?",
      "(?:que|cual) (?:versiculo|cita|pasaje) es(?: ese| esa)?",
      "(?:esta|sale|viene|aparece) en la biblia",
      "(?:de )?(?:que|cual) (?:versiculo|libro) (?:es|viene)",
      // "…, ¿cómo sigue?", "… o cómo era": asking how a line half remembered goes.
      "o como (?:era|es|dice|sigue|va)",
      "(?:y )?(?:como|que) (?:sigue|mas dice|continua)",
      "(?:y )?(?:como|que) (?:dice|decia) (?:despues|luego)",
    ].join("|") +
    ")$",
);
// Tags that end a line without asking anything by themselves ("me siento solo, ¿no?" is no quotation):
// taken off the words only once the question asks for a verse.
const TAG = /\s+(?:o algo asi|algo asi|verdad|no|creo|o no)$/;

/** plain() with texting shorthand spelled out. */
export function spelledOut(text: string): string {
  return plain(text)
    .split(" ")
    .map((w) => (Object.hasOwn(TEXTING_SHORTHAND, w) ? TEXTING_SHORTHAND[w] : w))
    .join(" ");
}

/** The phrase a question quotes, and whether the question asked for a verse by its words. */
export function quotedPhrase(question: string): QuotedPhrase {
  const m = QUOTED.exec(question);
  const inQuotes = m ? (m[1] ?? m[2]) : undefined;
  if (inQuotes && plain(inQuotes).split(" ").length >= 3) return { phrase: spelledOut(inQuotes), framed: true };
  return framedPhrase(spelledOut(question));
}

/** The words left once a question's head and tail (on spelledOut() text) are taken away. */
function framedPhrase(p: string): QuotedPhrase {
  const head = HEAD.exec(p) ?? INNER.exec(p);
  let rest = head ? p.slice(head.index + head[0].length) : p;
  let tail = false;
  // A tag and a question after it: "… o algo así, ¿dónde está?", "…, ¿verdad?".
  for (let k = 0; k < 3; k++) {
    const t = TAIL.exec(rest);
    if (t) tail = true;
    const cut = t ?? ((head || tail) && TAG.exec(rest));
    if (!cut) break;
    rest = rest.slice(0, cut.index);
  }
  if (!head && !tail) return { phrase: p, framed: false };
  rest = rest
    .replace(/^por ahi\s+/, "")
    .replace(/^(?:que|la frase|eso de|lo de)\s+/, "")
    .trim();
  return { phrase: rest, framed: rest.split(" ").length >= 2 };
}

// Talk about a verse, not its words: who said or preached it, where it is, that one looks for it or
// half remembers it ("mi pastor lo predicó el domingo y lo quiero buscar", "algo así dice, ¿no?", "de
// qué libro es", "lo quiero completo"). A clause with one of these, before or after the words, is no
// part of them.
const TALK =
  /\b(dice|dicen|decia|decian|dijo|dijeron|predico|predicaron|predicaba|predicacion|sermon|lei|escuche|oi|versiculo|cita|texto|pasaje|frase|donde|que parte|que libro|que capitulo|que salmo|busco|buscar|buscarlo|buscarla|encontrar|encontrarlo|acuerdo|recuerdo|completo|completa)\b/;
/** A tag that asks for agreement ("¿verdad?", "o algo así", "creo") is talk only as a clause of its own. */
const TAG_CLAUSE = /^(?:o )?(?:algo )?(?:asi|verdad|creo|no)(?: (?:no|verdad|creo))?$/;
/** Words that go on from a request ("versículos de gratitud, de dar gracias…"): no verse's first words. */
const CONTINUES = /^(?:de|del|para|sobre|acerca|y|o) /;
// A lead-in told in the same clause as the words: "cuál es el que dice que…", "hay uno que dice
// que…", "mi pastor dijo algo de que…", "el de…", "ese de que…".
const LEAD_IN =
  /^(?:[a-z]+ ){0,6}?(?:dice|dicen|decia|decian|dijo|dijeron|predico|predicaba|menciono|cito)(?: algo)?(?: asi)?(?: como)?(?: de)? que |^(?:el|la|ese|esa|uno|una) de (?:que )?/;
// A question about a teaching ("¿qué dice la Biblia de la resurrección?") talks about a subject, not a verse.
const ABOUT_A_TEACHING =
  /\b(que|como|cual) (dice|dicen|ensena|ensenan|opina|habla) (la biblia |la palabra |la escritura |dios |jesus |el senor )?(de|del|sobre|acerca|respecto|en cuanto)\b/;
/** Clauses (split where the question is punctuated) considered for a quotation apart from its talk. */
const MAX_CLAUSES = 6;

/**
 * The phrase a question quotes, then the same question with the talk around the words taken away:
 * the clauses before or after them that talk about the verse, and a lead-in in the words' own clause.
 * Each of these asks for a verse by its words (framed). Which one is the quotation is for the verse
 * finder to say: the words of a verse are held by it, talk about the verse is not.
 */
export function quotedPhraseVariants(question: string): QuotedPhrase[] {
  const first = quotedPhrase(question);
  const out = [first];
  const seen = new Set([first.phrase]);
  const add = (text: string) => {
    const v = framedPhrase(text);
    const cut = LEAD_IN.exec(v.phrase);
    for (const phrase of cut ? [v.phrase, v.phrase.slice(cut[0].length)] : [v.phrase]) {
      if (!phrase || seen.has(phrase) || CONTINUES.test(phrase)) continue;
      seen.add(phrase);
      out.push({ phrase, framed: true });
    }
  };
  const clauses = question
    .split(/[,;:.!?¿¡…()]+|\s-\s/)
    .map(spelledOut)
    .filter(Boolean);
  if (clauses.length > MAX_CLAUSES) return out;
  const talks = clauses.map((c) => TAG_CLAUSE.test(c) || (TALK.test(c) && !ABOUT_A_TEACHING.test(c)));
  for (let i = 0; i < clauses.length; i++) {
    // Taken off only when some of what is taken off talks about the verse.
    if (i > 0 && !talks.slice(0, i).some(Boolean)) continue;
    for (let j = clauses.length; j > i; j--) {
      if (j < clauses.length && !talks.slice(j).some(Boolean)) continue;
      add(clauses.slice(i, j).join(" "));
    }
  }
  return out;
}
