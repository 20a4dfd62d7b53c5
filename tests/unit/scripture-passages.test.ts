import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findReferences,
  findSubjects,
  formatQuote,
  getPassage,
  getPassages,
  retrieve,
  searchVerses,
  SUBJECTS,
  BOOKS,
  verseCount,
} from "../../lib/scripture/index.ts";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";

withTestDb({ bible: true });

describe(`getPassage (${TEST_DB_KIND})`, () => {
  it("returns a verse exactly as RV1909 has it", async () => {
    const p = await getPassage("Jn 3 16");
    expect(p).toEqual({
      reference: "Juan 3:16",
      verses: [
        {
          osis: "John",
          chapter: 3,
          verse: 16,
          text: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
        },
      ],
      text: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
    });
  });
  it("returns ranges, chapters and ranges across chapters, joined with spaces", async () => {
    const love = await getPassage("1 Co 13:4–7");
    expect(love?.reference).toBe("1 Corintios 13:4-7");
    expect(love?.verses.map((v) => v.verse)).toEqual([4, 5, 6, 7]);
    expect(love?.text.startsWith("La caridad es sufrida, es benigna;")).toBe(true);
    expect(love?.text).toBe(love?.verses.map((v) => v.text).join(" "));
    const psalm = await getPassage("Salmo 23");
    expect(psalm?.verses).toHaveLength(6);
    expect(psalm?.text.startsWith("Salmo de David. JEHOVÁ es mi pastor; nada me faltará.")).toBe(true);
    const across = await getPassage("Génesis 1:31-2:3");
    expect(across?.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(["1:31", "2:1", "2:2", "2:3"]);
  });
  it("leads RVR1960 numbering to the right verse and says so in the reference", async () => {
    const fish = await getPassage("Jonás 1:17");
    expect(fish?.reference).toBe("Jonás 2:1");
    expect(fish?.text.startsWith("MAS Jehová había prevenido un gran pez que tragase á Jonás")).toBe(true);
    const grace = await getPassage("2 Corintios 13:14");
    expect(grace?.text.startsWith("La gracia del Señor Jesucristo")).toBe(true);
    const job = await getPassage("Job 38:39-41");
    expect(job?.reference).toBe("Job 39:1-3");
    expect(job?.verses[0].text.startsWith("¿CAZARÁS tú la presa para el león?")).toBe(true);
  });
  it("returns null for references that do not exist and text without one", async () => {
    expect(await getPassage("Juan 99:99")).toBeNull();
    expect(await getPassage("Judas 2:1")).toBeNull();
    expect(await getPassage("hola")).toBeNull();
  });
  it("accepts a parsed reference and fetches many in one call", async () => {
    const refs = findReferences("Romanos 8:28; Hechos 40:1; Filipenses 4:13");
    const ps = await getPassages(refs);
    expect(ps.map((p) => p?.reference ?? null)).toEqual(["Romanos 8:28", null, "Filipenses 4:13"]);
    expect((await getPassage(refs[2]))?.text).toBe("Todo lo puedo en Cristo que me fortalece.");
  });
  it("formats a Markdown quote with the reference", async () => {
    const p = await getPassage("Fil 4:13");
    expect(formatQuote(p!)).toBe("> Todo lo puedo en Cristo que me fortalece.\n>\n> — Filipenses 4:13");
  });
});

describe(`searchVerses (${TEST_DB_KIND})`, () => {
  it("ranks verses holding the rare words of the query first", async () => {
    const results = await searchVerses("caridad");
    expect(results.length).toBe(10);
    for (const r of results) expect(r.text.toLowerCase()).toContain("caridad");
    expect(results[0].verses).toHaveLength(1);
  });
  it("ignores accents and case", async () => {
    const a = await searchVerses("perdón ofensas");
    const b = await searchVerses("PERDON OFENSAS");
    expect(a.map((p) => p.reference)).toEqual(b.map((p) => p.reference));
    expect(a.length).toBeGreaterThan(0);
  });
  it("finds RV1909's old words for today's ('afán')", async () => {
    const results = await searchVerses("afán congoja", { limit: 20 });
    expect(results.map((r) => r.reference)).toContain("Mateo 6:34");
  });
  it("returns nothing for a query of stop words", async () => {
    expect(await searchVerses("¿qué dice la biblia sobre?")).toEqual([]);
  });
  it("gives the same ranking on every call (stable ties)", async () => {
    const a = await searchVerses("amor prójimo", { limit: 15 });
    const b = await searchVerses("amor prójimo", { limit: 15 });
    expect(a).toEqual(b);
  });
});

describe(`retrieve (${TEST_DB_KIND})`, () => {
  it("puts a passage named in the question first, with its exact text", async () => {
    const ps = await retrieve("¿Qué dice Romanos 8:28 sobre la ansiedad?");
    expect(ps[0].reference).toBe("Romanos 8:28");
    expect(ps.map((p) => p.reference)).toContain("Filipenses 4:6-7");
  });
  it("uses the topic index for today's words", async () => {
    const ps = await retrieve("Tengo mucha ansiedad", { limit: 4 });
    const anxiety = SUBJECTS.find((s) => s.id === "ansiedad")!.passages.map((p) => p.ref);
    expect(ps.map((p) => p.reference)).toEqual(anxiety.slice(0, 4));
    expect(ps[0].reference).toBe("Filipenses 4:6-7");
  });
  it("falls back to full-text search and never repeats a verse", async () => {
    const ps = await retrieve("Juan 3:16 y Juan 3:16-17, y el pez de Jonás en el vientre", { limit: 8 });
    const keys = ps.flatMap((p) => p.verses.map((v) => `${v.osis}${v.chapter}:${v.verse}`));
    expect(ps[0].reference).toBe("Juan 3:16");
    expect(ps.length).toBeGreaterThan(2);
    expect(new Set(keys.filter((k) => k !== "John3:16")).size).toBe(keys.filter((k) => k !== "John3:16").length);
  });
});

// The hand-written topics of the subject index (formerly lib/scripture/topics.ts).
const TOPICS = SUBJECTS.filter((s) => s.source === "curated" && s.kind !== "book");
const topIds = (q: string) => findSubjects(q).map((m) => m.subject.id);

describe("the curated topics of the subject index", () => {
  it("has at least 150 topics with unique ids, keywords and passages", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(TOPICS.length);
    for (const t of TOPICS) {
      expect(t.aliases.length, t.id).toBeGreaterThan(0);
      expect(t.passages.length, t.id).toBeGreaterThan(0);
    }
  });
  it("covers the study topics the issue names", () => {
    const names = [
      "ansiedad",
      "perdón",
      "matrimonio",
      "diezmo",
      "duelo",
      "enojo",
      "fe",
      "oración",
      "salvación",
      "Espíritu Santo",
    ];
    for (const n of names) expect(findSubjects(n).length, n).toBeGreaterThan(0);
    expect(topIds("¿Cómo manejo la ansiedad?")[0]).toBe("ansiedad");
    expect(topIds("quiero perdonar a mi hermano")[0]).toMatch(/^perdon/);
    expect(topIds("me siento muy sola")[0]).toBe("soledad");
    expect(topIds("¿Está bien dar el diezmo?")[0]).toBe("diezmo");
    expect(findSubjects("hola")).toEqual([]);
  });
  it("'¿Es pecado …?' is about the thing asked, not about sin in general", () => {
    expect(topIds("¿Es pecado tatuarse?")[0]).toBe("tatuajes");
    expect(topIds("¿Es pecado tomar alcohol?")[0]).toBe("alcohol");
    expect(topIds("¿Qué es el pecado?")[0]).toBe("pecado");
    expect(topIds("¿Es pecado?")[0]).toBe("pecado");
  });
  it("maps today's words to RV1909's older vocabulary", () => {
    const terms = TOPICS.flatMap((t) => (t.terms ?? []).map((x) => x.toLowerCase()));
    for (const old of ["afán", "congoja", "caridad"]) expect(terms).toContain(old);
  });
  it("has text in the database for every passage", async () => {
    const refs = TOPICS.flatMap((t) => t.passages.map((p) => findReferences(p.ref)[0]));
    const passages = await getPassages(refs);
    const missing = refs.filter((_, i) => !passages[i] || passages[i]!.verses.length === 0).map((r) => r.canonical);
    expect(missing).toEqual([]);
  });
});

describe("book data", () => {
  it("verse counts match data/bible/verses.tsv", () => {
    const tsv = readFileSync(path.join(__dirname, "..", "..", "data", "bible", "verses.tsv"), "utf8");
    const counts = new Map<string, number>();
    for (const line of tsv.split("\n")) {
      if (!line) continue;
      const [osis, ch, v] = line.split("\t");
      const key = `${osis} ${ch}`;
      expect(Number(v), `${key}:${v} follows the previous verse`).toBe((counts.get(key) ?? 0) + 1);
      counts.set(key, Number(v));
    }
    for (const b of BOOKS) {
      for (let c = 1; c <= b.chapters; c++)
        expect(verseCount(b.osis, c), `${b.osis} ${c}`).toBe(counts.get(`${b.osis} ${c}`));
    }
  });
});
