import { describe, expect, it } from "vitest";
import { answerQuestion } from "../../lib/answers/index.ts";
import { withTestDb } from "../support/test-db.ts";

// What a caring pastor would cite (issue 12), seen missing in answers: remorse over one's words got a
// rebuke about the tongue (Santiago 3:5-10); "versículos para la pobreza" got the duty of giving to the
// poor, not God's provision for the one who is poor; the fear of dying got the Easter narrative; and
// someone worn out at work got "si alguno no quisiere trabajar, tampoco coma". Each with neighbours of
// the phrasing, written as people write; the first five citations are what the eval counts.

const firstFive = async (text: string) =>
  (await answerQuestion({ text })).citations.slice(0, 5).map((c) => c.reference);

describe("what a pastor cites", () => {
  withTestDb({ bible: true, env: { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined } });

  it.each([
    "me siento tan mal por lo que dije",
    "le hablé feo a mi mamá y me siento culpable",
    "me arrepiento de lo que le dije a mi esposa",
    "la regue, le dije cosas muy feas a mi amiga",
  ])("remorse over words: '%s' gets confession and reconciliation, not a rebuke of the tongue", async (q) => {
    const refs = await firstFive(q);
    expect(refs).toContain("1 Juan 1:9");
    expect(refs).toContain("Mateo 5:23-24");
    expect(refs.filter((r) => r.startsWith("Santiago 3"))).toEqual([]);
  });

  it("gossip told of others is the topic of gossip, not one's own remorse", async () => {
    const refs = await firstFive("en mi iglesia hay mucho chisme y division, que dice la biblia de los chismosos");
    expect(refs).toContain("Proverbios 16:28");
    expect(refs).not.toContain("Mateo 5:23-24");
  });

  it.each(["versículos para la pobreza", "versiculos para la pobresa", "somos muy pobres, no tenemos ni para comer"])(
    "poverty: '%s' gets God's provision, not the duty to give",
    async (q) => {
      const refs = await firstFive(q);
      expect(refs).toContain("Filipenses 4:19");
      for (const giving of ["Proverbios 19:17", "Deuteronomio 15:11", "Isaías 58:7"])
        expect(refs).not.toContain(giving);
    },
  );

  it.each(["tengo miedo de morir", "me da miedo la muerte", "le tengo miedo a la muerte, que pasa si me muero"])(
    "fear of dying: '%s' gets comfort in death, not the Easter narrative",
    async (q) => {
      const refs = await firstFive(q);
      expect(refs.slice(0, 2)).toEqual(["Juan 14:1-3", "Salmos 23:4"]);
      expect(refs.filter((r) => /^(Mateo 28|Marcos 16|Lucas 24)/.test(r))).toEqual([]);
    },
  );

  it.each([
    "tengo problemas en el trabajo",
    "mi jefe me explota",
    "odio mi trabajo",
    "versículos para el trabajo",
    "estoy muy estresada en mi chamba",
  ])("someone burdened at work: '%s' is never told 'el que no trabaja, que no coma'", async (q) => {
    const all = (await answerQuestion({ text: q })).citations.map((c) => c.reference);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((r) => /^(2 Tesalonicenses 3|Proverbios 6:(6|9|1[01]))/.test(r))).toEqual([]);
  });

  it.each(["estoy enojado con Dios porque se llevo a mi hijo", "estoy peleada con dios por lo de mi mama"])(
    "anger at God over a loved one: '%s' gets lament, not anger management",
    async (q) => {
      const refs = await firstFive(q);
      expect(refs).toContain("Salmos 13:1-6");
      expect(refs.filter((r) => /^(Santiago 1:19|Efesios 4:26|Proverbios 16:32)/.test(r))).toEqual([]);
    },
  );

  it.each(["le fui infiel a mi esposa y me arrepiento", "engañé a mi novio con otro, que hago"])(
    "one's own unfaithfulness: '%s' gets confession, not comfort for the betrayed",
    async (q) => {
      const refs = await firstFive(q);
      expect(refs).toContain("1 Juan 1:9");
      expect(refs).toContain("Salmos 51:10-12");
      expect(refs.filter((r) => r.startsWith("Salmos 55"))).toEqual([]);
    },
  );

  it("the betrayed still get comfort", async () => {
    expect(await firstFive("mi esposo me fue infiel")).toContain("Salmos 34:18");
  });

  it("'me cuesta trabajo' is effort, not a job: anxiety gets the anxiety passages", async () => {
    const refs = await firstFive("me cuesta trabajo concentrarme, tengo ansiedad");
    expect(refs).toContain("Filipenses 4:6-7");
    expect(refs.filter((r) => /^(Éxodo 18:17|Salmos 127:2|Marcos 6:31)/.test(r))).toEqual([]);
  });

  it("someone who cannot forgive an ex is not threatened with 'si no perdonáis'", async () => {
    const all = (await answerQuestion({ text: "no puedo perdonar a mi ex" })).citations.map((c) => c.reference);
    expect(all).toContain("Efesios 4:32");
    expect(all.filter((r) => /^(Mateo 6:1[45]|Marcos 11:2[56]|Mateo 18:35)/.test(r))).toEqual([]);
  });

  it("the warnings themselves are still taught when asked about", async () => {
    expect(await firstFive("¿qué dice la Biblia sobre la pereza?")).toContain("Proverbios 6:6-11");
    expect(
      (await answerQuestion({ text: "el que no trabaja que no coma, donde dice" })).citations[0]?.reference,
    ).toMatch(/^2 Tesalonicenses 3:10/);
  });
});
