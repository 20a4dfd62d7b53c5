import "server-only";
// Finds Spanish Bible references in free text: "Jn 3 16", "1 Co 13:4–7", "Salmo 23", "Primera de
// Juan 4:8", "romanos capitulo 8 versiculo 28", "Mateo 6 del 9 al 13", "Juan 3:16; 1 Juan 4:8".
// Works on an accent-folded copy of the same length, so positions point into the original text.
import {
  FUNCTION_WORDS,
  NAME_LEAD,
  NOUN_NAMES,
  REFERENCE_BOOK_PATTERN,
  WORD_LIKE,
  nameFromMatch,
  type DeuterocanonicalBook,
  type NameMatch,
} from "./book-names.ts";
import quantityWordsJson from "./data/quantity-words.json";
import { type Book, verseExists } from "./books.ts";
import { rvr1960ToModule } from "./numbering.ts";
import { foldKeepingPositions } from "./normalize.ts";
import type { DeuterocanonicalReference, ParsedReference } from "./types.ts";

const NUM = String.raw`(\d{1,3})(?!\d)[ab]?(?![\p{L}])`;
const sticky = (src: string) => new RegExp(src, "uy");

const CHAPTER = sticky(String.raw`(?:\s*,?\s*(?:capitulos?|cap\.?)\s*|\s*)${NUM}`);
const VERSE_DEL_AL = sticky(String.raw`\s+del\s+(?:versiculo\s+)?${NUM}\s+(?:al|hasta\s+el)\s+(?:versiculo\s+)?${NUM}`);
const VERSE_COLON = sticky(String.raw`\s*:\s*${NUM}`);
const VERSE_TIGHT = sticky(String.raw`[.,]${NUM}`);
const VERSE_WORD = sticky(String.raw`\s*,?\s*(?:versiculos?|versos?|vers\.?|vv\.?|v\.?)\s*${NUM}`);
const VERSE_SPACE = sticky(String.raw`[^\S\n]+${NUM}(?!\s*:)`);
const RANGE = sticky(
  String.raw`(?:\s*-\s*|\s+(?:al|a|hasta(?:\s+el)?)\s+)(?:(?:versiculo|v\.?)\s*)?${NUM}(?:\s*:\s*${NUM})?`,
);
const CONT_SEP = sticky(String.raw`\s*([,;])\s*|\s+(y|e)\s+`);
const CONT_NUM = sticky(String.raw`${NUM}(?:\s*:\s*${NUM})?`);
const BOOK_AT = sticky(REFERENCE_BOOK_PATTERN);
const BOOK_ANY = new RegExp(REFERENCE_BOOK_PATTERN, "gu");
/** Words that count things: after a bare number they make it a quantity ("Marcos 10 minutos"). */
const QUANTITY_WORDS = new Set(quantityWordsJson as string[]);
const NEXT_WORD = sticky(String.raw`[^\S\n]*(\p{L}+|%)`);
const DETERMINER_BEFORE =
  /(?:^|[^\p{L}])(?:el|la|los|las|un|una|unos|unas|sus|mis|tus|estos|esos|aquellos|dos|tres|varios|algunos)\s+$/u;

type VerseForm = "explicit" | "space" | "none";

interface Segment {
  start: number;
  end: number;
  sc: number;
  sv?: number;
  ec?: number;
  ev?: number;
  form: VerseForm;
}

function at(rx: RegExp, s: string, pos: number): RegExpExecArray | null {
  rx.lastIndex = pos;
  return rx.exec(s);
}

function bookStartsAt(f: string, pos: number): boolean {
  return at(BOOK_AT, f, pos) !== null;
}

function firstDigit(m: RegExpExecArray): number {
  return m.index + m[0].search(/\d/);
}

/** Extends `seg` with "-18", " al 18", "–4:2" when present. */
function readRange(f: string, seg: Segment): void {
  const m = at(RANGE, f, seg.end);
  if (!m || bookStartsAt(f, firstDigit(m))) return;
  const a = Number(m[1]);
  const b = m[2] === undefined ? undefined : Number(m[2]);
  if (seg.sv !== undefined) {
    if (b !== undefined) [seg.ec, seg.ev] = [a, b];
    else [seg.ec, seg.ev] = [seg.sc, a];
  } else if (b !== undefined) {
    [seg.sv, seg.ec, seg.ev] = [1, a, b];
  } else {
    seg.ec = a;
  }
  seg.end = m.index + m[0].length;
}

