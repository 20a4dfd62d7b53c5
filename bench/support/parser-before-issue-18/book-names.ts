// Builds the regular expression that finds Spanish book names in accent-folded, lower-cased text,
// and maps what it matched back to a book.
import { BOOKS, type Book } from "../../../lib/scripture/books.ts";
import { foldAccents } from "../../../lib/scripture/normalize.ts";

const key = (s: string) => foldAccents(s).replace(/[\s.]/g, "");

// Names people write that books.json does not list.
const EXTRA_PLAIN: Record<string, string[]> = {
  Ps: ["Salmos", "Salmo"],
  Prov: ["Proverbio"],
  Song: ["Cántico de los Cánticos", "Cantar de los Cantares", "Cánticos"],
  Eccl: ["Eclesiastés"],
  Rev: ["Apocalipsis"],
};

/**
 * Short forms that are also ordinary words ("mi", "he", "sal", "dan"): they only count as a book
 * when written with a verse ("Mi 6:8"), or capitalised before a bare chapter ("Sal 23").
 */
export const WORD_LIKE = new Set([
  "mi",
  "os",
  "he",
  "am",
  "amo",
  "sal",
  "dan",
  "mar",
  "jue",
  "pro",
  "ex",
  "col",
  "ap",
  "is",
  "job",
  "jos",
  "mal",
  "ga",
  "est",
  "ne",
  "nu",
  "num",
  "tit",
  "ro",
  "lev",
  "hab",
  "ag",
  "za",
  "ct",
  "lc",
  "ez",
  "ec",
  "pr",
  "rut",
  "gal",
  "fil",
  "luc",
  "heb",
  "sant",
  "jon",
  "jud",
]);

const plain = new Map<string, Book>();
const numbered = new Map<string, Book>(); // "1|juan" → 1 John
const plainPatterns = new Set<string>();
const basePatterns = new Set<string>();

const NUMBERED_ALIAS = /^(iii|ii|i|[123])\s+(.+)$/;
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3 };

function pattern(folded: string): string {
  return folded
    .trim()
    .split(/[\s.]+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ""))
    .join("[\\s.]*");
}

for (const book of BOOKS) {
  for (const alias of [book.name, ...book.abbreviations, ...(EXTRA_PLAIN[book.osis] ?? [])]) {
    const folded = foldAccents(alias);
    const m = NUMBERED_ALIAS.exec(folded) ?? /^([123])([a-z].*)$/.exec(folded);
    if (m) {
      const n = ROMAN[m[1]] ?? Number(m[1]);
      numbered.set(`${n}|${key(m[2])}`, book);
      basePatterns.add(pattern(m[2]));
    } else {
      plain.set(key(alias), book);
      plainPatterns.add(pattern(folded));
    }
  }
}

const byLength = (set: Set<string>) => [...set].sort((a, b) => b.length - a.length).join("|");

const PREFIX = [
  // "1ra de", "2da.", "1a a los", "3er"
  String.raw`(?<ord>[123])(?:ra|era|er|da|do|a|o)\.?\s*(?:(?:de|a)\s+(?:los\s+)?)?`,
  // "1 ", "1", "1."
  String.raw`(?<digit>[123])\.?\s*`,
  // "I ", "II.", "III "
  String.raw`(?<roman>iii|ii|i)(?:\s+|\.\s*)`,
  // "Primera de", "segunda carta a", "primer libro de los"
  String.raw`(?<word>primera|primero|primer|segunda|segundo|tercera|tercero|tercer)\s+(?:(?:carta|epistola|libro)\s+)?(?:(?:de|a)\s+)?(?:(?:los|san)\s+)?`,
].join("|");

/** Source of the book-name pattern; use with the `u` flag on folded text. */
export const BOOK_PATTERN = String.raw`(?<![\p{L}\p{N}])(?:(?:${PREFIX})(?<base>${byLength(basePatterns)})|(?<plain>${byLength(plainPatterns)}))(?![\p{L}])\.?`;

const WORD_NUMBERS: Record<string, number> = {
  primera: 1,
  primero: 1,
  primer: 1,
  segunda: 2,
  segundo: 2,
  tercera: 3,
  tercero: 3,
  tercer: 3,
};

export interface BookMatch {
  book: Book;
  /** The matched alias after folding, without prefix, spaces or dots ("jn", "sal"). */
  alias: string;
}

/**
 * The book a BOOK_PATTERN match over folded `text` names, or null. "I Juan" is a numeral; "í Juan"
 * (folded to "i") is not, so the roman numeral must be written as such in the original text.
 */
export function bookFromMatch(m: RegExpExecArray, text: string): BookMatch | null {
  const roman = m.groups?.roman;
  if (roman !== undefined && text.slice(m.index, m.index + roman.length).toLowerCase() !== roman) return null;
  return m.groups ? bookFromGroups(m.groups) : null;
}

/** Resolves the named groups of a BOOK_PATTERN match. */
export function bookFromGroups(groups: Record<string, string | undefined>): BookMatch | null {
  if (groups.plain) {
    const alias = key(groups.plain);
    const book = plain.get(alias);
    return book ? { book, alias } : null;
  }
  const n =
    (groups.ord ?? groups.digit)
      ? Number(groups.ord ?? groups.digit)
      : groups.roman
        ? ROMAN[groups.roman]
        : groups.word
          ? WORD_NUMBERS[groups.word]
          : 0;
  const alias = key(groups.base ?? "");
  const book = numbered.get(`${n}|${alias}`);
  return book ? { book, alias: `${n}${alias}` } : null;
}
