import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Issue 12's own example: a person who feels God no longer hears their prayers. "¿Dios me escucha
// cuando oro? siento que ya no" got "No encontré pasajes… Quizá te sirva: *El oro*" (gold, from
// "oro" = I pray): the concept of an unanswered prayer knew "no me escucha" but not "ya no me
// escucha" or "me escucha cuando oro".

withBuiltinAnswererDb();

describe("prayer that feels unheard", () => {
  it.each(["¿Dios me escucha cuando oro? siento que ya no", "siento que Dios ya no me escucha"])("%s", async (q) => {
    const a = await answerChecked(q);
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.text).not.toMatch(/El oro|No encontré/);
  });
});
