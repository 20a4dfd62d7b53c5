// Addresses of the Bible reader: /biblia/{libro}/{capitulo}#v{n}. `{libro}` is the book's Spanish name
// in lower case, accents removed, spaces as hyphens ("1-corintios", "cantares"). No book tables here,
// so browser code (chat citation links, the landing's share card) can use it without the data.

export function bookSlug(book: { name: string }): string {
  return book.name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function chapterPath(book: { name: string }, chapter: number): string {
  return `/biblia/${bookSlug(book)}/${chapter}`;
}

/** `/biblia/juan/3#v16` (the first verse of a range is the anchor). */
export function versePath(book: { name: string }, chapter: number, verse?: number): string {
  return verse ? `${chapterPath(book, chapter)}#v${verse}` : chapterPath(book, chapter);
}

export interface CanonicalParts {
  bookName: string;
  chapter: number;
  verse?: number;
  /** "16-17" for a range within the chapter, "16" for one verse. */
  verses?: string;
}

/** Splits a canonical reference as the scripture core writes it ("1 Corintios 13:4-7", "Salmos 23"). */
export function canonicalParts(reference: string): CanonicalParts | null {
  const m = /^(.*?\S)\s+(\d{1,3})(?::(\d{1,3})(?:-(\d{1,3})(?!:))?)?/.exec(reference.trim());
  if (!m) return null;
  const verse = m[3] ? Number(m[3]) : undefined;
  return { bookName: m[1], chapter: Number(m[2]), verse, verses: m[3] ? (m[4] ? `${m[3]}-${m[4]}` : m[3]) : undefined };
}

/** Where a canonical reference is read: "Juan 3:16" → "/biblia/juan/3#v16"; null when unreadable. */
export function referencePath(reference: string): string | null {
  const p = canonicalParts(reference);
  return p ? versePath({ name: p.bookName }, p.chapter, p.verse) : null;
}

/** The shareable address of a reference's verses: "Juan 3:16-17" → "/biblia/juan/3?v=16-17". */
export function shareablePath(reference: string): string | null {
  const p = canonicalParts(reference);
  if (!p) return null;
  const base = chapterPath({ name: p.bookName }, p.chapter);
  return p.verses ? `${base}?v=${p.verses}` : base;
}

/**
 * A shared reference's address: its verses selected (the link preview shows them) and scrolled to:
 * "Juan 3:16-17" → "/biblia/juan/3?v=16-17#v16".
 */
export function shareableVersePath(reference: string): string | null {
  const path = shareablePath(reference);
  const verse = canonicalParts(reference)?.verse;
  return path && verse ? `${path}#v${verse}` : path;
}
