import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

// Lists of the church's tradition are not lists the Bible gives: the answer says so, names each item
// with where the Bible speaks of it, and quotes first where the Bible speaks of the whole.
describe("a list of tradition is answered honestly", () => {
  it.each([
    ["cuales son los siete pecados capitales", /no da una lista/, "Proverbios 6:16-19", ["Soberbia", "Pereza"]],
    ["que son los sacramentos", /no está en la Biblia/, "Mateo 28:19", ["Bautismo", "Matrimonio"]],
    ["cuales son las obras de misericordia", /no una lista que dé la Biblia/, "Mateo 25:34-40", ["Vestir al desnudo"]],
  ])("%s", async (q, honest, first, items) => {
    const a = await answerChecked(q);
    expect(a.text).toMatch(honest);
    expect(a.citations[0]?.reference).toBe(first);
    for (const item of items) expect(a.text).toContain(item);
  });
});

describe("a list's own verse names its items, not a word every item shares", () => {
  it("the days of creation are not led by Génesis 2:1-3, which says 'día' but names no day's work", async () => {
    const a = await answerChecked("cuales son los dias de la creacion");
    expect(a.citations[0]?.reference).not.toBe("Génesis 2:1-3");
    expect(a.text.indexOf("Génesis 2:1-3")).toBeGreaterThan(a.text.indexOf("**Día 1"));
  });
});
