import "server-only";
import { findReferences, getPassage } from "../../scripture/index.ts";
import { normalizeForComparison } from "../../scripture/normalize.ts";
import { blockquotes } from "../markdown.ts";
import type { Answer } from "../types.ts";

// Checks an answer the way a careful reader would: do the references it names exist, is every
// quoted passage word for word the RV1909 text, and which passages did it bring? Used by
// `npm run eval` and by the tests.

export interface QuoteCheck {
  reference: string | null;
  ok: boolean;
}

/** Each quote must be the database's text of the passage it names. */
export async function checkQuotes(answer: Answer): Promise<QuoteCheck[]> {
  const out: QuoteCheck[] = [];
  for (const q of blockquotes(answer.text)) {
    if (!q.reference) {
      out.push({ reference: null, ok: false });
      continue;
    }
    const p = await getPassage(q.reference);
    out.push({ reference: q.reference, ok: !!p && normalizeForComparison(p.text) === normalizeForComparison(q.body) });
  }
  for (const c of answer.citations) {
    const p = await getPassage(c.reference);
    out.push({ reference: c.reference, ok: !!p && p.text === c.text });
  }
  return out;
}

/** References in the answer that do not exist, except one the user wrote and the answer reports as missing. */
export function invalidReferences(answer: Answer, question: string): string[] {
  const asked = new Set(findReferences(question).map((r) => normalizeForComparison(r.raw)));
  return findReferences(answer.text)
    .filter((r) => !r.exists && !asked.has(normalizeForComparison(r.raw)))
    .map((r) => r.raw);
}

async function verseKeys(reference: string): Promise<Set<string>> {
  const p = await getPassage(reference);
  return new Set((p?.verses ?? []).map((v) => `${v.osis}.${v.chapter}.${v.verse}`));
}

/** Share of expected passages that overlap one of the first k passages the answer cited. */
export async function recallAtK(answer: Answer, expected: string[], k = 5): Promise<number> {
  if (!expected.length) return 1;
  const cited = await Promise.all(answer.citations.slice(0, k).map((c) => verseKeys(c.reference)));
  let hits = 0;
  for (const ref of expected) {
    const keys = await verseKeys(ref);
    if (cited.some((c) => [...keys].some((key) => c.has(key)))) hits++;
  }
  return hits / expected.length;
}

/** Lower case, no accents, words separated by single spaces, padded so whole words can be found. */
function words(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${plain} `;
}

/** The items of a list the answer names (one of an item's phrases occurs as whole words) and those it leaves out. */
export function namedItems<T extends { name: string; match?: string[] }>(
  text: string,
  items: T[],
): { named: T[]; missing: T[] } {
  const haystack = words(text);
  const named: T[] = [];
  const missing: T[] = [];
  for (const item of items) {
    const phrases = item.match?.length ? item.match : [item.name];
    (phrases.some((p) => haystack.includes(words(p))) ? named : missing).push(item);
  }
  return { named, missing };
}

/** Every passage an answer shows: its citations and the references under its blockquotes. */
export function shownReferences(answer: Answer): string[] {
  const quoted = blockquotes(answer.text).flatMap((q) => (q.reference ? [q.reference] : []));
  return [...new Set([...answer.citations.map((c) => c.reference), ...quoted])];
}

/** The passages an answer shows that the predicate marks as caution (judgment, violence, curse). */
export async function cautionShown(
  answer: Answer,
  isCaution: (ref: string) => boolean | Promise<boolean>,
): Promise<string[]> {
  const out: string[] = [];
  for (const ref of shownReferences(answer)) if (await isCaution(ref)) out.push(ref);
  return out;
}
