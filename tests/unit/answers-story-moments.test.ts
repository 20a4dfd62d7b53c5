import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Asked for a story as a whole, the answer quotes the moments its summary tells, not only the part the
// question's words point to and its key verses: Jesús weeping before Lázaro's tomb, Noé building the ark
// as he was told — among the first passages it cites.

withBuiltinAnswererDb();

const covers = (refs: string[], chapter: string, verse: number) =>
  refs.some((r) => {
    const m = r.match(new RegExp(`^${chapter}:(\\d+)(?:-(\\d+))?$`));
    return !!m && Number(m[1]) <= verse && verse <= Number(m[2] ?? m[1]);
  });

const firstFive = async (question: string) =>
  (await answerChecked(question)).citations.slice(0, 5).map((c) => c.reference);

describe("a story asked for whole", () => {
  it("Lázaro's story quotes Jesús weeping", async () => {
    const refs = await firstFive("cómo fue lo de lázaro, el amigo de jesús que resucitó");
    expect(covers(refs, "Juan 11", 35)).toBe(true);
    expect(covers(refs, "Juan 11", 43)).toBe(true);
  });

  it("Noé's story quotes the ark built as God commanded", async () => {
    const refs = await firstFive("me cuentas la historia de noé y el arca?");
    expect(covers(refs, "Génesis 6", 22)).toBe(true);
    expect(covers(refs, "Génesis 9", 13)).toBe(true);
  });
});
