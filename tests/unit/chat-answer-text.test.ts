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
  it("gives each cited passage its address in the Bible reader, selected and scrolled to", () => {
    const text = answerPlainText(
      "Lee estos pasajes.",
      [
        { reference: "Juan 3:16-17", text: "Porque de tal manera amó Dios al mundo" },
        { reference: "1 Corintios 13:4", text: "La caridad es sufrida" },
        { reference: "Salmos 23", text: "Jehová es mi pastor" },
      ],
      "https://berea.example",
    );
    expect(text).toBe(
      "Lee estos pasajes.\n\nPasajes citados:\n" +
        "Juan 3:16-17 (RV1909): «Porque de tal manera amó Dios al mundo»\nhttps://berea.example/biblia/juan/3?v=16-17#v16\n" +
        "1 Corintios 13:4 (RV1909): «La caridad es sufrida»\nhttps://berea.example/biblia/1-corintios/13?v=4#v4\n" +
        "Salmos 23 (RV1909): «Jehová es mi pastor»\nhttps://berea.example/biblia/salmos/23",
    );
  });
  it("is the answer alone when nothing is cited", () => {
    expect(answerPlainText("  Hola.  ", [])).toBe("Hola.");
  });
});
