import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// A pregnancy the writer is unsure about keeping is not congratulated: "estoy embarazada y no sé si
// tenerlo" got "¡Qué noticia tan grande!" with the pregnancy occasion (92f69df covered an unplanned or
// teenage pregnancy, not doubt about keeping it). A glad announcement stays an occasion.

withBuiltinAnswererDb();

describe("doubt about a pregnancy", () => {
  it.each(["estoy embarazada y no sé si tenerlo", "salí embarazada y no estoy lista"])("%s", async (q) => {
    const a = await answerChecked(q);
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.text).not.toMatch(/Qué noticia tan grande/);
  });

  it("a glad announcement is still celebrated", async () => {
    const a = await answerChecked("¡estoy embarazada! queremos un versículo para anunciarlo");
    expect(a.text).toMatch(/Qué noticia tan grande/);
  });
});
