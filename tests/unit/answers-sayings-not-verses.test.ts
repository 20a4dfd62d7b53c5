import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findVerses } from "../../lib/scripture/index.ts";

withBuiltinAnswererDb();

// Never tell a person that a popular saying is in the Bible. Sayings Mexicans often take for Scripture
// are named as such (content/sayings.ts); any other phrase a verse holds only through one shared verb
// ("ayúdate … te ayudo" and 2 Samuel 10:11's "tú me ayudarás") is offered as the closest passage, never
// as "Esas palabras están en …".

describe("a phrase one verb long is not found in a verse that shares the verb", () => {
  it("the verse finder counts one word said twice as one", async () => {
    const [best] = await findVerses("ayúdate que yo te ayudo");
    expect(best.stems).toBe(1);
    const [real] = await findVerses("no temas porque yo estoy contigo");
    expect(real.stems).toBeGreaterThanOrEqual(2);
  });

  it("says it did not find the words, and offers the closest passage", async () => {
    const a = await answerChecked("dónde dice ayúdate, que yo te ayudo");
    expect(a.text).not.toMatch(/Esas palabras (están|aparecen)/);
    expect(a.text).toMatch(/No encontré esas palabras/);
  });

  it.each([
    ["donde dice que los que esperan en jehova tendran nuevas fuerzas", "Isaías 40:31"],
    ["me acuerdo de un versículo: no temas porque yo estoy contigo, ¿dónde está?", "Isaías 41:10"],
  ])("a real verse in today's words is still found: %s", async (q, ref) => {
    const a = await answerChecked(q);
    expect(a.text).toMatch(/Esas palabras (están|aparecen)/);
    expect(a.citations.map((c) => c.reference)).toContain(ref);
  });
});

describe("sayings taken for Scripture are named as not being in the Bible", () => {
  it.each([
    ["¿es bíblico eso de ayúdate que yo te ayudaré?", "Dios ayuda a quien se ayuda"],
    ["mi abuela dice que Dios aprieta pero no ahoga, ¿es versículo?", "Dios aprieta pero no ahorca"],
    ["¿en qué libro dice a Dios orando y con el mazo dando?", "A Dios rogando y con el mazo dando"],
    ["dónde está el versículo de Dios no nos da cargas que no podamos llevar", "1 Corintios 10:13"],
  ])("%s", async (q, named) => {
    const a = await answerChecked(q);
    expect(a.text).toMatch(/no está en la Biblia/);
    expect(a.text).toContain(named);
  });

  it("a misquote is named as the misquote, and the verse is quoted as it reads", async () => {
    const a = await answerChecked("¿qué versículo dice que el dinero es la raíz de todo lo malo?");
    expect(a.text).toMatch(/\*El dinero es la raíz de todos los males\* no está en la Biblia/);
    expect(a.text).toMatch(/el amor/);
    expect(a.citations.map((c) => c.reference)).toContain("1 Timoteo 6:10");
  });
});
