import "server-only";
// Compares quoted text with RV1909 text after folding accents, spacing and punctuation away, so
// "á"/"a", "fué"/"fue", curly or straight quotes and line breaks never count as differences.
import { normalizeForComparison } from "./normalize.ts";

const ELLIPSIS = /\.\.\.|…|\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)/g;

/** Words of a quote or verse, without verse numbers a writer may have kept ("16 Porque…"). */
export function comparableWords(text: string): string[] {
  return normalizeForComparison(text)
    .split(" ")
    .filter((w) => w && !/^\d+$/.test(w));
}

/**
 * True when every part of the quote (parts split at an ellipsis) appears word for word in the
 * passage, in order. A quote may be a fragment of its passage.
 */
export function quoteMatches(quote: string, passageText: string): boolean {
  const parts = quote
    .split(ELLIPSIS)
    .map((p) => comparableWords(p).join(" "))
    .filter(Boolean);
  if (parts.length === 0) return false;
  const hay = ` ${comparableWords(passageText).join(" ")} `;
  let from = 0;
  for (const part of parts) {
    const at = hay.indexOf(` ${part} `, from);
    if (at < 0) return false;
    from = at + part.length + 1;
  }
  return true;
}

/** Length of the longest common subsequence of two word lists. */
function lcs(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let prev = new Uint16Array(b.length + 1);
  let cur = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/**
 * How much of the quote the passage contains, in order (0..1): 1 for an exact fragment, about 0.7
 * for a paraphrase of the same verse from another translation, low for an unrelated verse.
 */
export function quoteSimilarity(quote: string, passageText: string): number {
  const q = comparableWords(quote.replace(ELLIPSIS, " "));
  if (q.length === 0) return 0;
  const p = comparableWords(passageText);
  // A quote much longer than the passage cannot be that passage.
  const lengthPenalty = q.length > p.length * 1.5 ? p.length / q.length : 1;
  return (lcs(q, p) / q.length) * lengthPenalty;
}

export function wordCount(text: string): number {
  return comparableWords(text.replace(ELLIPSIS, " ")).length;
}
