import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Feelings and needs shared by men and women are not answered with a passage spoken to a woman.
// Isaías 54:4-5 ("No temas, que no serás avergonzada … de la afrenta de tu viudez … tu marido es tu
// Hacedor") was the third passage for a divorce, so "¿es pecado que me vuelva a casar después de
// que mi esposa me dejó?" told a man he would not be "avergonzada" and that his husband is his Maker;
// the same verses stood in shame and singleness. (Widowhood keeps Isaías 54:5 for now: a widow asks
// for it, and the subject does not yet know who is asking — see review-findings.)

withBuiltinAnswererDb();

const SPOKEN_TO_A_WOMAN = /serás avergonzada|tu marido es tu Hacedor|afrenta de tu viudez/;

describe("a passage spoken to a woman is not given to anyone who asks", () => {
  it.each([
    "mi esposa me dejó y estoy destrozado",
    "¿es pecado que me vuelva a casar después de que mi esposa me dejó?",
    "me divorcié y siento que fracasé",
    "me da mucha vergüenza lo que hice",
    "¿qué dice la Biblia de la soltería?",
  ])("%s", async (q) => {
    const a = await answerChecked(q);
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.text).not.toMatch(SPOKEN_TO_A_WOMAN);
  });
});

// A daughter's death was named as a son's: "no entiendo por qué murió mi hija tan joven" got
// "Lamento con todo el corazón la muerte de tu hijo." and the prayer "guarda a mi hijo"; a sick girl's
// parent prayed "pongo a mi hijo en tus manos".
describe("a daughter is not named a son", () => {
  it.each(["no entiendo por qué murió mi hija tan joven", "Mi niña está en el hospital con leucemia, oren por ella"])(
    "%s",
    async (q) => {
      const a = await answerChecked(q);
      expect(a.citations.length).toBeGreaterThan(0);
      expect(a.text).not.toMatch(/tu hijo\.|a mi hijo/);
    },
  );
});
