import "server-only";
// Builds the regular expression that finds Spanish book names in accent-folded, lower-cased text,
// and maps what it matched back to a book.
import libraryJson from "../../data/bcv-es/book-patterns.json";
import { BOOKS, bookByOsis, type Book } from "./books.ts";
import confusableJson from "./data/confusable-names.json";
import deuterocanonicalJson from "./data/deuterocanonical.json";
import { foldAccents } from "./normalize.ts";

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
  // Short forms of bible-passage-reference-parser's names that are Spanish words too.
  "la",
  "es",
  "da",
  "ha",
  "si",
  "so",
  "ti",
  "ma",
  "na",
  "jo",
  "mala",
  "can",
  "bar",
  "bel",
  "gen",
  "sir",
  "sus",
  "ros",
  "sab",
  "tob",
  "ab",
  "deu",
  "lu",
]);

/**
 * Words so common ("la 1:30", "es 3:16 veces", "mi 2:30 pm") that written in lower case they never
 * name a book, not even with a verse.
 */
export const FUNCTION_WORDS = new Set([
  "la",
  "es",
  "da",
  "ha",
  "he",
  "mi",
  "si",
  "so",
  "ti",
  "os",
  "ma",
  "na",
  "nu",
  "jo",
  "sus",
  "am",
  "amo",
  "mal",
  "mala",
  "mar",
  "dan",
  "can",
  "bar",
  "gen",
  "col",
  "ex",
  "pro",
  "ab",
  "lu",
]);

/**
 * Names that are also plural nouns: after an article in lower case ("los hechos 2 y 3", "los reyes
 * 3") they are the noun unless a verse follows.
 */
export const NOUN_NAMES = new Set([
  "hechos",
  "numeros",
  "reyes",
  "jueces",
  "cantares",
  "proverbios",
  "lamentaciones",
  "cronicas",
  "salmos",
]);

/** A book outside the Reina-Valera 1909 (Tobías, 1 Macabeos…): recognised so the answer can say so. */
export interface DeuterocanonicalBook {
  osis: string;
  name: string;
  aliases: string[];
}

export const DEUTEROCANONICAL: readonly DeuterocanonicalBook[] = deuterocanonicalJson as DeuterocanonicalBook[];
const deuteroByOsis = new Map(DEUTEROCANONICAL.map((d) => [d.osis, d]));

type Named = Book | DeuterocanonicalBook;
const isBook = (n: Named): n is Book => "chapters" in n;

const plain = new Map<string, Named>();
const numbered = new Map<string, Named>(); // "1|juan" → 1 John
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

const ALL_NAMED: [Named, string[]][] = [
  ...BOOKS.map((b): [Named, string[]] => [b, [b.name, ...b.abbreviations, ...(EXTRA_PLAIN[b.osis] ?? [])]]),
  ...DEUTEROCANONICAL.map((d): [Named, string[]] => [d, d.aliases]),
];

