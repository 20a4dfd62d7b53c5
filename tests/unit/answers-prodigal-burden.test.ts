import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// A parent whose child is lost to drugs is carrying a burden as well as praying for a prodigal: after
// the prodigal's passages, "echa sobre Jehová tu carga" and "no nos cansemos de hacer bien", which the
// addiction in the family also points to, come before the rest of the prodigal's promises.

withBuiltinAnswererDb();

describe("a prodigal child on drugs", () => {
  it("the parent is told to cast the burden on the Lord", async () => {
    const a = await answerChecked("mi hija anda en las drogas y como papá ya no sé qué hacer");
    const refs = a.citations.map((c) => c.reference);
    expect(refs[0]).toBe("Lucas 15:20-24");
    expect(refs).toContain("Salmos 55:22");
  });
});
