import "server-only";
import { findReferences } from "../parse.ts";
import { searchVerses } from "../search.ts";
import { findTopics } from "../topics.ts";
import { referencePath } from "./paths.ts";
import { bookFromSegment } from "./slugs.ts";

// The reader's search box: a reference goes straight to its verse ("jn 3 16" → /biblia/juan/3#v16),
// a book to its first chapter; anything else lists the verses that hold the phrase and the subjects
// it names, each passage linked to its place.

export interface ReaderSearchResult {
  /** Set when the query is a reference: go there. */
  redirect?: string;
  verses: { reference: string; text: string; href: string }[];
  subjects: { name: string; passages: { reference: string; href: string }[] }[];
}

export async function readerSearch(query: string): Promise<ReaderSearchResult> {
  const q = query.trim().slice(0, 200);
  if (!q) return { verses: [], subjects: [] };
  const ref = findReferences(q).find((r) => r.exists);
  if (ref) return { redirect: referencePath(ref.canonical) ?? undefined, verses: [], subjects: [] };
  const book = bookFromSegment(q);
  if (book) return { redirect: referencePath(`${book.name} 1`) ?? undefined, verses: [], subjects: [] };
  const [hits, topics] = await Promise.all([searchVerses(q, { limit: 20 }), Promise.resolve(findTopics(q).slice(0, 3))]);
  return {
    verses: hits.map((h) => ({ reference: h.reference, text: h.text, href: referencePath(h.reference) ?? "/biblia" })),
    subjects: topics.map((t) => ({
      name: t.name,
      passages: t.passages.map((p) => ({ reference: p, href: referencePath(p) ?? "/biblia" })),
    })),
  };
}
