import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Nerves told with joy before a feast are the feast's own: "me bautizo el sábado, nerviosa pero muy
// contenta" got verses against anxiety (Filipenses 4:6-7, Mateo 6:25-34) instead of the baptism's.
// Anxiety told alone beside a feast is still met first.

withBuiltinAnswererDb();

describe("nerves told with joy are the occasion's", () => {
  it("a baptism awaited with nerves and joy", async () => {
    const a = await answerChecked("el sábado me bautizo en el río, ando nerviosa pero muy contenta");
    expect(a.citations.map((c) => c.reference)).toContain("Romanos 6:4");
  });

  it("anxiety alone beside a wedding is met first", async () => {
    const a = await answerChecked("me caso en dos semanas y tengo muchísima ansiedad");
    expect(a.citations.map((c) => c.reference)[0]).toBe("Filipenses 4:6-7");
  });
});