function readLocator(f: string, pos: number): Segment[] | null {
  const c = at(CHAPTER, f, pos);
  // "Nm 1 Crónicas 1:1": the number starts the next book, it is not a chapter.
  if (!c || bookStartsAt(f, firstDigit(c))) return null;
  const first: Segment = { start: pos, end: c.index + c[0].length, sc: Number(c[1]), form: "none" };
  const delAl = at(VERSE_DEL_AL, f, first.end);
  if (delAl) {
    Object.assign(first, { sv: Number(delAl[1]), ec: first.sc, ev: Number(delAl[2]), form: "explicit" });
    first.end = delAl.index + delAl[0].length;
  } else {
    const v = at(VERSE_COLON, f, first.end) ?? at(VERSE_TIGHT, f, first.end) ?? at(VERSE_WORD, f, first.end);
    const space = v ? null : at(VERSE_SPACE, f, first.end);
    const verse = v ?? (space && !bookStartsAt(f, firstDigit(space)) ? space : null);
    if (verse) {
      first.sv = Number(verse[1]);
      first.form = verse === v ? "explicit" : "space";
      first.end = verse.index + verse[0].length;
    }
    readRange(f, first);
  }
  const segs = [first];
  for (;;) {
    const prev = segs[segs.length - 1];
    const sep = at(CONT_SEP, f, prev.end);
    if (!sep) break;
    const numPos = sep.index + sep[0].length;
    if (bookStartsAt(f, numPos)) break;
    const n = at(CONT_NUM, f, numPos);
    if (!n) break;
    const seg: Segment = { start: numPos, end: n.index + n[0].length, sc: Number(n[1]), form: "explicit" };
    if (n[2] !== undefined) seg.sv = Number(n[2]);
    else if ((sep[1] ?? sep[2]) !== ";" && prev.sv !== undefined) {
      seg.sc = prev.ec ?? prev.sc;
      seg.sv = Number(n[1]);
    } else seg.form = "none";
    readRange(f, seg);
    segs.push(seg);
  }
  return segs;
}

type Numbers = Pick<Segment, "sc" | "sv" | "ec" | "ev">;

export function canonicalReference(bookName: string, n: Numbers): string {
  const { sc, sv, ec, ev } = n;
  if (sv === undefined) return ec !== undefined && ec !== sc ? `${bookName} ${sc}-${ec}` : `${bookName} ${sc}`;
  if (ec === undefined || ev === undefined || (ec === sc && ev === sv)) return `${bookName} ${sc}:${sv}`;
  if (ec === sc) return `${bookName} ${sc}:${sv}-${ev}`;
  return `${bookName} ${sc}:${sv}-${ec}:${ev}`;
}

/** Normalises numbers: single-chapter books ("Judas 3" is verse 3), collapsed ranges. */
function tidy(book: Book, input: Numbers): Numbers {
  let { sc, sv, ec, ev } = input;
  if (book.chapters === 1 && sv === undefined && !(sc === 1 && ec === undefined)) {
    sv = sc;
    sc = 1;
    if (ec !== undefined) [ev, ec] = [ec, 1];
  }
  if (sv === undefined && ev !== undefined) sv = 1;
  if (ec !== undefined && ec === sc && (ev === undefined || ev === sv)) [ec, ev] = [undefined, undefined];
  return { sc, sv, ec, ev };
}

function numbersExist(book: Book, n: Numbers): boolean {
  const { sc, sv, ec, ev } = n;
  if (sv === undefined) {
    if (sc < 1 || sc > book.chapters) return false;
    return ec === undefined || (ec > sc && ec <= book.chapters);
  }
  if (!verseExists(book.osis, sc, sv)) return false;
  if (ec === undefined || ev === undefined) return true;
  return verseExists(book.osis, ec, ev) && ec * 1000 + ev > sc * 1000 + sv;
}

function mapEndpoint(book: Book, chapter: number, verse: number): [number, number] {
  const m = rvr1960ToModule(book.osis, chapter, verse);
  return m ? [m.chapter, m.verse] : [chapter, verse];
}

/**
 * Resolves numbers to this module: as written when they exist here; otherwise, when the verses are
 * empty here because of the older numbering, through the RVR1960 table (all endpoints together).
 */
