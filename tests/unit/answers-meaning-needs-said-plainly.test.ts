import { describe, expect, it } from "vitest";
import { findMeaning } from "../../lib/scripture/index.ts";

// Needs and occasions as people say them in Mexican Spanish, beyond the words of the subject's name:
// God felt far away, a child presented as "ours", the year greeted by its number, a surgery told in the
// third person, debt told by what is owed, and someone else leaving for another city.

const firstOf = (text: string) => findMeaning(text).matches[0]?.subject.id;
const all = (text: string) => findMeaning(text).matches.map((m) => m.subject.id);

describe("needs said plainly", () => {
  it.each([
    ["últimamente siento que Dios está muy lejos de mí", "lejos-de-dios"],
    ["ya no tengo ganas de orar ni de ir al culto", "lejos-de-dios"],
    ["el domingo vamos a presentar a nuestra niña al Señor", "presentacion-de-un-nino"],
    ["feliz año nuevo hermanos, algo para comenzar el 2031", "ano-nuevo"],
    ["el jueves se opera mi mamá de la rodilla, un versículo de ánimo", "cirugia"],
    ["mi mejor amiga se va a vivir a otra ciudad, qué versículo le regalo", "bendicion-para-quien-se-va"],
  ])("%s", (text, id) => {
    expect(firstOf(text)).toBe(id);
  });

  it("debt told by what is owed is debt", () => {
    expect(all("debo mucho en las tarjetas y ya no sé qué hacer")).toContain("deudas");
  });

  it("'sin embargo' is no seizure of goods", () => {
    expect(all("quiero leer algo en Navidad, sin embargo no sé qué")).not.toContain("deudas");
  });
});
