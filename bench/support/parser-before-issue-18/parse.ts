// Finds Spanish Bible references in free text: "Jn 3 16", "1 Co 13:4–7", "Salmo 23", "Primera de
// Juan 4:8", "romanos capitulo 8 versiculo 28", "Mateo 6 del 9 al 13", "Juan 3:16; 1 Juan 4:8".
// Works on an accent-folded copy of the same length, so positions point into the original text.
import { BOOK_PATTERN, WORD_LIKE, bookFromMatch } from "./book-names.ts";
import { type Book, verseExists } from "../../../lib/scripture/books.ts";
import { rvr1960ToModule } from "../../../lib/scripture/numbering.ts";
import { foldKeepingPositions } from "../../../lib/scripture/normalize.ts";
import type { ParsedReference } from "../../../lib/scripture/types.ts";

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
const BOOK_AT = sticky(BOOK_PATTERN);
const BOOK_ANY = new RegExp(BOOK_PATTERN, "gu");

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

/** A short form that is also a word ("Sal", "he", "dan") needs a verse, or a capital and a bare chapter. */
function plausible(text: string, f: string, bookIndex: number, alias: string, first: Segment): boolean {
  if (!WORD_LIKE.has(alias)) return true;
  if (first.form === "explicit") return true;
  const ch = text[bookIndex];
  if (ch === ch.toLowerCase()) return false;
  if (first.form === "space") return true;
  const next = /\S/.exec(f.slice(first.end, first.end + 20));
  return !next || !/\p{L}/u.test(next[0]);
}

/** Every reference in `text`, in order of appearance. Pure and synchronous. */
export function findReferences(text: string): ParsedReference[] {
  const f = foldKeepingPositions(text);
  const out: ParsedReference[] = [];
  BOOK_ANY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BOOK_ANY.exec(f))) {
    const found = bookFromMatch(m, text);
    const segs = found ? readLocator(f, m.index + m[0].length) : null;
    if (!found || !segs || !plausible(text, f, m.index, found.alias, segs[0])) {
      BOOK_ANY.lastIndex = m.index + 1;
      continue;
    }
    segs[0].start = m.index;
    for (const s of segs) out.push(makeReference(found.book, s, text.slice(s.start, s.end), s.start));
    BOOK_ANY.lastIndex = segs[segs.length - 1].end;
  }
  return out;
}
