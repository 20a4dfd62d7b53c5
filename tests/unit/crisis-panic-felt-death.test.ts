import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// "Siento que me voy a morir" told of a panic attack is what the body feels, not a wish to die: it
// got the crisis reply (Línea de la Vida) instead of an answer for anxiety, and read as one's own
// death and as illness ("el doctor"). Beside despair, a death sought, or from a child, it stays a crisis.

withBuiltinAnswererDb();

const panic = [
  "tengo mucha ansiedad, en las noches me dan ataques y siento que me falta el aire y que me voy a morir, ya fui al doctor y dice que es nervios",
  "cuando me dan los ataques de pánico siento que me voy a morir",
  "sentí que me moría, el corazón se me acelera y no puedo respirar, el doctor dice que es ansiedad",
  "me dan ataques de ansiedad y siento como si me fuera a morir",
];

const danger = [
  "tengo ansiedad y siento que me voy a morir, mejor me mato",
  "tengo ansiedad, siento que me voy a morir y la verdad quisiera no despertar",
  "siento que me voy a morir, ya no puedo más",
  "tengo 14 años y en los ataques de pánico siento que me voy a morir",
  "me voy a morir, tengo ansiedad",
  "tengo ansiedad y me quiero morir",
];

describe("a death felt in panic is no wish to die", () => {
  it.each(panic)("no crisis: %s", (q) => expect(detectCrisis(q)).toBeNull());
  it.each(danger)("still a crisis: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("suicide"));

  it("a panic attack is answered as anxiety", async () => {
    const a = await answerChecked(panic[0]);
    const refs = a.citations.map((c) => c.reference);
    expect(refs[0]).toBe("Filipenses 4:6-7");
    expect(refs).toContain("1 Pedro 5:7");
    expect(a.text).not.toMatch(/Línea de la Vida/);
  });
});
