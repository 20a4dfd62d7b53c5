import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// When God is the one who leaves, rejects or hates, the words are not about a spouse or a partner:
// "siento que dios me abandonó" was a divorce ("Una separación es una pérdida grande…") because the
// "me abandonó" of a divorce sat inside it, and "dios ya no me quiere" a breakup. "Soy gay, ¿Dios me
// odia?" got the ethical subject with Romanos 1:26-27 first; someone asking whether God hates them
// first needs to hear that nothing separates them from God's love.

withBuiltinAnswererDb();

const first = (text: string) => findMeaning(text).matches[0]?.subject.id;

describe("a phrase inside a longer one means what the longer one says", () => {
  it.each([
    ["siento que dios me abandono", "silencio-de-dios"],
    ["siento que Dios me abandonó", "silencio-de-dios"],
    ["siento que jesus me abandono", "silencio-de-dios"],
    ["dios ya me olvido", "silencio-de-dios"],
    ["siento que diosito ya no me ama", "dios-me-ama"],
    ["dios ya no me quiere", "dios-me-ama"],
    ["siento que dios me odia", "dios-me-ama"],
    ["creo que dios esta enojado conmigo", "dios-me-ama"],
  ])("%s → %s", (text, id) => {
    expect(first(text)).toBe(id);
  });

  it.each([
    ["mi esposo me abandonó con dos niños", "pasar-por-un-divorcio"],
    ["mi novio ya no me quiere", "corazon-roto"],
    ["mi esposo me abandono", "pasar-por-un-divorcio"],
  ])("the same words said of a person keep their meaning: %s", (text, id) => {
    expect(findMeaning(text).matches.map((m) => m.subject.id)).toContain(id);
  });

  it("a single word or a noun phrase inside a longer term still names who takes part", () => {
    expect(findMeaning("me enojo muy facil y les grito a mis hijos").concepts.has("hijo")).toBe(true);
    expect(findMeaning("el pastor de mi iglesia cayo en adulterio").concepts.has("iglesia_lider")).toBe(true);
  });
});

describe("'¿Dios me odia?' from someone gay hears God's love first", () => {
  it.each(["soy gay y cristiano, dios me odia?", "soy gay, dios me ama?", "soy lesbiana y siento que dios me rechaza"])(
    "%s",
    async (text) => {
      const answer = await answerChecked(text);
      expect(answer.citations[0]?.reference).toBe("Romanos 8:38-39");
      expect(answer.text).not.toMatch(/afectos vergonzosos|nefandas/);
    },
  );

  it("the question about what the Bible teaches still gets the teaching", () => {
    expect(first("que dice la biblia de la homosexualidad")).not.toBe("dios-me-ama");
  });
});
