import { describe, expect, it } from "vitest";
import { findMeaning } from "../../lib/scripture/subjects/meaning.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// What a person tells, not every word they use: a divorce they do not want, a wish with its verb
// ("no me quiero divorciar" is no lack of self-love), a boss who takes it out on them (not work ethic
// nor weariness), comparing oneself and feeling worthless (self-worth before envy), and a day's routine
// that names work beside a sadness (the sadness, not trouble at work).

withBuiltinAnswererDb();

const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);
const subjects = (q: string) => findMeaning(q).matches.map((m) => m.subject.id);

describe("the meaning layer reads what is told", () => {
  it("a divorce not wanted is a marriage in trouble, not a divorce", async () => {
    const q =
      "mi esposo y yo ya casi no nos hablamos, nomas peleamos por todo. siento que el matrimonio ya se acabo pero no me quiero divorciar";
    expect(subjects(q)[0]).toBe("conflictos-en-el-matrimonio");
    expect(subjects(q)).not.toContain("pasar-por-un-divorcio");
    expect(await refs(q)).toContain("1 Corintios 13:4-7");
  });

  it("a divorce asked for by the other is still a divorce", () => {
    expect(subjects("mi esposo me pidió el divorcio pero yo no quiero divorciarme")[0]).toBe("pasar-por-un-divorcio");
  });

  it("'no me quiero' before a verb is a wish, alone it is self-worth", () => {
    expect(subjects("no me quiero divorciar, quiero luchar por mi familia")).not.toContain("baja-autoestima");
    expect(subjects("no me quiero, me veo al espejo y me doy asco")).toContain("baja-autoestima");
  });

  it("a boss who takes it out on the writer is trouble at work", async () => {
    const q = "mi jefe se desquita conmigo por todo y ya no aguanto";
    expect(subjects(q)[0]).toBe("problemas-en-el-trabajo");
    expect((await refs(q)).slice(0, 2)).toEqual(["Salmos 55:22", "Colosenses 3:23-24"]);
    expect(subjects("mi supervisor la trae contra mí")[0]).toBe("problemas-en-el-trabajo");
  });

  it("comparing oneself and feeling worthless is self-worth", async () => {
    expect((await refs("me la paso comparandome con todos en las redes y siento que no valgo nada"))[0]).toBe(
      "Salmos 139:13-16",
    );
  });

  it("work named in a day's routine beside a sadness is the sadness", async () => {
    const q = "ando bien bajoneado, sin ganas de nada. voy a la chamba, regreso, me acuesto y asi";
    expect(subjects(q)[0]).toBe("depresion");
    expect((await refs(q)).slice(0, 2)).toEqual(["Salmos 34:18", "Salmos 42:11"]);
  });
});
