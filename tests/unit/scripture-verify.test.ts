import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  findReferences,
  formatQuote,
  getPassage,
  verifyCitations,
  BOOKS,
  verseCount,
} from "../../lib/scripture/index.ts";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";

withTestDb({ bible: true });

const JN_3_16 =
  "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.";
const JN_3_17 =
  "Porque no envió Dios á su Hijo al mundo para que condene al mundo, mas para que el mundo sea salvo por él.";
const JONAH_2_1 =
  "MAS Jehová había prevenido un gran pez que tragase á Jonás: y estuvo Jonás en el vientre del pez tres días y tres noches.";

/** Any verse of the Bible, as a reference ("Juan 3:16"). */
const anyVerse = () =>
  fc
    .constantFrom(...BOOKS)
    .chain((book) =>
      fc
        .integer({ min: 1, max: book.chapters })
        .chain((chapter) =>
          fc
            .integer({ min: 1, max: verseCount(book.osis, chapter) })
            .map((verse) => `${book.name} ${chapter}:${verse}`),
        ),
    );

describe(`verifyCitations (${TEST_DB_KIND})`, () => {
  it("catches each planted error: misquoted Juan 3:17, Hechos 40:1, Jonás 1:17 in RVR1960 numbering", async () => {
    const answer = [
      "Dios te ama. Jesús no vino a condenarte: “Porque Dios no envió a su Hijo al mundo para condenar al mundo, sino para que el mundo sea salvo por él” (Juan 3:17).",
      "",
      "Los apóstoles oraban juntos (Hechos 40:1).",
      "",
      "Recuerda a Jonás: “Pero Jehová tenía preparado un gran pez que tragase a Jonás; y estuvo Jonás en el vientre del pez tres días y tres noches” (Jonás 1:17).",
    ].join("\n");
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe(
      [
        `Dios te ama. Jesús no vino a condenarte: “${JN_3_17}” (Juan 3:17).`,
        "",
        "Los apóstoles oraban juntos.",
        "",
        `Recuerda a Jonás: “${JONAH_2_1}” (Jonás 2:1).`,
      ].join("\n"),
    );
    expect(citations).toEqual([
      { reference: "Juan 3:17", text: JN_3_17 },
      { reference: "Jonás 2:1", text: JONAH_2_1 },
    ]);
  });

  it("leaves a correct answer exactly as it was and lists its citations with the database text", async () => {
    const answer = `Como dice Juan 3:16: «${JN_3_16.replace(/á/g, "a")}»\n\nLee también Romanos 8:28.`;
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe(answer);
    expect(citations.map((c) => c.reference)).toEqual(["Juan 3:16", "Romanos 8:28"]);
    expect(citations[0].text).toBe(JN_3_16);
  });

  it("accepts fragments and ellipses of the real text", async () => {
    const answer = `Jesús dijo: "de tal manera amó Dios al mundo ... no se pierda, mas tenga vida eterna" (Jn 3:16).`;
    expect((await verifyCitations(answer)).text).toBe(answer);
  });

  it("replaces a misquote in a Markdown blockquote with the real text", async () => {
    const answer = "> Todo lo puedo en Cristo que me da fuerzas y me sostiene siempre.\n>\n> — Filipenses 4:13";
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe("> Todo lo puedo en Cristo que me fortalece.\n>\n> — Filipenses 4:13");
    expect(citations).toEqual([{ reference: "Filipenses 4:13", text: "Todo lo puedo en Cristo que me fortalece." }]);
  });

  it("moves a real quote to the verse it comes from when the reference is wrong", async () => {
    const answer = "Pablo escribió: “Todo lo puedo en Cristo que me fortalece” (Filipenses 4:12).";
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe("Pablo escribió: “Todo lo puedo en Cristo que me fortalece” (Filipenses 4:13).");
    expect(citations.map((c) => c.reference)).toEqual(["Filipenses 4:13"]);
  });

  it("reads a quote in RVR1960 numbering by its words (Jonás 2:1 there is 2:2 here)", async () => {
    const answer = "Entonces “oró Jonás desde el vientre del pez á Jehová su Dios” (Jonás 2:1).";
    const { text } = await verifyCitations(answer);
    expect(text).toBe("Entonces “oró Jonás desde el vientre del pez á Jehová su Dios” (Jonás 2:2).");
  });

  it("removes an invented verse attributed to a reference that does not exist", async () => {
    const answer =
      "Dios es fiel. La Biblia dice: “Dios ayuda a quien se ayuda a sí mismo” (Hechos 40:1). Confía en Él.";
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe("Dios es fiel. Confía en Él.");
    expect(citations).toEqual([]);
  });

  it("removes a blockquote it cannot trust, with its attribution", async () => {
    const answer = "Mira esto:\n\n> Dios ayuda a quien se ayuda a sí mismo siempre.\n>\n> — Judas 2:1\n\nAmén.";
    const { text } = await verifyCitations(answer);
    expect(text).toBe("Mira esto:\n\nAmén.");
  });

  it("keeps prose readable when it removes a reference that does not exist", async () => {
    expect((await verifyCitations("Como dice Judas 2:1, debemos contender por la fe.")).text).toBe(
      "Como dice Judas, debemos contender por la fe.",
    );
    expect((await verifyCitations("Lee Romanos 8:28; Juan 99:99 y Salmo 23.")).text).toBe(
      "Lee Romanos 8:28 y Salmo 23.",
    );
  });

  it("fixes a bare reference in RVR1960 numbering", async () => {
    const { text, citations } = await verifyCitations("La historia del gran pez está en Jonás 1:17.");
    expect(text).toBe("La historia del gran pez está en Jonás 2:1.");
    expect(citations).toEqual([{ reference: "Jonás 2:1", text: JONAH_2_1 }]);
  });

  it("recognises an unattributed misquote of a verse, fixes it and names it", async () => {
    const answer =
      "Recuerda: “Porque de tal manera amó Dios al mundo, que dio a su Hijo unigénito, para que todo aquel que en él cree no se pierda”.";
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe(`Recuerda: “${JN_3_16}” (Juan 3:16).`);
    expect(citations.map((c) => c.reference)).toEqual(["Juan 3:16"]);
  });

  it("leaves words being discussed and quotes that are not Scripture alone", async () => {
    const answer =
      "En 1 Corintios 13:4 la palabra “caridad” significa amor. Como dice el refrán, “más vale tarde que nunca”.";
    const { text, citations } = await verifyCitations(answer);
    expect(text).toBe(answer);
    expect(citations.map((c) => c.reference)).toEqual(["1 Corintios 13:4"]);
  });

  it("lists each cited passage once, in order of appearance", async () => {
    const { citations } = await verifyCitations("Salmo 23:1, luego Juan 3:16, otra vez Salmo 23:1 y Juan 3:16.");
    expect(citations.map((c) => c.reference)).toEqual(["Salmos 23:1", "Juan 3:16"]);
  });

  it("returns a formatted quote unchanged, for any verse (property)", async () => {
    await fc.assert(
      fc.asyncProperty(anyVerse(), async (ref) => {
        const p = (await getPassage(ref))!;
        const md = formatQuote(p);
        const out = await verifyCitations(md);
        expect(out.text).toBe(md);
        expect(out.citations).toEqual([{ reference: p.reference, text: p.text }]);
      }),
      { numRuns: 40 },
    );
  });

  it("never lets a wrong verse through: planted word changes are replaced by the real text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(anyVerse(), fc.nat(), async (ref, seed) => {
        const p = (await getPassage(ref))!;
        const words = p.text.split(" ");
        fc.pre(words.length >= 6);
        const i = seed % words.length;
        words[i] = "xyzzy";
        const { text, citations } = await verifyCitations(`Dice la Escritura: “${words.join(" ")}” (${p.reference}).`);
        // Whatever it did, every quote left in the text is real RV1909 text of the verse cited next to it.
        expect(text).not.toContain("xyzzy");
        for (const c of citations) expect((await getPassage(c.reference))?.text).toBe(c.text);
        for (const r of findReferences(text)) expect(r.exists && !r.remappedFrom).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  // Its speed is measured in bench/scripture.ts ("verify 300-word answer"), not asserted here: a timed
  // assertion fails on a loaded CI machine without telling anything about the code.
  it("leaves a correct 300-word answer unchanged, verified twice (cold and cached)", async () => {
    const answer = (await import("../fixtures/scripture-answer.ts")).CORRECT_ANSWER;
    for (let i = 0; i < 2; i++) {
      const out = await verifyCitations(answer);
      expect(out.text).toBe(answer);
      expect(out.citations).toHaveLength(6);
    }
  });
});
