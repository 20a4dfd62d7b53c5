import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cautionVerseIds,
  findReferences,
  findSubjects,
  isCautionPassage,
  subjectById,
  SUBJECTS,
  subjectsForChapter,
  type SubjectKind,
} from "../../lib/scripture/index.ts";
import { spanOf, verseIdsOf } from "../../lib/scripture/subjects/index.ts";
import { osisToReference } from "../../lib/scripture/subjects/osis.ts";

const root = path.join(__dirname, "..", "..");
const json = <T>(p: string): T => JSON.parse(readFileSync(path.join(root, p), "utf8")) as T;
const ids = (q: string, opts?: { kinds?: SubjectKind[] }) => findSubjects(q, opts).map((m) => m.subject.id);

describe("the subject index: data", () => {
  it("has unique ids, a Spanish name, at least one passage and valid related ids", () => {
    expect(new Set(SUBJECTS.map((s) => s.id)).size).toBe(SUBJECTS.length);
    for (const s of SUBJECTS) {
      expect(s.name.trim(), s.id).not.toBe("");
      expect(s.passages.length, s.id).toBeGreaterThan(0);
      for (const r of s.related ?? []) expect(subjectById(r), `${s.id} → ${r}`).toBeDefined();
      const weights = s.passages.map((p) => p.weight);
      expect(weights, `${s.id}: best first`).toEqual([...weights].sort((a, b) => b - a));
    }
  });

  it("every passage and list item exists in this Bible and reads back to itself", () => {
    const bad: string[] = [];
    const check = (id: string, ref: string) => {
      const r = findReferences(ref);
      if (r.length !== 1 || !r[0].exists || r[0].canonical !== ref || r[0].raw !== ref || r[0].remappedFrom)
        bad.push(`${id}: ${ref}`);
      const span = spanOf(ref);
      if (!span || verseIdsOf(span).length === 0) bad.push(`${id}: ${ref} (no verses)`);
    };
    for (const s of SUBJECTS) {
      for (const p of s.passages) check(s.id, p.ref);
      for (const item of s.items ?? []) check(s.id, item.ref);
    }
    expect(bad).toEqual([]);
  });

  it("every moral question written by hand opens with a framing sentence", () => {
    // "¿Es pecado tomar alcohol?" is answered with what the Bible allows and what it warns against
    // before the passages, not with Proverbios 23 alone.
    const moral = SUBJECTS.filter((s) => s.kind === "ethical" && s.source === "curated");
    expect(moral.filter((s) => !s.summary).map((s) => s.id)).toEqual([]);
  });

  it("lists give every item with its own reference", () => {
    for (const s of SUBJECTS.filter((x) => x.kind === "list")) {
      expect(s.items?.length, s.id).toBeGreaterThan(1);
    }
  });
});

describe("the subject index: Nave's Topical Bible", () => {
  const report = json<{
    entries: number;
    references: number;
    mapped: number;
    wholeChapter: number;
    throughNumberingTable: number;
    dropped: Record<string, number>;
    droppedExamples: Record<string, string[]>;
  }>("data/naves/report.json");
  const entries = json<{ name: string; sections: { refs: string[] }[] }[]>("data/naves/entries.json");

  it("the export holds every entry and reference of the module", () => {
    expect(entries.length).toBe(5322);
    expect(entries.reduce((n, e) => n + e.sections.reduce((k, s) => k + s.refs.length, 0), 0)).toBe(77935);
    expect(report.references).toBe(77935);
  });

  it("accounts for every reference: mapped, or dropped with a reason", () => {
    const dropped = Object.values(report.dropped).reduce((a, b) => a + b, 0);
    expect(report.mapped + dropped).toBe(report.references);
    // Apocryphal books (the Prayer of Azariah, Wisdom) and chapters that do not exist (Col.8.16).
    expect(report.droppedExamples["apocryphal book"]).toContain("PrAzar.1.2");
    expect(report.droppedExamples["no such chapter"]).toContain("Col.8.16");
    expect(report.wholeChapter).toBeGreaterThan(2000);
    // Verses empty in this module (KJV numbering) are moved through the table, or dropped as wrong.
    const slots = report as unknown as { emptySlotReferences: number; emptySlotReferencesMapped: number };
    expect(slots.emptySlotReferencesMapped).toBeGreaterThan(30);
    expect(slots.emptySlotReferences - slots.emptySlotReferencesMapped).toBeLessThanOrEqual(
      report.dropped["no such chapter"] + report.dropped["no such verse"],
    );
    expect(report.throughNumberingTable).toBeGreaterThan(500);
  });

  it("maps KJV numbering through the RVR1909 table, and says why a reference cannot be used", () => {
    expect(osisToReference("John.3.16")).toEqual({ ref: "Juan 3:16", chapterOnly: false, shifted: false });
    // Shifted chapters: KJV Job 40:15-24 (behemoth) is here 40:10-19; Jonah 1:17 (the fish) is 2:1.
    expect(osisToReference("Job.40.15-Job.40.24")).toMatchObject({ ref: "Job 40:10-19", shifted: true });
    expect(osisToReference("Jonah.1.17")).toMatchObject({ ref: "Jonás 2:1", shifted: true });
    // A slot empty in this module (2 Cor 13:14, the grace) is read where the text has it.
    expect(osisToReference("2Cor.13.14")).toMatchObject({ ref: "2 Corintios 13:13" });
    expect(osisToReference("1Sam.31")).toEqual({ ref: "1 Samuel 31", chapterOnly: true, shifted: false });
    expect(osisToReference("Col.8.16")).toEqual({ drop: "no such chapter" });
    expect(osisToReference("PrAzar.1.2")).toEqual({ drop: "apocryphal book" });
    expect(osisToReference("Wis.2")).toEqual({ drop: "apocryphal book" });
    const refs = new Set(SUBJECTS.flatMap((s) => s.passages.map((p) => p.ref)));
    expect(refs.has("Jonás 1:17")).toBe(false);
    expect(refs.has("2 Corintios 13:14")).toBe(false);
  });

  it("names people and places as RV1909 spells them, in today's spelling", () => {
    const byName = (name: string) => SUBJECTS.find((s) => s.source === "naves" && s.name === name);
    expect(byName("Nabucodonosor")?.kind).toBe("person");
    expect(byName("Gamaliel")?.passages[0].ref).toMatch(/^Hechos 5/);
    expect(byName("Betsaida")?.aliases).toContain("Bethsaida");
    // A name that is also an ordinary word would capture ordinary questions.
    expect(ids("mira lo que me pasó")).not.toContain("mira");
  });
});

