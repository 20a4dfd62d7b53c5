import { describe, expect, it } from "vitest";
import { answerPlainText } from "../../components/chat/answer-text.ts";

describe("what 'Copiar' hands over", () => {
  it("is the rendered answer followed by its references", () => {
    const text = answerPlainText("Dios ama al mundo.\n\n\n\nLee Juan 3:16.\n", [
      { reference: "Juan 3:16", text: " Porque de tal manera amó Dios al mundo " },
    ]);
    expect(text).toBe(
      "Dios ama al mundo.\n\nLee Juan 3:16.\n\nPasajes citados:\nJuan 3:16 (RV1909): «Porque de tal manera amó Dios al mundo»",
    );
  });
  it("is the answer alone when nothing is cited", () => {
    expect(answerPlainText("  Hola.  ", [])).toBe("Hola.");
  });
});
