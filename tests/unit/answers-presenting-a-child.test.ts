import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Presenting a child to the Lord is its own occasion: "vamos a presentar a nuestra niña en la iglesia"
// was answered as a birth (Salmos 127:3, Salmos 139:13-16, Jeremías 1:5), with Ana's "por este niño
// oraba" and Jesús blessing the children out of the first five. A birth is still a birth.

withBuiltinAnswererDb();

const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);

describe("presenting a child to the Lord", () => {
  it.each([
    "vamos a presentar a nuestra niña en la iglesia, q pasajes hablan de eso",
    "el domingo presentamos a nuestro bebé en el templo, qué versículo leer",
    "versículos para la presentación de niños",
  ])("%s", async (q) => {
    const r = await refs(q);
    expect(r[0]).toBe("1 Samuel 1:27-28");
    expect(r).toContain("Marcos 10:13-16");
  });

  it("a birth is still a birth", async () => {
    expect((await refs("nació mi nieto hoy, un versículo para felicitar a mi hija"))[0]).toBe("Salmos 127:3");
  });
});
