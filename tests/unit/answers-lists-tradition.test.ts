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
    expect(a.text.indexOf("— Génesis 2:1-3")).toBeGreaterThan(a.text.indexOf("**Día 1"));
  });
});

describe("a list scattered over several passages says first where to read it, in its order", () => {
  it("the plagues: every passage, the tenth too, though only the first eight are quoted", async () => {
    const a = await answerChecked("cuales son las plagas de egipto");
    const line = a.text.split("\n").find((l) => l.startsWith("**Dónde leerla:**")) ?? "";
    expect(line).toContain("Éxodo 9:6-10");
    expect(line).toContain("Éxodo 12:29");
    expect(a.text.indexOf(line)).toBeLessThan(a.text.indexOf("1. **"));
  });

  it("the seven churches are cited in the order the list runs", async () => {
    const a = await answerChecked("cuales son las 7 iglesias del apocalipsis");
    expect(a.citations.slice(0, 4).map((c) => c.reference)).toEqual([
      "Apocalipsis 1:11",
      "Apocalipsis 2:1",
      "Apocalipsis 2:8-12",
      "Apocalipsis 2:18",
    ]);
  });

  it("a list whose every item has its own passage is read by the items' references (the kings of Judah)", async () => {
    const a = await answerChecked("cuales son los reyes de juda");
    expect(a.text).not.toContain("**Dónde leerla:**");
  });
});

describe("a list asked for by its own name is the list, not an event of a person's life", () => {
  it.each(["los hijos de jacob", "como se llamaban los hijos de jacob"])("%s", async (q) => {
    const a = await answerChecked(q);
    expect(a.text).toMatch(/^### Las doce tribus de Israel/);
    expect(a.text).not.toMatch(/La muerte de Jacob/);
  });
});
