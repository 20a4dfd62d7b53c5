import { describe, expect, it } from "vitest";
import { BOOK_INTROS } from "../../content/book-intros.ts";
import { detectBookQuestion, type BookFocus } from "../../lib/answers/builtin/book-intros.ts";
import { builtinAnswer } from "../../lib/answers/builtin/index.ts";
import { BOOKS, getPassage } from "../../lib/scripture/index.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { TEST_DB_KIND } from "../support/test-db.ts";

const db = withBuiltinAnswererDb();
const answer = (text: string) => answerChecked(text, []);

/** Chapters that have verses in the database, per book. */
async function chaptersInDb(): Promise<Map<string, number>> {
  const rows = await db().raw.query<{ osis: string; n: number }>(
    "SELECT osis, max(chapter)::int AS n FROM verses GROUP BY osis",
  );
  return new Map(rows.map((r) => [r.osis, Number(r.n)]));
}

const osis = (name: string) => BOOKS.find((b) => b.name === name)!.osis;

// [question, book name or null, focus]
const DETECTION: [string, string | null, BookFocus?][] = [
  ["¿Quién escribió el libro de Hebreos?", "Hebreos", "author"],
  ["quien escribio hebreos", "Hebreos", "author"],
  ["¿Quién escribió la carta a los Hebreos?", "Hebreos", "author"],
  ["¿Quién escribió Romanos?", "Romanos", "author"],
  ["¿Quién escribió Primera de Juan?", "1 Juan", "author"],
  ["¿Quién es el autor de 3 Juan?", "3 Juan", "author"],
  ["autor de 2 Timoteo", "2 Timoteo", "author"],
  ["autor del libro de Ester", "Ester", "author"],
  ["¿Quién escribió el evangelio de Juan?", "Juan", "author"],
  ["¿Quién escribió II Samuel?", "2 Samuel", "author"],
  ["¿De qué trata el libro de Rut?", "Rut", "summary"],
  ["de que trata el libro de eclesiastes", "Eclesiastés", "summary"],
  ["¿De qué trata 1 Corintios?", "1 Corintios", "summary"],
  ["de que trata jonas", "Jonás", "summary"],
  ["¿De qué trata el evangelio según San Mateo?", "Mateo", "summary"],
  ["¿De qué trata el Cantar de los Cantares?", "Cantares", "summary"],
  ["resumen de Génesis", "Génesis", "summary"],
  ["resumen de 2 Reyes", "2 Reyes", "summary"],
  ["Resumen de Stg", "Santiago", "summary"],
  ["Introducción a los Salmos", "Salmos", "summary"],
  ["háblame del libro de Job", "Job", "summary"],
  ["Háblame del libro de Hechos de los Apóstoles", "Hechos", "summary"],
  ["el libro de Daniel", "Daniel", "summary"],
  ["Háblame de la primera carta a los Corintios", "1 Corintios", "summary"],
  ["¿Qué significa el libro de Apocalipsis?", "Apocalipsis", "summary"],
  ["¿Cuántos capítulos tiene Isaías?", "Isaías", "chapters"],
  ["cuantos capitulos tiene el libro de los salmos", "Salmos", "chapters"],
  ["¿Cuándo se escribió Apocalipsis?", "Apocalipsis", "date"],
  ["cuando se escribio el apocalipsis", "Apocalipsis", "date"],
  ["¿En qué año se escribió Gálatas?", "Gálatas", "date"],
  ["hechos de los apostoles quien lo escribio", "Hechos", "author"],
  ["¿todos los salmos los escribió David?", "Salmos", "author"],
  ["¿por qué a Filipenses le dicen la carta del gozo?", "Filipenses", "summary"],
  // Not about a book as a whole.
  ["Juan 3:16", null],
  ["Romanos 8", null],
  ["¿Qué dice Salmos 23?", null],
  ["¿Qué dice Juan 3:16?", null],
  ["¿Quién escribió el Salmo 23?", null],
  ["resumen de Romanos 8", null],
  ["¿Quién fue Rut?", null],
  ["Háblame de Job", null],
  ["Háblame de Moisés", null],
  ["Háblame de Juan", null],
  ["¿Quién fue Juan el Bautista?", null],
  ["¿Qué dice la Biblia sobre el perdón?", null],
  ["¿Qué dice el libro de Proverbios sobre el dinero?", null],
  ["¿Qué escribió Pablo?", null],
  ["Me siento solo", null],
];

describe("book questions: detection", () => {
  it.each(DETECTION)("%s → %s", (question, book, focus) => {
    const found = detectBookQuestion(question);
    if (book === null) {
      expect(found).toBeNull();
    } else {
      expect(found?.book.osis).toBe(osis(book));
      expect(found?.focus).toBe(focus);
    }
  });
});

