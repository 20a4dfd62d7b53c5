import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Someone who tells how another hurt them is not told "si no perdonareis…, tampoco vuestro Padre os
// perdonará": read by the one wounded, the warning is a threat. They hear of God near the hurt, of
// justice that belongs to him, and of forgiveness as a road. Asked about as a teaching, the warning
// is still quoted. Written as people write, before the rules.

const WARNINGS = /Mateo 6:1[45]|Marcos 11:26|Mateo 18:35|Santiago 2:13|1 Juan 3:15|1 Juan 4:20/;

withBuiltinAnswererDb();

describe("a wound told", () => {
  it.each([
    "no puedo perdonar a mi papá por lo que me hizo de niña",
    "mi exesposo me hizo mucho daño y no lo puedo perdonar",
    "mi mamá me humillaba siempre y no sé si perdonarla",
    "cómo perdonar a alguien que no se arrepiente de lo que me hizo",
    "si no perdono a mi agresor dios no me va a perdonar?",
    "mi esposo me engañó y no puedo perdonarlo",
  ])("gets no warning and God's nearness: %s", async (q) => {
    const a = await answerChecked(q);
    const refs = a.citations.map((c) => c.reference).join(" | ");
    expect(refs).not.toMatch(WARNINGS);
    expect(a.citations.length).toBeGreaterThanOrEqual(3);
  });

  it("is answered with God's nearness and his justice", async () => {
    const a = await answerChecked("no puedo perdonar a mi papá por lo que me hizo de niña");
    const refs = a.citations.map((c) => c.reference);
    expect(refs).toContain("Salmos 34:18");
    expect(refs).toContain("Romanos 12:19");
  });
});

describe("the warning asked about", () => {
  it("is quoted", async () => {
    const a = await answerChecked("¿qué pasa si no perdono?");
    expect(a.citations.map((c) => c.reference).join(" | ")).toMatch(/Mateo 6:14-15/);
  });
});
