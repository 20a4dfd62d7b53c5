import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// The caring word for a surgery fits before it and after it: 'me acaban de operar y la recuperación
// está muy lenta' was told 'Qué bueno que lo pones en manos de Dios antes de la operación'.

withBuiltinAnswererDb();

describe("a surgery, before and after", () => {
  it.each([
    "me acaban de operar y la recuperacion esta muy lenta, me desespero",
    "me van a operar el martes y tengo miedo",
  ])("%s", async (q) => {
    const a = await answerChecked(q);
    expect(a.citations[0]?.reference).toBe("Isaías 41:10");
    expect(a.text).not.toMatch(/antes de la operación/);
    expect(a.text).toMatch(/recuperación/);
  });
});
