import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// "Muerto de cansancio", "me muero de nervios": in Mexican Spanish dying of a state says how much of
// it there is, not that anyone died. Read as death, "estoy muerta de preocupación por mi hijo" was
// answered "Lamento con todo el corazón la muerte de tu hijo", and "estoy muerta de cansancio,
// versículo para animarme" with funeral passages ("Lamento mucho la pérdida").

withBuiltinAnswererDb();

const GRIEF = /(duelo|funeral|perdida|viudez|luto)/;

describe("dying of a state is the state, not a death", () => {
  it.each([
    "estoy muerta de preocupación por mi hijo",
    "estoy muerto de cansancio",
    "estoy muerta de cansancio, versículo para animarme",
    "me muero de nervios por mi examen",
    "estoy muerto de miedo por la cirugía",
    "me estoy muriendo de la tristeza",
  ])("%s", (text) => {
    const ids = findMeaning(text).matches.map((m) => m.subject.id);
    expect(ids.filter((id) => GRIEF.test(id))).toEqual([]);
  });

  it("a worried parent is not told their child died", async () => {
    const a = await answerChecked("estoy muerta de preocupación por mi hijo");
    expect(a.text).not.toMatch(/muerte de tu hijo|pérdida|Lamento mucho/);
  });

  // With the idioms read as states, "muerto/muerta" alone is a death again: 0060fe7 had taken the bare
  // words out of the concept, and "encontré a mi hermano muerto en su cuarto" got a study of brothers
  // in conflict (Génesis 50:20, 1 Juan 4:20-21).
  it.each(["encontré a mi hermano muerto en su cuarto", "hallaron muerta a mi tía"])(
    "a body found is a death: %s",
    (text) => {
      expect(
        findMeaning(text)
          .matches.map((m) => m.subject.id)
          .filter((id) => GRIEF.test(id)),
      ).not.toEqual([]);
    },
  );

  it.each([
    ["se murió mi mamá de cáncer", "duelo-por-una-madre"],
    ["mi papá murió de un infarto", "duelo-por-un-padre"],
  ])("a cause of death keeps the death: %s", (text, id) => {
    expect(findMeaning(text).matches[0]?.subject.id).toBe(id);
  });
});