describe("findSubjects", () => {
  it("finds what a question is about, accent- and case-insensitive", () => {
    expect(ids("¿Cómo manejo la ANSIEDAD?")[0]).toBe("ansiedad");
    expect(ids("como manejo la ansiedad")[0]).toBe("ansiedad");
    expect(ids("¿Qué dice la Biblia sobre la oración?")[0]).toBe("oracion");
  });

  it("on a tie over the same words, the subject they name beats one that lists them among many", () => {
    expect(ids("¿qué versículo hay para el cansancio?")[0]).toBe("cansancio");
    expect(ids("algo de la biblia para un funeral")[0]).toBe("funeral");
    expect(ids("pasajes de esperar en dios")[0]).toBe("esperar-en-dios");
  });

  it("weighs common words little: 'solo' does not mean loneliness", () => {
    const m = findSubjects("Solo quiero saber qué dice Juan sobre el amor");
    expect(m[0]?.subject.id).not.toBe("soledad");
    const lonely = findSubjects("me siento muy sola");
    expect(lonely[0].subject.id).toBe("soledad");
  });

  it("a rare multi-word phrase beats one common word, and scores higher", () => {
    const [phrase] = findSubjects("me siento muy sola");
    const [word] = findSubjects("¿se puede estar solo?");
    expect(phrase.score).toBeGreaterThan(word?.score ?? 0);
  });

  it("tolerates plurals and a one-letter typo in a long word", () => {
    expect(ids("versículos sobre las oraciones")[0]).toBe("oracion");
    expect(ids("tengo mucha ansiedda")[0]).toBe("ansiedad");
    expect(ids("arrepentimeinto")).toContain("arrepentimiento");
  });

  it("filters by kind and limits", () => {
    const people = findSubjects("Moisés y Aarón en Egipto", { kinds: ["person"] });
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((m) => m.subject.kind === "person")).toBe(true);
    expect(findSubjects("Moisés y Aarón en Egipto", { limit: 1 })).toHaveLength(1);
  });

  it("scores are between 0 and 1, best first, with the alias that matched", () => {
    const m = findSubjects("¿Qué dice la Biblia sobre el perdón y la gracia?");
    expect(m.length).toBeGreaterThan(1);
    for (const x of m) (expect(x.score).toBeGreaterThan(0), expect(x.score).toBeLessThanOrEqual(1));
    expect(m.map((x) => x.score)).toEqual([...m.map((x) => x.score)].sort((a, b) => b - a));
    expect(m[0].matched).toBeTruthy();
  });

  it("finds nothing in small talk", () => {
    expect(findSubjects("hola")).toEqual([]);
    expect(findSubjects("")).toEqual([]);
    expect(findSubjects("¿?")).toEqual([]);
  });
});

