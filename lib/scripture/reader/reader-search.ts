import "server-only";
import { findReferences } from "../parse.ts";
import { searchVerses } from "../search.ts";
import { normalizeForComparison } from "../normalize.ts";
import { findSubjects } from "../subjects/index.ts";
import { referencePath } from "./paths.ts";
import { bookFromSegment } from "./slugs.ts";

// The reader's search box: a reference goes straight to its verse ("jn 3 16" → /biblia/juan/3#v16),
// a book to its first chapter, a phrase found word for word in a verse to that verse; anything else
// lists the subjects it names (the subject index) and the verses that hold its words, each passage
// linked to its place.

export interface ReaderSearchResult {
  /** Set when the query is a reference: go there. */
  redirect?: string;
  verses: { reference: string; text: string; href: string }[];
  subjects: { name: string; summary?: string; passages: { reference: string; href: string }[] }[];
}

export async function readerSearch(query: string): Promise<ReaderSearchResult> {
  const q = query.trim().slice(0, 200);
  if (!q) return { verses: [], subjects: [] };
  const ref = findReferences(q).find((r) => r.exists);
  if (ref) return { redirect: referencePath(ref.canonical) ?? undefined, verses: [], subjects: [] };
  const book = bookFromSegment(q);
  if (book) return { redirect: referencePath(`${book.name} 1`) ?? undefined, verses: [], subjects: [] };
  const hits = await searchVerses(q, { limit: 20 });
  // A remembered phrase ("el señor es mi pastor", three words or more) that a verse holds word for word.
  const phrase = normalizeForComparison(q);
  if (phrase.split(" ").length >= 3) {
    const exact = hits.find((h) => normalizeForComparison(h.text).includes(phrase));
    if (exact) return { redirect: referencePath(exact.reference) ?? undefined, verses: [], subjects: [] };
  }
  const subjects = findSubjects(q, { limit: 3 });
  return {
    verses: hits.map((h) => ({ reference: h.reference, text: h.text, href: referencePath(h.reference) ?? "/biblia" })),
    subjects: subjects.map(({ subject }) => ({
      name: subject.name,
      summary: subject.summary,
      passages: subject.passages
        .slice(0, 8)
        .map((p) => ({ reference: p.ref, href: referencePath(p.ref) ?? "/biblia" })),
    })),
  };
}
