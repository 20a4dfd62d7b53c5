import { describe, expect, it } from "vitest";
import { findMeaning } from "../../lib/scripture/subjects/meaning.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Three misreadings: 'estoy embarasada y mi novio no quiere saber nada' got the topic of dating ('no os
// juntéis en yugo con los infieles', 2 Corintios 6:14) because a misspelt word was not read by its sound
// when the index knows it by its beginning ('embaraz*'); 'mi esposa ya no me quiere hablar' got the
// doctrine of marriage (Efesios 5:22-33) once 'ya no me quiere' followed by a verb stopped meaning
// 'she no longer loves me'; 'estoy nervioso por mi entrevista de trabajo' got burnout (Mateo 11:28-30,
// Marcos 6:31), a mention of work beside a worry.

withBuiltinAnswererDb();

const first = (q: string) => findMeaning(q).matches[0]?.subject.id;
const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);

describe("misreadings fixed", () => {
  it("a long beginning is read by its sound", async () => {
    expect(first("estoy embarasada y mi novio no quiere saber nada")).toBe("embarazo-inesperado");
    expect(await refs("estoy embarasada y mi novio no quiere saber nada")).not.toContain("2 Corintios 6:14");
  });

  it("a short beginning is not ('ansi*' does not meet 'ancianos')", () => {
    expect(findMeaning("mis ancianos padres").concepts.has("ansiedad")).toBe(false);
  });

  it("a spouse who will not talk is a marriage in trouble", () => {
    expect(first("mi esposa ya no me quiere hablar")).toBe("conflictos-en-el-matrimonio");
  });

  it("nerves before a job interview are anxiety", async () => {
    expect(first("estoy nervioso por mi entrevista de trabajo mañana")).toBe("ansiedad");
    expect((await refs("estoy nervioso por mi entrevista de trabajo mañana"))[0]).toBe("Filipenses 4:6-7");
  });
});
