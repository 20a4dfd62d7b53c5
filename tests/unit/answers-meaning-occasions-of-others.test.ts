import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// Someone asking a verse for a person they love who is leaving — for the army, to study, to work far
// away — wants a blessing, not the subject of where they go: "versículo para mi hijo que se va al
// ejército" got the ethics of war with "todos los que tomaren espada, á espada perecerán". And time
// kept with something after it is that thing's anniversary: "cumplo un año sobrio" got birthday verses.
// Written as people write, before the rules.

withBuiltinAnswererDb();

const first = (text: string) => findMeaning(text).matches[0]?.subject.id;

describe("a loved one who leaves is blessed", () => {
  it.each([
    "versículo para mi hijo que se va al ejército",
    "mi hija se va a estudiar a otro país, qué versículo le doy",
    "mi hermano se enlistó en la marina",
    "mi esposo se va a trabajar al norte, una bendición para él",
    "palabras para despedir a mi sobrino que se va a Canadá",
    "versículo para mi hijo soldado",
  ])("%s", (q) => expect(first(q)).toBe("bendicion-para-quien-se-va"));

  it("with no sword in the blessing", async () => {
    const a = await answerChecked("versículo para mi hijo que se va al ejército");
    const refs = a.citations.map((c) => c.reference);
    expect(refs).not.toContain("Mateo 26:52");
    expect(refs).toContain("Números 6:24-26");
  });

  it("a wedding is still a wedding, and war asked about is still war", () => {
    expect(first("mi hijo se va a casar")).toBe("boda");
    expect(first("¿qué dice la Biblia sobre la guerra?")).not.toBe("bendicion-para-quien-se-va");
  });
});

describe("time kept with something after it is its anniversary", () => {
  it.each([
    ["cumplo un año sobrio", "aniversario-de-sobriedad"],
    ["hoy cumplo 6 meses sin tomar", "aniversario-de-sobriedad"],
    ["cumplo 5 años sin drogas gracias a Dios", "aniversario-de-sobriedad"],
    ["cumplo un año de haber dejado el alcohol", "aniversario-de-sobriedad"],
    ["cumplo 10 años de casada", "aniversario"],
    ["cumplo 20 años en mi trabajo", "dia-de-accion-de-gracias"],
  ])("%s → %s", (q, id) => expect(first(q)).toBe(id));

  it.each(["cumplo 30 años", "mi mamá cumple 80 años de vida", "mi papá cumple 60 años en diciembre"])(
    "a birthday stays a birthday: %s",
    (q) => expect(first(q)).toBe("cumpleanos"),
  );

  it("a relapse is not celebrated", () => {
    expect(first("llevo un año sin tomar pero ayer recaí")).not.toBe("aniversario-de-sobriedad");
  });
});
