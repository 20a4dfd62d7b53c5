import { describe, expect, it } from "vitest";
import { findMeaning } from "../../lib/scripture/index.ts";

// God is the one who leaves or does not love: "siento que dios me abandono" was read as a divorce ("Una
// separación es una pérdida grande") and "dios ya no me quiere" as a breakup, by the words a person
// leaving uses. A person who leaves is still a separation.

const first = (text: string) => findMeaning(text).matches[0]?.subject.id;

describe("God who leaves is not a spouse who leaves", () => {
  it.each([
    ["siento que dios me abandono", "silencio-de-dios"],
    ["siento que jesus me abandono", "silencio-de-dios"],
    ["dios ya me olvido", "silencio-de-dios"],
    ["dios ya no me quiere", "indignidad"],
    ["siento que diosito ya no me ama", "indignidad"],
    ["dios me odia", "indignidad"],
  ])("%s", (text, id) => expect(first(text)).toBe(id));

  it.each([
    ["mi esposo me abandono", "pasar-por-un-divorcio"],
    ["mi novio ya no me quiere", "corazon-roto"],
  ])("a person leaving stays a separation: %s", (text, id) => expect(first(text)).toBe(id));
});