export function resolveNumbers(book: Book, written: Numbers): { numbers: Numbers; exists: boolean; remapped: boolean } {
  const n = tidy(book, written);
  if (numbersExist(book, n)) return { numbers: n, exists: true, remapped: false };
  if (n.sv === undefined) return { numbers: n, exists: false, remapped: false };
  const needsTable =
    (!verseExists(book.osis, n.sc, n.sv) && rvr1960ToModule(book.osis, n.sc, n.sv) !== null) ||
    (n.ec !== undefined &&
      n.ev !== undefined &&
      !verseExists(book.osis, n.ec, n.ev) &&
      rvr1960ToModule(book.osis, n.ec, n.ev) !== null);
  if (!needsTable) return { numbers: n, exists: false, remapped: false };
  const [sc, sv] = mapEndpoint(book, n.sc, n.sv);
  const end = n.ec !== undefined && n.ev !== undefined ? mapEndpoint(book, n.ec, n.ev) : undefined;
  const mapped = tidy(book, { sc, sv, ec: end?.[0], ev: end?.[1] });
  return numbersExist(book, mapped)
    ? { numbers: mapped, exists: true, remapped: true }
    : { numbers: n, exists: false, remapped: false };
}

export function makeReference(book: Book, written: Numbers, raw: string, index: number): ParsedReference {
  const { numbers, exists, remapped } = resolveNumbers(book, written);
  const ref: ParsedReference = {
    raw,
    index,
    bookOsis: book.osis,
    bookName: book.name,
    startChapter: numbers.sc,
    exists,
    canonical: canonicalReference(book.name, numbers),
  };
  if (numbers.sv !== undefined) ref.startVerse = numbers.sv;
  if (numbers.ec !== undefined) ref.endChapter = numbers.ec;
  if (numbers.ev !== undefined) ref.endVerse = numbers.ev;
  if (remapped) ref.remappedFrom = canonicalReference(book.name, tidy(book, written));
  return ref;
}

/**
 * Whether a book name followed by numbers is a reference rather than prose. A short form that is also
 * a word ("Sal", "he", "dan") needs a verse, or a capital and a bare chapter; the commonest words
 * ("la", "es") never count in lower case; a bare number followed by what it counts ("Marcos 10
 * minutos", "Juan 3 años") is a quantity; "los hechos 2 y 3" is a noun.
 */
function plausible(text: string, f: string, bookIndex: number, name: NameMatch, first: Segment): boolean {
  const { alias } = name;
  const lower = text[bookIndex] === text[bookIndex].toLowerCase();
  if (FUNCTION_WORDS.has(alias)) {
    // "mal 3:10", "gen 1:1", "he 11:1": people type our own short forms in lower case on a phone, and a
    // written verse ("3:10", "3 versículo 10") makes them a reference (the verse must exist, checked by
    // the caller). A bare chapter ("mal 3") or a name only the library has ("la 1:30") never is.
    if (lower && (name.fromLibrary || first.form !== "explicit")) return false;
    // "La 1:15 es buena hora": a word only the library reads as a book must stand alone.
    if (name.fromLibrary && !standsAlone(f, first.end)) return false;
  }
  if (first.sv === undefined || first.form === "space") {
    const next = at(NEXT_WORD, f, first.end);
    if (next && QUANTITY_WORDS.has(next[1])) return false;
  }
  if (
    first.form !== "explicit" &&
    lower &&
    NOUN_NAMES.has(alias) &&
    DETERMINER_BEFORE.test(f.slice(Math.max(0, bookIndex - 12), bookIndex))
  ) {
    return false;
  }
  if (!WORD_LIKE.has(alias)) return true;
  if (first.form === "explicit") return true;
  if (lower) return false;
  if (first.form === "space") return true;
  return standsAlone(f, first.end);
}

/** No book's name, with its spaces and "capítulo", runs longer than this before its number. */
const NAME_REACH = 64;

/**
 * [start, end) stretches of folded text where a name followed by a number can begin: up to
 * NAME_REACH characters before each digit, widened back to the start of a word, merged.
 */
