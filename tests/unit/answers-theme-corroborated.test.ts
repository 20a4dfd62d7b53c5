import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// A theme's passages are ranked once for everyone who lives it; a second need told in the same message
// says which of its later passages this writer needs.

withBuiltinAnswererDb();

describe("a second need told brings the theme's passages it shares forward", () => {
  it("a caregiver of someone with dementia gets the promise for old age", async () => {
    const a = await answerChecked("mi suegro tiene demencia senil, lo cuido diario y me siento agotada");
    const refs = a.citations.map((c) => c.reference);
    expect(refs.slice(0, 2)).toEqual(["Gálatas 6:9", "Isaías 40:29-31"]);
    expect(refs.slice(0, 5)).toContain("Isaías 46:4");
  });

  it("one need alone keeps the theme's own order", async () => {
    const a = await answerChecked("estoy agotado de cuidar a mi papá enfermo");
    expect(a.citations.map((c) => c.reference).slice(0, 3)).toEqual([
      "Gálatas 6:9",
      "Isaías 40:29-31",
      "Mateo 11:28-30",
    ]);
  });
});
