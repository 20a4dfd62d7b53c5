import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// A life told in the third person: the one who lives it is a friend, a neighbour, "una muchacha de la
// iglesia", and the writer asks how to stand by them. 'Una muchacha de la iglesia perdió su trabajo'
// got the topic of work ('si alguno no quiere trabajar, tampoco coma'); 'mi vecina está sola' got
// Éxodo 3:22 (a neighbour's jewels); 'se murió el papá de mi mejor amiga' was met with 'Siento mucho
// la muerte de tu papá'; 'mi mamá anda muy triste desde que murió mi papá' with the mother's death.

withBuiltinAnswererDb();

const ask = async (q: string) => {
  const a = await answerChecked(q);
  return { text: a.text, refs: a.citations.map((c) => c.reference) };
};

describe("a life told of someone else", () => {
  it("the death told beside a father is his, though a grieving mother is named first", async () => {
    const a = await ask("mi mamá anda muy triste desde que murió mi papá, qué versículo le mando");
    expect(a.text).toMatch(/muerte de tu papá/);
    expect(a.text).not.toMatch(/tu mamá/);
  });

  it("a woman of the church who lost her job", async () => {
    const a = await ask("una muchacha de la iglesia perdió su trabajo y tiene 3 niños");
    expect(a.refs).toContain("Filipenses 4:19");
    expect(a.refs).not.toContain("2 Tesalonicenses 3:10");
    expect(a.text).toMatch(/esa muchacha/);
  });

  it("a neighbour left alone", async () => {
    const a = await ask("mi vecina esta sola, sus hijos ni la visitan");
    expect(a.refs).toContain("Hebreos 13:5");
    expect(a.text).toMatch(/tu vecina/);
  });

  it("a friend's father who died is the friend's grief", async () => {
    const a = await ask("se murio el papa de mi mejor amiga, que le escribo");
    expect(a.text).toMatch(/tu amiga/);
    expect(a.text).not.toMatch(/muerte de tu papá/);
  });

  it("a loss a spouse shares is still the writer's", async () => {
    const a = await ask("mi esposa perdio al bebe y estamos destrozados");
    expect(a.text).not.toMatch(/tu esposa/);
  });

  it("news of a grandchild on the way is a birth", async () => {
    expect((await ask("hoy me dieron la noticia de que voy a ser abuela")).refs[0]).toBe("Salmos 127:3");
  });

  it("a birthday told with a sense of failure is met as the failure", async () => {
    expect((await ask("hoy cumplo 40 años y siento que no he logrado nada")).refs[0]).toBe("Proverbios 24:16");
  });
});
