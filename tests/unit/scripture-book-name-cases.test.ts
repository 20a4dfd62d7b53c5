// References as people really type them (issue 18): the whole of bible-passage-reference-parser's
// Spanish book-name cases (tests/fixtures/bcv-es, MIT, see its README), a corpus of ordinary
// sentences that must yield no reference at all, ambiguous names and deuterocanonical books.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findReferences, readReferences } from "../../lib/scripture/index.ts";
import { bookPatternsFromLibrary } from "../../scripts/lib/book-patterns-from-library.ts";
import generated from "../../data/bcv-es/book-patterns.json";

const fixtures = path.join(__dirname, "..", "fixtures");

/** [text, OSIS book, chapter, verse] for every line of the cases file. */
export function bookNameCases(): [string, string, number, number][] {
  return readFileSync(path.join(fixtures, "bcv-es", "book-name-cases.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [text, osis] = line.split("\t");
      const [book, chapter, verse] = osis.split(".");
      return [text, book, Number(chapter), Number(verse)];
    });
}

const FALSE = readFileSync(path.join(fixtures, "false-references.es.txt"), "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"));

describe("the book-name cases of bible-passage-reference-parser (whole file)", () => {
  const cases = bookNameCases();

  it("reads at least 97% of the 2,500 forms as the verse they mean", () => {
    const missed = cases.filter(([text, osis, chapter, verse]) => {
      const refs = findReferences(text);
      return !(
        refs.length === 1 &&
        refs[0].bookOsis === osis &&
        refs[0].startChapter === chapter &&
        refs[0].startVerse === verse &&
        refs[0].exists
      );
    });
    const share = (cases.length - missed.length) / cases.length;
    console.log(`book-name cases: ${cases.length - missed.length}/${cases.length} read (${(share * 100).toFixed(1)}%)`);
    expect(cases.length).toBe(2500);
    expect(share, `missed: ${missed.map((c) => c[0]).join(", ")}`).toBeGreaterThanOrEqual(0.97);
  });

  it("the generated name table is what the installed library publishes", async () => {
    expect(await bookPatternsFromLibrary()).toEqual(generated);
  });
});

describe("false references", () => {
  it("a corpus of at least 300 ordinary sentences, with numbers and names, yields no reference at all", () => {
    expect(FALSE.length).toBeGreaterThanOrEqual(300);
    const found = FALSE.flatMap((line) => {
      const { references, deuterocanonical } = readReferences(line);
      return [...references.map((r) => r.raw), ...deuterocanonical.map((d) => d.raw)].map((raw) => `${line} → ${raw}`);
    });
    console.log(`false-reference corpus: ${FALSE.length} sentences, ${found.length} references`);
    expect(found).toEqual([]);
  });

  it.each([
    ["Ros 3", "Romanos 3"],
    ["Ma 3:1", "Mateo 3:1"],
    ["St 1:5", "Santiago 1:5"],
    ["Can 2:4", "Cantares 2:4"],
  ])("'%s' is a book with a chapter after it", (text, canonical) => {
    expect(findReferences(text).map((r) => r.canonical)).toEqual([canonical]);
  });

  it.each(["Rosa 3", "Mamá 3:1", "Store 1:5", "Canto 2:4", "Cancun 3", "La Ros", "Ma", "St", "Can"])(
    "'%s': never inside a word, never without a chapter",
    (text) => {
      expect(findReferences(text)).toEqual([]);
    },
  );
});

describe("short forms typed in lower case", () => {
  it.each([
    ["mal 3:10", "Malaquías 3:10"],
    ["ex 14:14", "Éxodo 14:14"],
    ["mar 16:15", "Marcos 16:15"],
    ["os 6:6", "Oseas 6:6"],
    ["gen 1:1", "Génesis 1:1"],
    ["col 3:23", "Colosenses 3:23"],
    ["dan 3:17", "Daniel 3:17"],
    ["pro 3:5", "Proverbios 3:5"],
    ["mi 6:8", "Miqueas 6:8"],
    ["he 11:1", "Hebreos 11:1"],
    ["am 5:24", "Amós 5:24"],
  ])("'%s' with a written verse → %s", (text, canonical) => {
    expect(findReferences(text).map((r) => r.canonical)).toEqual([canonical]);
  });

  it.each(["mal 3", "la 1:30", "es 3:16 veces", "mi 2:30 pm", "me fue mal 3 veces"])(
    "'%s' is not a reference",
    (text) => {
      expect(findReferences(text)).toEqual([]);
    },
  );
});

