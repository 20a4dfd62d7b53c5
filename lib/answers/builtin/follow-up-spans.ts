import "server-only";
import { blockquotes } from "../markdown.ts";
import { bookByOsis, findReferences, verseCount } from "../../scripture/index.ts";
import { verseId, type Book } from "../../scripture/books.ts";
import type { HistoryTurn } from "../types.ts";

// Passages of earlier turns as verse intervals, to step from (the next verse, the whole chapter) and
// to leave out (what was already shown).

export interface Span {
  book: Book;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
  startId: number;
  endId: number;
}

/** "Juan 3:16", "Juan 3:16-18", "Génesis 6:9-9:17": a reference that reads back to exactly these verses. */
export function spanRef(book: Book, c1: number, v1: number, c2: number, v2: number): string {
  if (c1 === c2) return v1 === v2 ? `${book.name} ${c1}:${v1}` : `${book.name} ${c1}:${v1}-${v2}`;
  return `${book.name} ${c1}:${v1}-${c2}:${v2}`;
}

/** The verses a reference covers (a whole chapter from its first verse to its last); null when it does not exist. */
export function spanOf(reference: string): Span | null {
  const r = findReferences(reference)[0];
  const book = r?.exists ? bookByOsis(r.bookOsis) : undefined;
  if (!r || !book) return null;
  const endChapter = r.endChapter ?? r.startChapter;
  const startVerse = r.startVerse ?? 1;
  const endVerse =
    r.endVerse ?? (r.endChapter === undefined ? r.startVerse : undefined) ?? verseCount(book.osis, endChapter);
  return {
    book,
    startChapter: r.startChapter,
    startVerse,
    endChapter,
    endVerse,
    startId: verseId(book, r.startChapter, startVerse),
    endId: verseId(book, endChapter, endVerse),
  };
}

/** The passages a bot turn quoted: its stored citations, else the references under its blockquotes. */
export function passagesOfTurn(turn: HistoryTurn): string[] {
  if (turn.citations?.length) return turn.citations.map((c) => c.reference);
  return blockquotes(turn.text)
    .map((q) => q.reference)
    .filter((r): r is string => Boolean(r));
}

/** Every verse id the bot turns quoted, to leave out of "more". */
export function shownVerseIds(history: HistoryTurn[]): Set<number> {
  const ids = new Set<number>();
  for (const t of history) {
    if (t.sender !== "bot") continue;
    for (const ref of passagesOfTurn(t)) {
      const s = spanOf(ref);
      if (!s) continue;
      for (let c = s.startChapter; c <= s.endChapter; c++) {
        const first = c === s.startChapter ? s.startVerse : 1;
        const last = c === s.endChapter ? s.endVerse : verseCount(s.book.osis, c);
        for (let v = first; v <= last; v++) ids.add(verseId(s.book, c, v));
      }
    }
  }
  return ids;
}
