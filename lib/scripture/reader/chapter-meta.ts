import { siteUrl } from "../../env.ts";
import { BOOKS, type Book } from "../books.ts";
import { chapterPath } from "./slugs.ts";

// What surrounds a chapter page: its neighbours across book boundaries and its JSON-LD.

export interface ChapterAt {
  book: Book;
  chapter: number;
}

export function adjacentChapters(book: Book, chapter: number): { prev: ChapterAt | null; next: ChapterAt | null } {
  const i = BOOKS.indexOf(book);
  const before = BOOKS[i - 1];
  const after = BOOKS[i + 1];
  const prev =
    chapter > 1 ? { book, chapter: chapter - 1 } : before ? { book: before, chapter: before.chapters } : null;
  const next = chapter < book.chapters ? { book, chapter: chapter + 1 } : after ? { book: after, chapter: 1 } : null;
  return { prev, next };
}

/** Every chapter of the Bible, in order (1,189). */
export function allChapters(): ChapterAt[] {
  return BOOKS.flatMap((book) => Array.from({ length: book.chapters }, (_, i) => ({ book, chapter: i + 1 })));
}

/** schema.org description of a chapter page, as JSON safe to put inside a script element. */
export function chapterJsonLd(book: Book, chapter: number): string {
  const base = siteUrl();
  const data = {
    "@context": "https://schema.org",
    "@type": "Chapter",
    name: `${book.name} ${chapter}`,
    position: chapter,
    inLanguage: "es",
    url: `${base}${chapterPath(book, chapter)}`,
    license: "https://creativecommons.org/publicdomain/mark/1.0/",
    isPartOf: {
      "@type": "Book",
      name: book.name,
      isPartOf: { "@type": "Book", name: "Santa Biblia, Reina-Valera 1909", inLanguage: "es", datePublished: "1909" },
    },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
