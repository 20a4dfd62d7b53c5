import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { isCautionPassage } from "../../lib/scripture/index.ts";

withBuiltinAnswererDb();

const cited = (a: { citations: { reference: string }[] }) => a.citations.map((c) => c.reference);

// A doctrine asked about in the abstract is answered with the passages its curator ranked first, a
// judgment verse among them; someone who tells a loss or a fear gets the same doctrine without it.
describe("built-in answers: a doctrine asked about keeps its ranked passages", () => {
  it.each([
    ["¿con qué cuerpo resucitarán los muertos?", "Juan 5:28-29"],
    ["¿qué es el cuerpo glorificado?", "Juan 5:28-29"],
    ["¿qué enseña la Biblia sobre la lengua?", "Mateo 12:36-37"],
  ])("%s → %s", async (q, ref) => {
    expect(cited(await answerChecked(q)).slice(0, 5)).toContain(ref);
  });

  it.each([
    "mi papá murió ayer, ¿va a resucitar con un cuerpo nuevo?",
    "tengo miedo de morir, ¿cómo será la resurrección de los muertos?",
  ])("someone who tells their own loss or fear gets no judgment passage: %s", async (q) => {
    const refs = cited(await answerChecked(q));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => isCautionPassage(r))).toEqual([]);
  });
});
