import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Someone grieving on a feast names the feast: "el día de las madres" is also a name of the topic of
// mothers, which came before the grief the meaning layer read and answered with Proverbios 31.

withBuiltinAnswererDb();

describe("a feeling told outranks a topic named by the same words", () => {
  it("a first Mother's Day without one's mother is grief", async () => {
    const a = await answerChecked("este día de las madres sin mi mamá");
    const refs = a.citations.map((c) => c.reference);
    expect(refs.some((r) => r.startsWith("Proverbios 31"))).toBe(false);
    expect(a.text).toMatch(/mamá/);
    expect(refs).toContain("Mateo 5:4");
  });

  it("a topic asked about keeps its answer", async () => {
    const a = await answerChecked("¿qué dice la Biblia de las madres?");
    expect(a.citations.map((c) => c.reference).some((r) => r.startsWith("Proverbios 31"))).toBe(true);
  });
});
