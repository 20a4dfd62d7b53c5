// Reading /biblia addresses back into books and chapters, however they were written: the
// middleware's redirects, the 404 page's suggestion and links from subject passages. Pure.
import { editDistance } from "../../edit-distance.ts";
import { BOOKS, type Book } from "../books.ts";
import { foldAccents } from "../normalize.ts";
import { bookSlug, chapterPath, versePath } from "./paths.ts";

export { bookSlug, chapterPath, versePath };

const bySlug = new Map(BOOKS.map((b) => [bookSlug(b), b]));

export function bookBySlug(slug: string): Book | undefined {
  return bySlug.get(slug);
}

// Every way a book is written in an address, squeezed: "1 Corintios", "1-corintios", "1co", "jn".
const squeeze = (s: string) => foldAccents(s).replace(/[^a-z0-9]/g, "");
const ROMAN_PREFIX: [RegExp, string][] = [
  [/^iii(?=[a-z])/, "3"],
  [/^ii(?=[a-z])/, "2"],
  [/^i(?=[a-z])/, "1"],
];
const EXTRA_NAMES: Record<string, string[]> = {
  Ps: ["Salmo"],
  Song: ["Cantar de los Cantares", "Cantico de los Canticos", "Canticos"],
  Rev: ["Apocalipsis"],
};

const aliases = new Map<string, Book>();
for (const book of BOOKS) {
  for (const alias of [book.name, book.osis, ...book.abbreviations, ...(EXTRA_NAMES[book.osis] ?? [])]) {
    const k = squeeze(alias);
    if (!aliases.has(k)) aliases.set(k, book);
  }
}

function lookupKey(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: read it as written.
  }
  return squeeze(decoded);
}

/** The book an address segment names ("Juan", "jn", "1-Co", "I_Juan"), or undefined. */
export function bookFromSegment(segment: string): Book | undefined {
  const k = lookupKey(segment);
  const direct = aliases.get(k);
  if (direct) return direct;
  // Roman numerals only when what follows is itself a numbered book ("ijuan" → "1juan", not "isaias").
  for (const [re, digit] of ROMAN_PREFIX) {
    if (re.test(k)) {
      const hit = aliases.get(k.replace(re, digit));
      if (hit && /^[123]/.test(hit.name)) return hit;
    }
  }
  return undefined;
}

/** The closest book to a misspelt segment ("genesys", "apocalipssi"), for the 404 page. */
export function nearestBook(segment: string): Book {
  const k = lookupKey(segment) || "genesis";
  let best: { book: Book; d: number } = { book: BOOKS[0], d: Infinity };
  for (const [alias, book] of aliases) {
    // Prefixes count as close ("apoc" → Apocalipsis), otherwise the edit distance relative to length.
    const d =
      alias.startsWith(k) || (k.startsWith(alias) && alias.length > 3)
        ? 0.5
        : editDistance(k, alias) / Math.max(alias.length, k.length);
    if (d < best.d) best = { book, d };
  }
  return best.book;
}

export interface ReaderTarget {
  book: Book;
  chapter: number;
  verse?: number;
}

/**
 * Where a /biblia address should go: `canonical` is the address to redirect to (null when the
 * address is already canonical), or `notFound` with the nearest chapter to suggest.
 */
export function resolveReaderPath(
  pathname: string,
):
  | { kind: "canonical" }
  | { kind: "redirect"; location: string }
  | { kind: "notFound"; suggestion: ReaderTarget }
  | { kind: "other" } {
  const parts = pathname.replace(/\/+$/, "").split("/").slice(2);
  if (parts.length === 1) {
    // "/biblia/juan": the book's first chapter.
    const only = bookFromSegment(parts[0]);
    return only ? { kind: "redirect", location: chapterPath(only, 1) } : { kind: "other" };
  }
  if (parts.length < 2 || parts.length > 3) return { kind: "other" };
  const [bookSeg, chapterSeg, verseSeg] = parts;
  const book = bookFromSegment(bookSeg);
  const chapter = /^\d{1,3}$/.test(chapterSeg) ? Number(chapterSeg) : NaN;
  const verse = verseSeg === undefined ? undefined : /^\d{1,3}$/.test(verseSeg) ? Number(verseSeg) : NaN;
  if (!book || !(chapter >= 1 && chapter <= book.chapters) || Number.isNaN(verse)) {
    const near = book ?? nearestBook(bookSeg);
    const ch = Number.isFinite(chapter) ? Math.min(Math.max(chapter, 1), near.chapters) : 1;
    return { kind: "notFound", suggestion: { book: near, chapter: ch } };
  }
  const canonical = chapterPath(book, chapter);
  if (verse === undefined && pathname === canonical) return { kind: "canonical" };
  return { kind: "redirect", location: versePath(book, chapter, verse || undefined) };
}

/** The chapter and first verse of a canonical reference string ("1 Corintios 13:4-7"), or null. */
export function targetOfReference(reference: string): ReaderTarget | null {
  const m = /^(.+?)\s+(\d+)(?::(\d+))?/.exec(reference.trim());
  if (!m) return null;
  const book = bookFromSegment(m[1]);
  if (!book) return null;
  const chapter = Number(m[2]);
  if (chapter < 1 || chapter > book.chapters) return null;
  return { book, chapter, verse: m[3] ? Number(m[3]) : undefined };
}

export function readerHref(reference: string): string | null {
  const t = targetOfReference(reference);
  return t ? versePath(t.book, t.chapter, t.verse) : null;
}
