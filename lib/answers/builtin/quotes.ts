import "server-only";
import { formatQuote, getPassage, type Passage } from "../../scripture/index.ts";

// Passages quoted in built-in answers: text always from the database, long ones shortened to their
// first verses with an honest reference for what is shown.

export const MAX_QUOTED_VERSES = 12;

export interface Quoted {
  reference: string;
  markdown: string;
  /** Verses in the full passage, when it was shortened. */
  total?: number;
}

/** Keeps the first `max` verses and names exactly those in the reference. */
export function shorten(p: Passage, bookName: string, max = MAX_QUOTED_VERSES): Passage {
  if (p.verses.length <= max) return p;
  const verses = p.verses.slice(0, max);
  const first = verses[0];
  const last = verses[verses.length - 1];
  const reference =
    first.chapter === last.chapter
      ? `${bookName} ${first.chapter}:${first.verse}-${last.verse}`
      : `${bookName} ${first.chapter}:${first.verse}-${last.chapter}:${last.verse}`;
  return { reference, verses, text: verses.map((v) => v.text).join(" ") };
}

export function quotePassage(p: Passage, bookName?: string, max = MAX_QUOTED_VERSES): Quoted {
  const shown = bookName ? shorten(p, bookName, max) : p;
  return {
    reference: shown.reference,
    markdown: formatQuote(shown),
    total: shown.verses.length < p.verses.length ? p.verses.length : undefined,
  };
}

/** Quotes each reference that exists, in order, skipping any that do not. */
export async function quoteRefs(refs: readonly string[]): Promise<Quoted[]> {
  const passages = await Promise.all(refs.map((r) => getPassage(r)));
  return passages.filter((p): p is Passage => p !== null).map((p) => quotePassage(p));
}

export function joinQuotes(quotes: Quoted[]): string {
  return quotes.map((q) => q.markdown).join("\n\n");
}
