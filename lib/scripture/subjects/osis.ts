import "server-only";
// Nave's Topical Bible cites verses as OSIS ids in KJV versification ("Job.40.15", "1Sam.25",
// "Exod.6.16-Exod.6.20"). This module turns one into a canonical Spanish reference of this RV1909
// text, through the RVR1960/KJV → RV1909 numbering table, or says why it cannot.
import { bookByOsis, verseCount } from "../books.ts";
import { isShiftedChapter, rvr1960ToModule } from "../numbering.ts";
import { canonicalReference } from "../parse.ts";

export type OsisMapping =
  | { ref: string; chapterOnly: boolean; shifted: boolean }
  | {
      drop:
        | "unreadable"
        | "apocryphal book"
        | "range across books"
        | "no such chapter"
        | "no such verse"
        | "reversed range";
    };

export function osisToReference(osis: string): OsisMapping {
  const m = /^(\w+)\.(\d+)(?:\.(\d+))?(?:-(\w+)\.(\d+)(?:\.(\d+))?)?$/.exec(osis);
  if (!m) return { drop: "unreadable" };
  const book = bookByOsis(m[1]);
  if (!book) return { drop: "apocryphal book" };
  if (m[4] && m[4] !== m[1]) return { drop: "range across books" };
  const sc = Number(m[2]);
  const ec = m[5] ? Number(m[5]) : sc;
  if (sc < 1 || sc > book.chapters || ec > book.chapters || ec < sc) return { drop: "no such chapter" };
  if (m[3] === undefined) {
    if (m[6] !== undefined) return { drop: "unreadable" };
    return {
      ref: canonicalReference(book.name, { sc, ec: ec !== sc ? ec : undefined }),
      chapterOnly: true,
      shifted: false,
    };
  }
  const sv = Number(m[3]);
  const endC = m[6] !== undefined ? ec : sc;
  const ev = m[6] !== undefined ? Number(m[6]) : sv;
  const start = rvr1960ToModule(book.osis, sc, sv) ?? { chapter: sc, verse: sv };
  const end = rvr1960ToModule(book.osis, endC, ev) ?? { chapter: endC, verse: ev };
  const shifted = isShiftedChapter(book.osis, sc) || isShiftedChapter(book.osis, endC);
  const ok = (c: number, v: number) => v >= 1 && v <= verseCount(book.osis, c);
  if (!ok(start.chapter, start.verse) || !ok(end.chapter, end.verse)) return { drop: "no such verse" };
  if (end.chapter * 1000 + end.verse < start.chapter * 1000 + start.verse) return { drop: "reversed range" };
  const same = end.chapter === start.chapter && end.verse === start.verse;
  const numbers = same
    ? { sc: start.chapter, sv: start.verse }
    : { sc: start.chapter, sv: start.verse, ec: end.chapter, ev: end.verse };
  return { ref: canonicalReference(book.name, numbers), chapterOnly: false, shifted };
}
