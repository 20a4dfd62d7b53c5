import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// Fear of losing someone who is ill is its own need: the illness answer ("¿Está alguno enfermo entre
// vosotros?… Sáname, oh Jehová") said nothing to the fear. A child's illness keeps its own theme, and
// breast cancer ("cáncer de mama") is no mother's illness.

withBuiltinAnswererDb();

const first = (q: string) => findMeaning(q).matches[0]?.subject.id;

describe("fear of losing a loved one who is ill", () => {
  it.each([
    "mi papá está internado con neumonía y me da miedo que se nos muera",
    "mi abuelita tiene leucemia y tengo pánico, no quiero perderla",
    "a mi esposa le dio un infarto y tengo mucho miedo",
  ])("%s", (q) => expect(first(q)).toBe("ser-querido-enfermo"));

  it("is answered with the promise against fear", async () => {
    const a = await answerChecked("mi hermana está muy grave en el hospital y tengo miedo de perderla");
    expect(a.citations.map((c) => c.reference).slice(0, 3)).toEqual([
      "Isaías 41:10",
      "Filipenses 4:6-7",
      "Salmos 46:1",
    ]);
    expect(a.text).toMatch(/miedo de perderlo/);
  });

  it("a child's illness keeps its theme", () => {
    expect(first("mi niña está internada y tengo miedo")).toBe("hijo-enfermo");
  });

  it("breast cancer is the writer's own illness", () => {
    expect(findMeaning("me encontraron un bulto en la mama y tengo miedo").concepts.has("madre")).toBe(false);
    expect(first("me diagnosticaron cáncer de mama, tengo mucho miedo")).toBe("diagnostico-dificil");
  });
});