describe("our layer around the library's names", () => {
  it.each([
    ["Jn 3:16", "Juan 3:16"],
    ["Jn 3,16", "Juan 3:16"],
    ["Primera de Juan 1:9", "1 Juan 1:9"],
    ["Primero San Juan 1:9", "1 Juan 1:9"],
    ["1.º Corintios 13:4", "1 Corintios 13:4"],
    ["Proberbios 3:5-6", "Proverbios 3:5-6"],
    ["Romano 8 del 28 al 30", "Romanos 8:28-30"],
    ["jaun capitulo 3 versiculo 16", "Juan 3:16"],
    ["Deuteronmio 6:4–9", "Deuteronomio 6:4-9"],
    ["1 Sm 17", "1 Samuel 17"],
    ["ECLESIASTES 3", "Eclesiastés 3"],
    ["Jonas 1:17", "Jonás 2:1"],
  ])("'%s' → %s", (text, canonical) => {
    expect(findReferences(text).map((r) => r.canonical)).toEqual([canonical]);
  });

  it("raw and index point at the name itself, without 'San' or 'Los'", () => {
    const text = "Lee Los Hechos 2:38 y San Juan 3:16";
    expect(findReferences(text).map((r) => [r.raw, r.index])).toEqual([
      ["Hechos 2:38", 8],
      ["Juan 3:16", 26],
    ]);
  });
});

describe("ambiguous names", () => {
  it("'Ma 3:1' reads as Mateo and says it could be Marcos or Malaquías", () => {
    const [ref] = findReferences("Ma 3:1");
    expect(ref.canonical).toBe("Mateo 3:1");
    expect(ref.alternatives).toEqual(["Marcos 3:1", "Malaquías 3:1"]);
  });
  it("a bare 'Jue 3' is Jueces 3 but could be Judas; 'Jue 6:12' has only one reading", () => {
    expect(findReferences("Jue 3")[0]).toMatchObject({ canonical: "Jueces 3", alternatives: ["Judas 1:3"] });
    expect(findReferences("Jue 6:12")[0].alternatives).toBeUndefined();
  });
  it("an ambiguous name reads as the first of its books where the verse exists: 'Jo 42:1' is Job, 'Ju 3:16' Jueces", () => {
    expect(findReferences("Jo 42:1").map((r) => [r.canonical, r.alternatives])).toEqual([["Job 42:1", undefined]]);
    expect(findReferences("Jo 3:16")[0]).toMatchObject({
      canonical: "Job 3:16",
      alternatives: ["Josué 3:16", "Joel 3:16", "Juan 3:16"],
    });
    expect(findReferences("Ju 3:16").map((r) => r.canonical)).toEqual(["Jueces 3:16"]);
  });
  it("'Ju 3:16' and 'Jo 3:16' ask whether Juan was meant: it is what most people typing them mean", () => {
    expect(findReferences("Ju 3:16")[0].alternatives).toEqual(["Juan 3:16"]);
    expect(findReferences("Jo 3:16")[0].alternatives).toContain("Juan 3:16");
  });
  it("'Jn' is Juan, with nothing to ask", () => {
    expect(findReferences("Jn 3:16")[0].alternatives).toBeUndefined();
  });
});

describe("deuterocanonical books", () => {
  it.each([
    ["Tobías 3:1", "Tobías"],
    ["Judit 8", "Judit"],
    ["Sabiduría 7:7", "Sabiduría"],
    ["Eclesiástico 3:1", "Eclesiástico"],
    ["Sirácide 2:1", "Eclesiástico"],
    ["Baruc 1", "Baruc"],
    ["1 Macabeos 2:3", "1 Macabeos"],
    ["2 Mac 7", "2 Macabeos"],
  ])("'%s' is recognised as %s and is not a reference to this Bible", (text, name) => {
    const { references, deuterocanonical } = readReferences(text);
    expect(references).toEqual([]);
    expect(deuterocanonical.map((d) => d.name)).toEqual([name]);
  });
});
