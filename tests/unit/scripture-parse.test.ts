import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { findReferences, BOOKS, verseCount, rvr1960ToModule } from "../../lib/scripture/index.ts";
import type { ParsedReference } from "../../lib/scripture/index.ts";

const TABLE = JSON.parse(readFileSync(path.join(__dirname, "..", "fixtures", "scripture-references.json"), "utf8")) as [
  string,
  string[],
][];

const show = (r: ParsedReference) =>
  `${r.canonical}${r.exists ? "" : " ✗"}${r.remappedFrom ? ` ⇐ ${r.remappedFrom}` : ""}`;

describe("findReferences: the written table", () => {
  it("has at least 100 cases", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });
  it.each(TABLE)("%s", (input, expected) => {
    expect(findReferences(input).map(show)).toEqual(expected);
  });
});

describe("findReferences: positions and fields", () => {
  it("points raw and index at the text as written", () => {
    const text = "Como dice San Juan 3:16, y también 1 Co 13:4–7; 8.";
    const refs = findReferences(text);
    expect(refs.map((r) => [r.raw, r.index])).toEqual([
      ["Juan 3:16", 14],
      ["1 Co 13:4–7", 35],
      ["8", 48],
    ]);
    expect(refs[1]).toMatchObject({
      bookOsis: "1Cor",
      bookName: "1 Corintios",
      startChapter: 13,
      startVerse: 4,
      endChapter: 13,
      endVerse: 7,
      exists: true,
      canonical: "1 Corintios 13:4-7",
    });
    // "; 8" after a verse range is a new chapter of the same book.
    expect(refs[2].canonical).toBe("1 Corintios 8");
  });
  it("leaves verse fields out for a chapter and end fields out for one verse", () => {
    const [chapter] = findReferences("Salmo 23");
    expect(chapter.startVerse).toBeUndefined();
    expect(chapter.endChapter).toBeUndefined();
    const [verse] = findReferences("Juan 3:16");
    expect(verse).toMatchObject({ startChapter: 3, startVerse: 16 });
    expect(verse.endVerse).toBeUndefined();
  });
});

// ---- properties ----

const bookArb = fc.constantFrom(...BOOKS);
/** A verse that exists in this text. */
const verseArb = bookArb.chain((book) =>
  fc
    .integer({ min: 1, max: book.chapters })
    .chain((chapter) =>
      fc.integer({ min: 1, max: verseCount(book.osis, chapter) }).map((verse) => ({ book, chapter, verse })),
    ),
);
const aliasArb = (book: (typeof BOOKS)[number]) => fc.constantFrom(book.name, ...book.abbreviations);
const colonArb = fc.constantFrom(":", " : ", ": ", "：");
const dashArb = fc.constantFrom("-", "–", "—", " - ", " – ", "‑", " al ", " a ");
const spaceArb = fc.constantFrom(" ", "\u00a0", "\u2009", "  ");

function stripAccents(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "");
}

describe("findReferences: properties", () => {
  it("reads every existing verse written with its full name", () => {
    fc.assert(
      fc.property(verseArb, ({ book, chapter, verse }) => {
        const refs = findReferences(`${book.name} ${chapter}:${verse}`);
        const single = book.chapters === 1 ? `${book.name} 1:${verse}` : `${book.name} ${chapter}:${verse}`;
        expect(refs.map(show)).toEqual([single]);
      }),
      { numRuns: 500 },
    );
  });

  it("reads any abbreviation, any case, with or without accents, odd spaces and dashes", () => {
    fc.assert(
      fc.property(
        verseArb.chain((v) => fc.tuple(fc.constant(v), aliasArb(v.book))),
        spaceArb,
        colonArb,
        dashArb,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        ([{ book, chapter, verse }, alias], space, colon, dash, extra, upper, noAccents) => {
          const end = Math.min(verse + extra, verseCount(book.osis, chapter));
          let name = noAccents ? stripAccents(alias) : alias;
          name = upper ? name.toUpperCase() : name;
          const written = `${name}${space}${chapter}${colon}${verse}${end > verse ? `${dash}${end}` : ""}`;
          const refs = findReferences(`Lee ${written} hoy.`);
          expect(refs).toHaveLength(1);
          const range = end > verse ? `${verse}-${end}` : `${verse}`;
          expect(refs[0].canonical).toBe(`${book.name} ${chapter}:${range}`);
          expect(refs[0].exists).toBe(true);
          expect(refs[0].raw).toBe(written);
          expect(refs[0].index).toBe(4);
        },
      ),
      { numRuns: 800 },
    );
  });

  it("round-trips its own canonical form", () => {
    fc.assert(
      fc.property(verseArb, fc.integer({ min: 0, max: 5 }), fc.boolean(), ({ book, chapter, verse }, extra, whole) => {
        const first = whole ? `${book.name} ${chapter}` : `${book.name} ${chapter}:${verse}-${verse + extra}`;
        const [ref] = findReferences(first);
        const again = findReferences(ref.canonical);
        // A range led through the RVR1960 table ("Jonás 1:14-17") comes back as written here, unmapped.
        expect(again.map((r) => [r.canonical, r.exists])).toEqual([[ref.canonical, ref.exists]]);
        expect(again[0].remappedFrom).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  it("knows which numbers exist: in this text, or through the RVR1960 table", () => {
    fc.assert(
      fc.property(
        bookArb,
        fc.integer({ min: 0, max: 160 }),
        fc.integer({ min: 1, max: 180 }),
        (book, chapter, verse) => {
          const [ref] = findReferences(`${book.name} ${chapter}:${verse}`);
          const here = verse <= verseCount(book.osis, chapter);
          const mapped = rvr1960ToModule(book.osis, chapter, verse);
          const viaTable = !here && mapped !== null && mapped.verse <= verseCount(book.osis, mapped.chapter);
          // Single-chapter books read "Judas 1:5" only as chapter 1.
          expect(ref.exists).toBe(here || viaTable);
          expect(ref.remappedFrom !== undefined).toBe(viaTable);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("finds a reference anywhere in prose without digits around it", () => {
    const prose = fc.stringMatching(/^[a-záéíóúñ¿?¡!,.;() \n]{0,40}$/);
    fc.assert(
      fc.property(prose, verseArb, prose, (before, { book, chapter, verse }, after) => {
        const written = `${book.name} ${chapter}:${verse}`;
        const text = `${before} ${written} ${after}`;
        const refs = findReferences(text).filter((r) => r.index === before.length + 1);
        expect(refs).toHaveLength(1);
        expect(refs[0].raw).toBe(written);
      }),
      { numRuns: 400 },
    );
  });

  it("never throws, and raw is always the text at index", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        for (const r of findReferences(text)) expect(text.slice(r.index, r.index + r.raw.length)).toBe(r.raw);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom("Juan", "1", "3", ":", "16", " ", "-", ",", ";", "y", "Sal", "Mi", "capítulo", "\u00a0", "á"),
          { maxLength: 30 },
        ),
        (parts) => {
          const text = parts.join("");
          for (const r of findReferences(text)) expect(text.slice(r.index, r.index + r.raw.length)).toBe(r.raw);
        },
      ),
      { numRuns: 500 },
    );
  });
});
