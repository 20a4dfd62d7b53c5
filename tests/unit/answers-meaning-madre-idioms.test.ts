import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// "Estoy hasta la madre", "me vale madre", "me partieron la madre": idioms of being fed up, of not
// caring, of a beating, with no mother in them. "Estoy hasta la madre de todo" found only the subject
// *La madre*, and "estoy hasta la madre de mi trabajo" was answered with the work ethic, 2
// Tesalonicenses 3:10 ("si alguno no quisiere trabajar, tampoco coma"). Fed up with someone is a
// quarrel with them, not tiredness: "estoy harto de mi esposo" was told to rest.

withBuiltinAnswererDb();

const ids = (text: string) => findMeaning(text).matches.map((m) => m.subject.id);
const MOTHER = /madre/;

describe("idioms of 'madre' name no mother", () => {
  it.each([
    "estoy hasta la madre de todo",
    "ya estoy hasta la madre, nada me sale bien",
    "mi suegra me trae hasta la madre",
    "me vale madre lo que digan",
    "me partieron la madre en la escuela",
  ])("%s", (text) => {
    expect(findMeaning(text).concepts.has("madre")).toBe(false);
    expect(ids(text).filter((id) => MOTHER.test(id))).toEqual([]);
  });

  it.each([
    ["estoy hasta la madre de todo", "cansancio"],
    ["estoy hasta el gorro de todo", "cansancio"],
    ["estoy hasta la madre de mi trabajo", "agotamiento-laboral"],
  ])("fed up is worn out: %s", (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ["estoy harto de mi esposo", "conflictos-en-el-matrimonio"],
    ["estoy hasta la coronilla de mi marido", "conflictos-en-el-matrimonio"],
    ["mi suegra me tiene harta", "conflicto-familiar"],
  ])("fed up with someone is a quarrel with them: %s", (text, id) => {
    expect(ids(text)[0]).toBe(id);
  });

  it("a mother is still a mother", () => {
    expect(findMeaning("murió mi madre").matches[0]?.subject.id).toBe("duelo-por-una-madre");
    expect(findMeaning("mi madre está hasta el cuello de deudas").concepts.has("madre")).toBe(true);
  });

  it("someone fed up with work is not told to work harder", async () => {
    const a = await answerChecked("estoy hasta la madre de mi trabajo");
    expect(a.citations.map((c) => c.reference)).not.toContain("2 Tesalonicenses 3:10");
    expect(a.text).toMatch(/descanso/);
  });
});