describe("findSubjects: stories, lists, occasions and needs", () => {
  it("an event question finds the event, not the person: '¿Cómo murió Saúl?' → 1 Samuel 31", () => {
    const [m] = findSubjects("¿Cómo murió Saúl?");
    expect(m.subject.id).toBe("muerte-de-saul");
    expect(m.subject.kind).toBe("story");
    expect(m.subject.passages[0].ref).toBe("1 Samuel 31:1-13");
    expect(m.subject.summary).toMatch(/Saúl/);
    expect(ids("como murio saul")[0]).toBe("muerte-de-saul");
  });

  it("lists carry every item with its reference", () => {
    const list = (q: string) => findSubjects(q, { kinds: ["list"] })[0]?.subject;
    const commandments = list("¿Cuáles son los diez mandamientos?");
    expect(commandments?.items?.map((i) => i.ref)).toEqual([
      "Éxodo 20:3",
      "Éxodo 20:4-6",
      "Éxodo 20:7",
      "Éxodo 20:8-11",
      "Éxodo 20:12",
      "Éxodo 20:13",
      "Éxodo 20:14",
      "Éxodo 20:15",
      "Éxodo 20:16",
      "Éxodo 20:17",
    ]);
    expect(list("las bienaventuranzas")?.items).toHaveLength(9);
    expect(list("los doce apóstoles")?.items).toHaveLength(12);
    expect(list("el fruto del Espíritu")?.items).toHaveLength(9);
    expect(list("las siete iglesias del Apocalipsis")?.items).toHaveLength(7);
    expect(list("las plagas de Egipto")?.items).toHaveLength(10);
    expect(list("las doce tribus de Israel")?.items).toHaveLength(12);
    const gifts = list("¿cuáles son los dones del Espíritu?");
    expect(gifts?.items?.some((i) => i.ref.startsWith("1 Corintios 12:"))).toBe(true);
    expect(gifts?.items?.some((i) => i.ref.startsWith("Romanos 12:"))).toBe(true);
  });

  it("occasions and needs, as people write them", () => {
    expect(ids("versículos para un cumpleaños")[0]).toBe("cumpleanos");
    expect(ids("algo para leer en un velorio")[0]).toBe("funeral");
    expect(ids("me voy a casar")[0]).toBe("boda");
    expect(ids("nació mi bebé")[0]).toBe("nuevo-bebe");
    expect(ids("feliz día de las madres")[0]).toBe("dia-de-las-madres");
    expect(ids("Dios ya no escucha mis oraciones")[0]).toBe("silencio-de-dios");
    expect(ids("¿Es pecado apostar en la lotería?")[0]).toBe("juegos-de-azar");
  });

  it("typos are corrected only where safe: a verb ending is not a typo", () => {
    // "hablan" is one letter from "hablar", but it is an inflection, not a misspelling.
    expect(ids("mis hijos no me hablan y me siento solo")[0]).toBe("soledad");
  });
});

describe("subjectsForChapter", () => {
  it("gives the subjects with a passage in a chapter, most specific first", () => {
    const john3 = subjectsForChapter("John", 3).map((s) => s.id);
    expect(john3).toContain("nuevo-nacimiento");
    expect(subjectsForChapter("Phil", 4).map((s) => s.id)).toContain("ansiedad");
    // The death of Saul: a subject that cites a few verses of 1 Samuel 31 comes before whole lives.
    const sam31 = subjectsForChapter("1Sam", 31);
    expect(sam31.length).toBeGreaterThan(0);
    expect(subjectsForChapter("Nope", 1)).toEqual([]);
    expect(subjectsForChapter("John", 3).some((s) => s.kind === "book")).toBe(false);
  });
});

describe("the index as a whole", () => {
  it("has at least 1,500 subjects with Spanish names, covering every kind", () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(1500);
    const kinds = new Set(SUBJECTS.map((s) => s.kind));
    for (const k of ["topic", "feeling", "occasion", "story", "list", "person", "place", "ethical", "book"] as const)
      expect(kinds.has(k), k).toBe(true);
    // Stories tell what happened; lists are complete.
    for (const s of SUBJECTS.filter((x) => x.kind === "story" && x.source === "curated"))
      expect(s.summary, s.id).toBeTruthy();
  });
});

describe("caution passages", () => {
  it("are derived from subjects marked with a caution", () => {
    const marked = SUBJECTS.filter((s) => s.caution);
    expect(marked.length).toBeGreaterThan(0);
    const set = cautionVerseIds();
    for (const s of marked) for (const p of s.passages) expect(isCautionPassage(p.ref), `${s.id}: ${p.ref}`).toBe(true);
    expect(set.size).toBeGreaterThan(0);
  });

  it("never cover a passage of the pastoral, feeling or occasion subjects", () => {
    const comforting = SUBJECTS.filter(
      (s) => s.source === "curated" && (s.kind === "feeling" || s.kind === "occasion") && !s.caution,
    );
    const clash = comforting.flatMap((s) =>
      s.passages.filter((p) => isCautionPassage(p.ref)).map((p) => `${s.id}: ${p.ref}`),
    );
    expect(clash).toEqual([]);
    expect(isCautionPassage("Juan 3:16")).toBe(false);
    // The death of Egypt's firstborn is a judgment narrative; the shepherd psalm is not.
    expect(isCautionPassage("Éxodo 12:29")).toBe(true);
    expect(isCautionPassage("1 Samuel 31:4")).toBe(true);
    expect(isCautionPassage("Salmos 23")).toBe(false);
  });
});
