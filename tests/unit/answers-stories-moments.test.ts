import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

const cited = async (q: string) => (await answerChecked(q)).citations.slice(0, 5).map((c) => c.reference);

describe("a story is told by the moments people remember", () => {
  it("Jonás: the opening already quoted, the budget goes to being thrown into the sea (1:15)", async () => {
    expect(await cited("que paso con jonas y el pez")).toContain("Jonás 1:14-16");
  });

  it("asked how it ends, José's story goes on to his forgiving his brothers", async () => {
    const refs = await cited("jose al que vendieron sus hermanos, como termino todo");
    expect(refs).toContain("Génesis 45:4-5");
    expect(refs).toContain("Génesis 50:20");
  });

  it("Pedro and the angel in prison is Hechos 12, his own story, not the apostles' of Hechos 5", async () => {
    const refs = await cited("como saco el angel a pedro de la carcel");
    expect(refs.some((r) => r.startsWith("Hechos 12"))).toBe(true);
    expect(refs.some((r) => r.startsWith("Hechos 5"))).toBe(false);
  });

  it("'terminó' is no word of Jabes's prayer (RV1909's 'término' is a border)", async () => {
    expect(await cited("como termino la historia de sanson")).not.toContain("1 Crónicas 4:9-10");
  });
});

describe("another Gospel's telling is quoted at the moment itself", () => {
  it("the last supper in Lucas is the bread and the cup, 22:19-20", async () => {
    expect(await cited("que paso en la ultima cena de jesus")).toContain("Lucas 22:19-20");
  });
});

describe("a famous life asked for as a story", () => {
  it.each(["cuentame la historia de jose", "jose y sus hermanos"])("%s: José, son of Jacob, to the end", async (q) => {
    const refs = await cited(q);
    expect(refs.some((r) => r.startsWith("Génesis 37"))).toBe(true);
    expect(refs).toContain("Génesis 50:20");
  });
});