for (const [book, aliases] of ALL_NAMED) {
  for (const alias of aliases) {
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

const OURS = String.raw`(?:${PREFIX})(?<base>${byLength(basePatterns)})|(?<plain>${byLength(plainPatterns)})`;

/** Source of the book-name pattern (our own names); use with the `u` flag on folded text. */
export const BOOK_PATTERN = String.raw`(?<![\p{L}\p{N}])(?:${OURS})(?![\p{L}])\.?`;

// The names people really type ("Proberbios", "1.º Corintios", "Jaun", "Deuteronmio"), taken from
// bible-passage-reference-parser's Spanish data (data/bcv-es). Tried after our own names, in the
// library's order, which puts the longer and numbered names first.
interface LibraryBook {
  osis: string[];
  pattern: string;
  numbered: boolean;
}
const LIBRARY = (libraryJson as { books: LibraryBook[] }).books;

const LIBRARY_NAMES = LIBRARY.map((b) => new RegExp(`^(?:${b.pattern})$`, "u"));

/**
 * Source of the pattern for references: our names, then the library's, all in one group ("lib"):
 * a group per library name made V8 run the whole pattern hundreds of times slower.
 */
export const REFERENCE_BOOK_PATTERN = String.raw`(?<![\p{L}\p{N}])(?:${OURS}|(?<lib>${LIBRARY.map((b) => `(?:${b.pattern})`).join("|")}))(?![\p{L}])\.?`;

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
  /** Other books the same letters may stand for ("Ma": Mateo, Marcos, Malaquías). */
  also?: Book[];
}

/** "San", "El Evangelio de", "Los": words the library counts as part of a name, not the name itself. */
export const NAME_LEAD = /^(?:(?:el|la|los|las)\s+)?(?:evangelio\s+(?:de|segun)\s+)?(?:san\s+)?(?=\p{L})/u;

export interface NameMatch {
  /** A book of this Bible, or null when the name is of a deuterocanonical book. */
  match: BookMatch | null;
  deuterocanonical?: DeuterocanonicalBook;
  /** Folded name as matched, without its lead, spaces or dots ("hechos", "1jn"). */
  alias: string;
  /** Found only through the library's names, not our own table. */
  fromLibrary: boolean;
}

/**
 * The book a BOOK_PATTERN match over folded `text` names, or null. "I Juan" is a numeral; "í Juan"
 * (folded to "i") is not, so the roman numeral must be written as such in the original text.
 */
export function bookFromMatch(m: RegExpExecArray, text: string): BookMatch | null {
  return nameFromMatch(m, text)?.match ?? null;
}

/** Like bookFromMatch, and also tells a deuterocanonical book's name apart from no name at all. */
export function nameFromMatch(m: RegExpExecArray, text: string, offset = 0): NameMatch | null {
  const roman = m.groups?.roman ?? (m.groups?.plain ? undefined : /^(?:iii|ii|i)(?![a-z])/.exec(m[0])?.[0]);
  const at = offset + m.index;
  if (roman !== undefined && text.slice(at, at + roman.length).toLowerCase() !== roman) return null;
  return m.groups ? nameFromGroups(m.groups) : null;
}

const CONFUSABLE = new Map(
  Object.entries(confusableJson as Record<string, string | string[]>)
    .filter((e): e is [string, string[]] => Array.isArray(e[1]))
    .map(([alias, osis]) => [alias, osis.map((o) => bookByOsis(o)).filter((b): b is Book => b !== undefined)]),
);

function named(n: Named | undefined, alias: string, fromLibrary = false): NameMatch | null {
  if (!n) return null;
  if (!isBook(n)) return { match: null, deuterocanonical: n, alias, fromLibrary };
  const also = CONFUSABLE.get(alias);
  return { match: also ? { book: n, alias, also } : { book: n, alias }, alias, fromLibrary };
}

/** Resolves the named groups of a BOOK_PATTERN match. */
export function bookFromGroups(groups: Record<string, string | undefined>): BookMatch | null {
  return nameFromGroups(groups)?.match ?? null;
}

function nameFromGroups(groups: Record<string, string | undefined>): NameMatch | null {
  if (groups.plain) {
    const alias = key(groups.plain);
    return named(plain.get(alias), alias);
  }
  if (groups.base) {
    const n =
      (groups.ord ?? groups.digit)
        ? Number(groups.ord ?? groups.digit)
        : groups.roman
          ? ROMAN[groups.roman]
          : groups.word
            ? WORD_NUMBERS[groups.word]
            : 0;
    const alias = key(groups.base);
    return named(numbered.get(`${n}|${alias}`), `${n}${alias}`);
  }
  const text = groups.lib;
  if (text === undefined) return null;
  // The alternation took the first library name that fits; the first that matches the text whole is it.
  for (let i = 0; i < LIBRARY.length; i++) {
    if (!LIBRARY_NAMES[i].test(text)) continue;
    const alias = key(text.replace(NAME_LEAD, ""));
    const [first, ...rest] = LIBRARY[i].osis;
    const book = bookByOsis(first);
    if (!book) return named(deuteroByOsis.get(first), alias, true);
    const listed = rest.map((o) => bookByOsis(o)).filter((b): b is Book => b !== undefined);
    const also = [...new Set([...listed, ...(CONFUSABLE.get(alias) ?? [])])].filter((b) => b !== book);
    return { match: also.length ? { book, alias, also } : { book, alias }, alias, fromLibrary: true };
  }
  return null;
}
