import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// A parent writing about a bullied or anxious child needs the caring word, not the child's: "Siento mucho
// que se burlen de ti" and a prayer in the child's voice were written to the one living it. And "¿qué
// versículo le puedo compartir?" asks for passages for what was told, not about generosity ("compartir").

withBuiltinAnswererDb();

describe("a feeling told of a loved one is met as the writer lives it", () => {
  it("a mother whose son is mocked at school", async () => {
    const a = await answerChecked("a mi hijo se burlan de él en la secundaria, qué versículo le puedo compartir");
    expect(a.text).not.toMatch(/se burlen de ti/);
    expect(a.text).toMatch(/tu hijo/);
    expect(a.text).toMatch(/pongo en tus manos a mi hijo/);
    expect(a.citations.map((c) => c.reference)).toContain("Salmos 139:14");
  });

  it("a father whose daughter has anxiety", async () => {
    const a = await answerChecked("mi hija de 15 tiene mucha ansiedad y no duerme");
    expect(a.text).toMatch(/tu hija/);
    expect(a.text).not.toMatch(/Siento mucho que estés cargando/);
  });

  it("the writer's own feeling keeps the theme's words", async () => {
    const a = await answerChecked("en la prepa se burlan de mí y ya no quiero ir");
    expect(a.text).toMatch(/se burlen de ti/);
  });
});

describe("what a loved one said of it themselves is theirs", () => {
  it.each([
    ["mi mamá dice que se siente una carga", "tu mamá"],
    ["mi hijo me dijo que le hacen bullying en la escuela", "tu hijo"],
    ["mi esposa dice que tiene mucha ansiedad", "tu esposa"],
  ])("%s", async (q, who) => {
    const a = await answerChecked(q);
    expect(a.text).toMatch(new RegExp(`lo que está viviendo ${who}`));
  });
});
