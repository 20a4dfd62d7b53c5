import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// Forgiveness of the writer, by themselves or by God, is guilt looking for grace: "no me lo puedo
// perdonar" was read as the forgiving of another and answered with "si no perdonareis á los hombres…"
// (Mateo 6:14-15). Forgiving someone who hurt the writer stays what it was.

withBuiltinAnswererDb();

describe("forgiveness of the writer is guilt, not a grudge", () => {
  it.each([
    "cometí un error terrible con mi familia y no me lo puedo perdonar",
    "creo que Dios jamás me va a perdonar por lo que hice",
    "¿de verdad Dios me podrá perdonar después de todo?",
    "nunca me lo voy a perdonar",
  ])("%s", (text) => {
    expect(findMeaning(text).matches[0]?.subject.id).toBe("culpa");
  });

  it.each([
    ["mi hermano me traicionó y no lo puedo perdonar", "perdonar"],
    ["me cuesta mucho perdonar a mi mamá", "perdonar"],
  ])("forgiving another stays forgiving: %s", (text, id) => {
    expect(findMeaning(text).matches.map((m) => m.subject.id)).toContain(id);
    expect(findMeaning(text).matches[0]?.subject.id).not.toBe("culpa");
  });

  it("someone who cannot forgive themselves is told of God's forgiveness", async () => {
    const a = await answerChecked("hace tiempo lastimé a alguien que quería y todavía no me lo puedo perdonar");
    expect(a.citations.map((c) => c.reference)).toContain("1 Juan 1:9");
    expect(a.citations.map((c) => c.reference)).not.toContain("Mateo 6:14-15");
  });
});
