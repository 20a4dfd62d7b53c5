import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Mocked for one's looks ('me dicen gorda y fea'): after the comfort for mockery, 'el hombre mira lo que
// está delante de sus ojos, mas Jehová mira el corazón' (1 Samuel 16:7), which the self-worth read
// beside it names; mockery for one's faith keeps its own passages.

withBuiltinAnswererDb();

const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);

describe("mocked for one's looks", () => {
  it("bullying about weight and looks", async () => {
    const r = await refs("en la secu me hacen bullying, me dicen gorda y fea y suben memes de mi. ya no quiero ir");
    expect(r).toContain("Salmos 139:14");
    expect(r).toContain("1 Samuel 16:7");
  });

  it("mocked for the faith", async () => {
    expect(await refs("en el trabajo se burlan de mi por ser cristiano, me dicen el aleluya")).not.toContain(
      "1 Samuel 16:7",
    );
  });
});
