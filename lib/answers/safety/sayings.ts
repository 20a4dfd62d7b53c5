import "server-only";
import { plain } from "../text.ts";
import { SAYINGS, type Saying } from "../../../content/sayings.ts";

// Popular sayings that people often quote as Scripture. When one appears in a question, Berea says
// plainly that it is not in the Bible (or not worded that way), where it comes from when that is
// known, and what the Bible does say nearby. Matching is on plain() text, by any of the variants.

/** The saying quoted in the message, if any. */
export function findSaying(text: string): Saying | null {
  const p = ` ${plain(text)} `;
  for (const s of SAYINGS) {
    if (s.variants.some((v) => p.includes(` ${v} `))) return s;
  }
  return null;
}

/**
 * The plain statement that a saying is not Scripture, with where it comes from. The saying is set in
 * italics, not in quotation marks: a quoted misquote ("el dinero es la raíz de todos los males") was
 * taken by the citation check for a loose quote of its verse and rewritten into 1 Timoteo 6:10, so the
 * answer said the verse itself "no está en la Biblia".
 */
export function sayingNotice(s: Saying): string {
  return `**La frase *${s.display}* no está en la Biblia.** ${s.note}`;
}

/** Light stem of a plain() word, so "dará"/"da", "puedas"/"puedes" meet. */
const stem4 = (w: string) => w.slice(0, 4);

/**
 * The saying a quoted phrase is, also when reworded ("Dios no te dará una carga más pesada de la
 * que puedas llevar"): most of a variant's words, stemmed, are in the phrase, and most of the
 * phrase's words are the variant's.
 */
export function findSayingLike(phrase: string): Saying | null {
  const exact = findSaying(phrase);
  if (exact) return exact;
  const words = new Set(plain(phrase).split(" ").filter(Boolean).map(stem4));
  if (words.size < 3) return null;
  let best: { s: Saying; score: number } | null = null;
  for (const s of SAYINGS) {
    for (const v of s.variants) {
      const vw = new Set(v.split(" ").map(stem4));
      let shared = 0;
      for (const w of vw) if (words.has(w)) shared++;
      const score = Math.min(shared / vw.size, (shared / words.size) * 1.25);
      if (score >= 0.7 && (!best || score > best.score)) best = { s, score };
    }
  }
  return best?.s ?? null;
}

export function sayingReply(s: Saying, quotes: string[]): string {
  const parts = [sayingNotice(s)];
  if (quotes.length) parts.push("", "Esto es lo que sí dice la Escritura:", "", quotes.join("\n\n"));
  parts.push("", "¿Quieres que estudiemos alguno de estos pasajes con más calma?");
  return parts.join("\n");
}