function nameWindows(f: string): [number, number][] {
  const out: [number, number][] = [];
  for (let d = f.search(/\d/); d >= 0 && d < f.length;) {
    let ws = Math.max(0, d - NAME_REACH);
    while (ws > 0 && /[\p{L}\p{N}]/u.test(f[ws - 1])) ws--;
    const last = out[out.length - 1];
    if (last && ws <= last[1]) last[1] = d;
    else out.push([ws, d]);
    // The rest of this run of digits and what joins them ("3:16") belong to the same window.
    let next = d + 1;
    while (next < f.length && /\d/.test(f[next])) next++;
    out[out.length - 1][1] = next;
    const rest = f.slice(next).search(/\d/);
    d = rest < 0 ? -1 : next + rest;
  }
  return out;
}

/** Nothing but punctuation, a number or the end follows. */
function standsAlone(f: string, end: number): boolean {
  const next = /\S/.exec(f.slice(end, end + 20));
  return !next || !/\p{L}/u.test(next[0]);
}

function deuterocanonicalReference(book: DeuterocanonicalBook, s: Segment, raw: string): DeuterocanonicalReference {
  const ref: DeuterocanonicalReference = { raw, index: s.start, osis: book.osis, name: book.name, startChapter: s.sc };
  if (s.sv !== undefined) ref.startVerse = s.sv;
  return ref;
}

export interface ReadReferences {
  /** References to this Bible, as findReferences gives them. */
  references: ParsedReference[];
  /** References to books the Reina-Valera 1909 does not include ("Tobías 3:1", "1 Macabeos 2"). */
  deuterocanonical: DeuterocanonicalReference[];
}

/** Every reference in `text`, those to deuterocanonical books apart. Pure and synchronous. */
export function readReferences(text: string): ReadReferences {
  const f = foldKeepingPositions(text);
  const out: ParsedReference[] = [];
  const deutero: DeuterocanonicalReference[] = [];
  // A reference has a number after its name, so names are looked for only in the stretch of text
  // before each number: scanning all of a long question with every name costs far more (bench/).
  let cursor = 0;
  for (const [ws, we] of nameWindows(f)) {
    const slice = f.slice(ws, we);
    BOOK_ANY.lastIndex = Math.max(0, cursor - ws);
    let m: RegExpExecArray | null;
    while (BOOK_ANY.lastIndex < slice.length && (m = BOOK_ANY.exec(slice))) {
      const index = ws + m.index;
      const found = nameFromMatch(m, text, ws);
      const segs = found ? readLocator(f, index + m[0].length) : null;
      // "San Juan", "El Evangelio de Juan", "Los Hechos": the reference is the name itself.
      const start = index + (NAME_LEAD.exec(m[0])?.[0].length ?? 0);
      BOOK_ANY.lastIndex = m.index + 1;
      if (!found || !segs || !plausible(text, f, start, found, segs[0])) continue;
      segs[0].start = start;
      const refs: ParsedReference[] = [];
      const deuteros: DeuterocanonicalReference[] = [];
      for (const s of segs) {
        const raw = text.slice(s.start, s.end);
        if (found.match) refs.push(readingOf(found.match.book, found.match.also, s, raw));
        else if (found.deuterocanonical) deuteros.push(deuterocanonicalReference(found.deuterocanonical, s, raw));
      }
      // "Mi 3:16 favorito": the commonest words name a book only where the verse is there to read.
      if (FUNCTION_WORDS.has(found.alias) && refs.length && !refs[0].exists) continue;
      out.push(...refs);
      deutero.push(...deuteros);
      cursor = segs[segs.length - 1].end;
      BOOK_ANY.lastIndex = cursor - ws;
    }
  }
  return { references: out, deuterocanonical: deutero };
}

/**
 * The reference an ambiguous name ("Ma 3:1", "Hb 2:4") stands for: the first of its books where the
 * numbers exist, with the others where they exist as alternatives.
 */
function readingOf(book: Book, also: Book[] | undefined, s: Segment, raw: string): ParsedReference {
  const first = makeReference(book, s, raw, s.start);
  if (!also) return first;
  const readings = [first, ...also.map((b) => makeReference(b, s, raw, s.start))];
  const existing = readings.filter((r) => r.exists);
  const ref = existing[0] ?? first;
  const alternatives = existing.filter((r) => r !== ref).map((r) => r.canonical);
  if (alternatives.length) ref.alternatives = alternatives;
  return ref;
}

/** Every reference in `text`, in order of appearance. Pure and synchronous. */
export function findReferences(text: string): ParsedReference[] {
  return readReferences(text).references;
}
