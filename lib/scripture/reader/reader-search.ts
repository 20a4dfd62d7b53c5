import "server-only";
import { findReferences } from "../parse.ts";
import { searchVerses } from "../search.ts";
import { findSubjects } from "../subjects/index.ts";
import { canonicalWords, findVerses, VERSE_MATCH_CONFIDENT } from "../verse-finder.ts";
import { referencePath } from "./paths.ts";
import { bookFromSegment } from "./slugs.ts";

// The reader's search box (issue 14): a reference goes straight to its verse ("jn 3 16" →
// /biblia/juan/3#v16), a book to its first chapter, a remembered phrase to its verse through the verse
// finder (RV1909 or today's wording: "el Señor es mi luz" is Salmos 27:1, which says "Jehová"), and a
// subject to its passages (the subject index), with the verses that hold its words below.

export interface ReaderSearchResult {
  /** Set when the query is a reference, a book or a phrase that is one verse: go there. */
  redirect?: string;
  verses: { reference: string; text: string; href: string }[];
  subjects: { name: string; summary?: string; passages: { reference: string; href: string }[] }[];
}

/** A phrase is at least this many words; one or two words are a subject or a word to look up. */
const PHRASE_WORDS = 3;
/** The best verse must lead the next by this much to be the one meant (else the matches are listed). */
const CLEAR_LEAD = 0.1;
/** Below this the verse finder's candidates share too little with the query to list. */
const LIST_FLOOR = 0.35;
const LIST_MAX = 20;

export async function readerSearch(query: string): Promise<ReaderSearchResult> {
  const q = query.trim().slice(0, 200);
  if (!q) return { verses: [], subjects: [] };
  const ref = findReferences(q).find((r) => r.exists);
  if (ref) return { redirect: referencePath(ref.canonical) ?? undefined, verses: [], subjects: [] };
  const book = bookFromSegment(q);
  if (book) return { redirect: referencePath(`${book.name} 1`) ?? undefined, verses: [], subjects: [] };

  const candidates = (await findVerses(q, { limit: LIST_MAX })).filter((c) => c.score >= LIST_FLOOR);
  if (canonicalWords(q).length >= PHRASE_WORDS) {
    const [best, next] = candidates;
    // One verse is meant when it is a confident match and no other verse says the same as well.
    if (best && best.score >= VERSE_MATCH_CONFIDENT && (!next || best.score - next.score >= CLEAR_LEAD)) {
      return { redirect: referencePath(best.reference) ?? undefined, verses: [], subjects: [] };
    }
  }

  const subjects = findSubjects(q, { limit: 3 });
  // Words the verse finder cannot place (none of them in any verse as written) still get the
  // full-text search's stemmed matches ("perdonar" finds "perdonó").
  const verses = candidates.length
    ? candidates
    : (await searchVerses(q, { limit: LIST_MAX })).map((h) => ({ reference: h.reference, text: h.text }));
  return {
    verses: verses.map((v) => ({
      reference: v.reference,
      text: v.text,
      href: referencePath(v.reference) ?? "/biblia",
    })),
    subjects: subjects.map(({ subject }) => ({
      name: subject.name,
      summary: subject.summary,
      passages: subject.passages
        .slice(0, 8)
        .map((p) => ({ reference: p.ref, href: referencePath(p.ref) ?? "/biblia" })),
    })),
  };
}