describe(`book questions: answers (${TEST_DB_KIND})`, () => {
  it("every one of the 66 books has an introduction whose key passages exist in this Bible", async () => {
    expect(BOOKS).toHaveLength(66);
    expect(Object.keys(BOOK_INTROS).sort()).toEqual(BOOKS.map((b) => b.osis).sort());
    const missing: string[] = [];
    for (const book of BOOKS) {
      const intro = BOOK_INTROS[book.osis];
      expect(intro.keyPassages.length, book.name).toBeGreaterThanOrEqual(1);
      expect(intro.keyPassages.length, book.name).toBeLessThanOrEqual(3);
      // Where the Bible says who wrote a book may be in another book (Colosenses 4:14 for Lucas).
      for (const ref of intro.authorPassages ?? []) if (!(await getPassage(ref))) missing.push(ref);
      for (const ref of intro.keyPassages) {
        const p = await getPassage(ref);
        if (!p || p.verses[0].osis !== book.osis) missing.push(ref);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every book's answer survives the citation verifier unchanged, cites its key passages and counts its chapters from the database", async () => {
    const chapters = await chaptersInDb();
    for (const book of BOOKS) {
      const question = `¿De qué trata el libro de ${book.name}?`;
      const raw = await builtinAnswer(question);
      const a = await answer(question);
      expect(a.text, book.name).toBe(raw.trim());
      const keys = BOOK_INTROS[book.osis].keyPassages;
      // Its key passages first; a narrative book then quotes the heart of its stories, up to five in all.
      expect(a.citations.map((c) => c.reference).slice(0, keys.length), book.name).toEqual(keys);
      expect(a.citations.length, book.name).toBeLessThanOrEqual(Math.max(5, keys.length));
      expect(a.text, book.name).toContain(`**Capítulos:** ${chapters.get(book.osis)}\n`);
      expect(a.text).toMatch(/\*\*Autor:\*\* \S/);
      expect(a.text).toMatch(/\*\*Fecha aproximada:\*\* \S/);
      expect(a.text.trim().endsWith("?")).toBe(true);
    }
  });

  it("a narrative book's answer also quotes the heart of its best-known stories, by name", async () => {
    const a = await answer("¿De qué trata el libro de Jonás?");
    expect(a.citations.map((c) => c.reference)).toContain("Jonás 2:1");
    expect(a.text).toContain("**Jonás y el gran pez**");
  });

  it("'¿Quién escribió el libro de Hebreos?' starts with the author, says it is not known for certain, and has the rest", async () => {
    const a = await answer("¿Quién escribió el libro de Hebreos?");
    const lines = a.text.split("\n").filter(Boolean);
    expect(lines[0]).toMatch(/^### .*Hebreos/);
    expect(lines[1]).toMatch(/^\*\*Autor:\*\* .*no se sabe con certeza/i);
    expect(a.text).toContain("**Capítulos:** 13");
    expect(a.text).toContain("**Fecha aproximada:**");
    expect(a.citations.length).toBeGreaterThanOrEqual(1);
    expect(a.citations.every((c) => c.reference.startsWith("Hebreos "))).toBe(true);
    const cited = (await getPassage(a.citations[0].reference))!;
    expect(a.text).toContain(`> ${cited.text}`);
  });

  it("'¿De qué trata el libro de Rut?' summarises the book, has its 4 chapters and quotes Rut 1:16 from the database", async () => {
    const a = await answer("¿De qué trata el libro de Rut?");
    const lines = a.text.split("\n").filter(Boolean);
    expect(lines[0]).toMatch(/^### .*Rut/);
    expect(lines[1]).not.toMatch(/^\*\*/);
    expect(a.text).toContain("**Capítulos:** 4");
    const ruth = (await getPassage("Rut 1:16"))!;
    expect(ruth.text).toContain("Tu pueblo será mi pueblo");
    expect(a.text).toContain(`> ${ruth.text}\n>\n> — Rut 1:16`);
    expect(a.citations).toContainEqual({ reference: "Rut 1:16", text: ruth.text });
  });

  it("'resumen de Génesis' has its 50 chapters; '¿Cuántos capítulos tiene Isaías?' leads with the count", async () => {
    const genesis = await answer("resumen de Génesis");
    expect(genesis.text).toMatch(/^### .*Génesis/);
    expect(genesis.text).toContain("**Capítulos:** 50");
    expect(genesis.citations.every((c) => c.reference.startsWith("Génesis "))).toBe(true);
    const isaiah = await answer("¿Cuántos capítulos tiene Isaías?");
    expect(isaiah.text.split("\n").filter(Boolean)[1]).toBe("**Capítulos:** 66");
  });

  it("people, lookups and topics that name a book keep their usual answers", async () => {
    const ruth = await answer("¿Quién fue Rut?");
    expect(ruth.text).toMatch(/^### Rut\n/);
    expect(ruth.text).not.toContain("**Capítulos:**");
    const job = await answer("Háblame de Job");
    expect(job.text).toMatch(/^### Job\n/);
    const lookup = await answer("Romanos 8:28");
    expect(lookup.citations.map((c) => c.reference)).toEqual(["Romanos 8:28"]);
    expect(lookup.text).not.toContain("**Autor:**");
    const topic = await answer("¿Qué dice la Biblia sobre el perdón?");
    expect(topic.text).not.toContain("**Autor:**");
  });
});
