import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// "¿Quién fue Judas?" asks for a person. The letter of Judas was met by the same name at the same score
// as the apostle and came first ("Esto es lo que dice la Biblia sobre la carta de Judas", Judas 1:3); so
// were the letters of Santiago and Tito. Judá, a near spelling, tied with Judas too.

withBuiltinAnswererDb();

const cited = (a: { citations: { reference: string }[] }) => a.citations.map((c) => c.reference);

describe("who was … is a person, not the book of that name", () => {
  it.each([
    ["quien fue judas", /carta de Judas/],
    ["¿Quién fue Santiago?", /carta de Santiago/],
    ["quien fue tito", /carta a Tito/],
  ])("%s", async (q, book) => {
    const a = await answerChecked(q);
    expect(a.text).not.toMatch(book);
  });

  it("Judas is the one who handed Jesus over, named with his capital, not Judá", async () => {
    const a = await answerChecked("quien fue judas");
    expect(a.text).toMatch(/sobre \*\*Judas\*\*/);
    expect(cited(a).some((r) => r.startsWith("Mateo 26:14"))).toBe(true);
    expect(cited(a).some((r) => r.startsWith("Génesis"))).toBe(false);
  });

  it("a book asked about as a book stays a book", async () => {
    expect((await answerChecked("¿quién escribió Santiago?")).text).toMatch(/Santiago/);
    expect(cited(await answerChecked("resumen de la carta a Tito")).every((r) => r.startsWith("Tito"))).toBe(true);
  });
});

describe("María Magdalena", () => {
  it("is told by who she was, the cross and the empty tomb, not by one morning alone", async () => {
    const refs = (await answerChecked("háblame de María Magdalena")).citations.map((c) => c.reference);
    expect(refs).toEqual(expect.arrayContaining(["Lucas 8:2", "Juan 19:25", "Marcos 16:9"]));
  });
});
