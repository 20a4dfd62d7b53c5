import "server-only";
import { bookBySlug } from "./slugs.ts";
import { chapterVerses } from "./chapter-text.ts";
import { formatVerseList, parseVerseList, selectionReference } from "./verse-list.ts";
import type { Book } from "../books.ts";
import type { PassageVerse } from "../types.ts";

// A shared selection (/biblia/juan/3?v=16-17, served as /compartir/juan/3/16-17): the verses that
// exist in the chapter, their text from data/bible and the reference people read.

export interface SharedSelection {
  book: Book;
  chapter: number;
  verses: PassageVerse[];
  selected: number[];
  reference: string;
  text: string;
  /** "16-17" */
  list: string;
}

export function sharedSelection(libro: string, capitulo: string, versos: string): SharedSelection | null {
  const book = bookBySlug(libro);
  const chapter = Number(capitulo);
  if (!book || !Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return null;
  const verses = chapterVerses(book.osis, chapter);
  const present = new Set(verses.map((v) => v.verse));
  const selected = parseVerseList(decodeURIComponent(versos), verses.at(-1)?.verse ?? 0).filter((v) => present.has(v));
  if (selected.length === 0) return null;
  const text = verses
    .filter((v) => selected.includes(v.verse))
    .map((v) => v.text)
    .join(" ");
  return {
    book,
    chapter,
    verses,
    selected,
    reference: selectionReference(book.name, chapter, selected),
    text,
    list: formatVerseList(selected),
  };
}
