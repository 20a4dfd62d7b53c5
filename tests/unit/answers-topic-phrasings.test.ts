import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

const firstFive = async (q: string) => (await answerChecked(q)).citations.slice(0, 5).map((c) => c.reference);

// A doctrine is often asked with a verb and a name, not by its own name: "¿cuándo vuelve Cristo?" is
// the second coming, "¿por qué murió Jesús?" the meaning of the cross.
describe("built-in answers: a subject said with a verb, as people ask it", () => {
  it.each([
    ["¿y cuándo va a volver cristo según la biblia?", "1 Tesalonicenses 4:16-17"],
    ["¿por qué murió Jesús por nosotros?", "Isaías 53:4-6"],
    ["¿cómo estar contento con lo que uno tiene?", "Filipenses 4:11-13"],
    ["¿hay que obedecer a los papás aunque uno ya sea grande?", "Efesios 6:1-3"],
    ["¿quién creó el mundo?", "Génesis 1:1"],
  ])("%s", async (q, ref) => {
    expect(await firstFive(q)).toContain(ref);
  });

  it("reads the last judgment as a doctrine, not a lawsuit, and chat shorthand as the words it stands for", async () => {
    expect(await firstFive("¿qué va a pasar en el juicio final?")).toContain("Apocalipsis 20:11-12");
    expect((await firstFive("xq sufren los buenos")).some((r) => r.startsWith("Job "))).toBe(true);
  });

  it("ranks the passages a pastor cites first on humility, work, the Holy Spirit and prayer", async () => {
    expect(await firstFive("¿qué enseña la biblia de ser humilde?")).toContain("Santiago 4:10");
    expect(await firstFive("¿qué dice la biblia de trabajar?")).toContain("2 Tesalonicenses 3:10");
    expect(await firstFive("¿qué hace el espíritu santo en un creyente?")).toContain("Juan 16:13");
    expect(await firstFive("¿qué enseña la biblia sobre la oración?")).toContain("Mateo 6:6");
  });
});

describe("built-in answers: a moral question named in a phrase outranks a feeling inferred from one of its words", () => {
  it("answers suing a brother in the faith with 1 Corintios 6, not comfort for legal trouble", async () => {
    const refs = await firstFive("¿está bien demandar a un hermano de la iglesia que nunca me pagó?");
    expect(refs.some((r) => r.startsWith("1 Corintios 6:1"))).toBe(true);
  });
});

describe("built-in answers: a question about what is right or true is not taken for a feeling, feast or story one of its words names", () => {
  it("answers a moral question told from one's own life with the teaching it names, not the doubt its words suggest", async () => {
    // "no puedo creer" is also how doubt is told; the question asks whether church can be skipped.
    const refs = await firstFive("no puedo creer en dios desde mi casa? es pecado no ir a la iglesia");
    expect(refs).toContain("Hebreos 10:24-25");
  });

  it("reads a teaching word met by a story in two of its words as the teaching", async () => {
    // "consejo" + "ancianos" also tell of Rehoboam, who scorned the old men's counsel (1 Reyes 12).
    const refs = await firstFive("es bueno pedir consejo a los ancianos de la iglesia");
    expect(refs.some((r) => r.startsWith("1 Reyes 12"))).toBe(false);
  });
});

describe("built-in answers: a vice or virtue said as an adjective is its subject", () => {
  it.each([
    ["que dice la biblia de las personas vengativas", "Romanos 12:17-21"],
    ["como ser mas obediente a dios", "1 Samuel 15:22"],
    ["es pecado ser mentiroso", "Efesios 4:25"],
    ["que dice la biblia de ser misericordioso", "Mateo 5:7"],
  ])("%s", async (q, ref) => {
    expect(await firstFive(q)).toContain(ref);
  });

  it("does not read a conjugated verb as the noun of its root", async () => {
    // "necesito" is not "the needy", "pensamos" not "thoughts".
    expect(await firstFive("Necesito versículos de esperanza")).toContain("Romanos 15:13");
  });
});

describe("built-in answers: a moral question is framed before its passages", () => {
  it("says what the Bible allows and warns against on alcohol, not only the warnings", async () => {
    const a = await answerChecked("¿es pecado tomar alcohol?");
    expect(a.text).toMatch(/no prohíbe el vino/);
    expect(a.text).toMatch(/borrachera/);
  });
});

describe("built-in answers: the act a moral question asks about is said right after its frame", () => {
  it.each([
    // "fiesta" named dancing and parties; "jefe" work.
    ["esta bien mentirle a mi mama para ir a una fiesta", "Efesios 4:25"],
    ["¿Es pecado robarle a mi jefe si me paga poco?", "Efesios 4:28"],
  ])("%s", async (q, ref) => {
    expect(await firstFive(q)).toContain(ref);
  });
});

describe("built-in answers: a moral question ranked by hand outranks Nave's entry on the same words", () => {
  it("answers drunkenness with the hand-written passages, not Elí taking Ana for drunk", async () => {
    const refs = await firstFive("los borrachos van al cielo?");
    expect(refs).toContain("Efesios 5:18");
    expect(refs).not.toContain("1 Samuel 1:14");
  });
});
