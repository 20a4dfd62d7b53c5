import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// The passages a pastor reaches for first, for needs told in many ways: far from home, God goes with
// you wherever you are (Salmos 139:9-10, Josué 1:9 — Josué 1:9 was not among them, and a migrant who
// felt forgotten by God got the silence of God); debt told by the one carrying it brings, after the
// comfort, what the Bible says of owing (Proverbios 22:7, Romanos 13:8, corroborated by the subject of
// debts); shame for a life before Christ is met with 'y esto erais algunos: mas ya sois lavados'.

withBuiltinAnswererDb();

const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);

describe("the passages a pastor reaches for first", () => {
  it.each([
    "me vine a trabajar al otro lado hace 3 años y extraño mucho a mi familia, a veces no aguanto",
    "estoy en estados unidos trabajando, llevo 5 años sin ver a mis hijos y a mi esposa y siento que dios se olvido de mi aca",
  ])("far from home: %s", async (q) => {
    expect((await refs(q)).slice(0, 2)).toEqual(["Salmos 139:9-10", "Josué 1:9"]);
  });

  it("debt told by the one carrying it", async () => {
    const r = await refs("estoy bien endeudado con las tarjetas y con un prestamo, no se como voy a salir");
    expect(r[0]).toBe("Filipenses 4:19");
    expect(r).toContain("Proverbios 22:7");
  });

  it("money worries without debt keep their comfort", async () => {
    expect(await refs("no me alcanza el dinero para la renta y tengo mucha ansiedad")).not.toContain("Romanos 13:8");
  });

  it.each([
    "me da mucha verguenza mi pasado, antes de conocer a cristo hice cosas q me dan asco",
    "antes de conocer a dios tuve muchas parejas y me siento sucia",
  ])("a past before Christ: %s", async (q) => {
    const r = await refs(q);
    expect(r[0]).toBe("2 Corintios 5:17");
    expect(r).toContain("1 Corintios 6:11");
  });
});
