import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { askedClause } from "../../lib/answers/builtin/asked-clause.ts";

withBuiltinAnswererDb();

const cited = (a: { citations: { reference: string }[] }) => a.citations.slice(0, 5).map((c) => c.reference);

describe("askedClause: what a question asks, apart from what it tells", () => {
  it("splits a question from the situation told beside it", () => {
    expect(askedClause("¿qué es el ayuno? mi mamá tiene mucha ansiedad por la comida")).toMatchObject({
      asked: "que es el ayuno",
      told: "mi mama tiene mucha ansiedad por la comida",
    });
    expect(askedClause("versículos sobre la humildad, mi suegra es muy orgullosa")?.told).toBe(
      "mi suegra es muy orgullosa",
    );
  });

  it("leaves the frame of a moral question out of what is asked", () => {
    expect(askedClause("vivimos juntos sin casarnos, ¿es pecado si nos amamos?")?.asked).not.toMatch(/pecado/);
  });

  it("is null when nothing asks, nothing tells, or a 'como' only tells", () => {
    expect(askedClause("¿qué dice la biblia del perdón?")).toBeNull();
    expect(askedClause("tengo depresión, no tengo ganas de nada, ni de orar")).toBeNull();
    expect(askedClause("se fue de la casa, como mamá me duele el alma")).toBeNull();
  });
});

describe("built-in answers: the subject asked about outranks the situation told", () => {
  it("answers the topic asked for, not a feeling or family told beside it", async () => {
    expect(
      cited(await answerChecked("versículos sobre la humildad, mi suegra es muy orgullosa y me hace enojar")),
    ).toContain("Santiago 4:6");
    expect(cited(await answerChecked("¿qué es el ayuno? mi mamá tiene mucha ansiedad por la comida"))).toContain(
      "Mateo 6:16-18",
    );
    expect(cited(await answerChecked("¿cómo será el cielo? mi hijo tiene miedo de morirse"))).toContain(
      "Apocalipsis 21:1-4",
    );
  });

  it("answers a teaching asked beside an occasion's word, and an occasion asked a verse for", async () => {
    const taught = await answerChecked(
      "¿de verdad dios creó el mundo? mi maestra de ciencias dice que fue la evolución",
    );
    expect(cited(taught)).toContain("Génesis 1:1");
    const told = await answerChecked("voy a leer algo en el velorio de mi tío, ¿qué pasaje me recomiendan?");
    expect(cited(told)).toContain("Juan 11:25-26");
  });

  it("keeps the situation when the question asks about the life just told", async () => {
    const a = await answerChecked("llevamos años buscando un bebé y nada. ¿por qué dios no me da un hijo?");
    expect(cited(a).some((r) => r.startsWith("1 Samuel 1"))).toBe(true);
  });
});
