import { plain } from "../text.ts";

// A question often carries a clause that only tells the asker's situation: "versículos sobre el
// trabajo, mi hijo de 22 no quiere trabajar", "¿cómo será el juicio final? me da miedo nomás de
// pensarlo", "¿Dios creó el mundo? mi maestro de biología dice que no". What is asked is the clause
// that asks; the other tells why. This finds the asking part, so that a subject named only in the
// telling ("hijo", "miedo", "maestro") does not answer in place of the one asked about.

/** Opening words of a clause that asks ("¿qué…?", "¿cuándo…?", "xq…", "pa' qué…"); "como" is left out
 *  since it also tells ("como mamá me duele"), so a "cómo" asks only under a question mark. */
const ASKS_AT_START =
  /^(que|q|k|cuando|donde|por que|porque|porq|xq|pq|para que|pa que|cual|cuales|quien|quienes|cuanto|cuanta|cuantos|cuantas|a poco|sera que|es cierto que)\b/;
/** Words that ask wherever they stand: a teaching asked for, a duty or a moral question weighed. */
const ASKS_WITHIN =
  /\b(dice|dicen|ensena|ensenan|habla|opina|piensa) (la biblia|la palabra|dios|jesus)\b|\b(versiculos?|citas?|pasajes?) (de|del|sobre|acerca|para|que)\b|\bhay que\b|\bhay q\b|\bes necesario\b|\bes obligatorio\b|\bes (pecado|malo|mala|bueno|correcto|incorrecto)\b|\besta (bien|mal)\b|\bse vale\b|\bse puede\b|\bpuede un cristiano\b|\bsegun la biblia\b/;

/** A clause that tells the asker's situation: who they are, what they live, what someone told them. */
const TELLS =
  /\b(mi|mis|me|yo|nos|nuestro|nuestra|nuestros|nuestras|tengo|tenemos|estoy|estamos|ando|andamos|llevo|llevamos|vivo|vivimos|neta|aqui|aca|dice que|dicen que|dijo que|me dijo|vi)\b/;

const ASKS_WITHIN_ALL = new RegExp(ASKS_WITHIN.source, "g");

export interface AskedSplit {
  /** The clauses that ask, joined, without the words that only frame the asking ("¿es pecado…?"). */
  asked: string;
  /** The same clauses with their frame ("versículos sobre…", "¿es pecado…?"). */
  asking: string;
  /** Clauses that neither ask nor tell ("…, la segunda venida"): they may name what is asked about. */
  named: string;
  /** The clauses that only tell the situation, joined. */
  told: string;
}

/**
 * The question split into what it asks and what it tells, or null when it is one piece (or no clause
 * asks, or none tells). Clauses end at punctuation; a clause asks when a question mark closes or opens
 * it or its words ask, and tells when it speaks of the asker or of what someone said.
 */
export function askedClause(question: string): AskedSplit | null {
  const asked: string[] = [];
  const asking: string[] = [];
  const named: string[] = [];
  const told: string[] = [];
  for (const m of question.matchAll(/(¿?)([^¿?¡!.,;:\n]+)([?]?)/g)) {
    const p = plain(m[2]);
    if (!p) continue;
    if (m[1] || m[3] || ASKS_AT_START.test(p) || ASKS_WITHIN.test(p)) {
      asked.push(p.replace(ASKS_WITHIN_ALL, " "));
      asking.push(p);
    } else if (TELLS.test(p)) told.push(p);
    else named.push(p);
  }
  if (!asked.length || !told.length) return null;
  return { asked: asked.join(". "), asking: asking.join(". "), named: named.join(". "), told: told.join(". ") };
}
