import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// "Me van a matar si llego tarde", "me quiero morir de la risa": the figure is no subject. Searched as
// written, these were answered with homicide (Éxodo 20:13, 1 Reyes 21:19) and with death and eternal
// life. A question of faith about God who kills is left as it is. Written as people write.

withBuiltinAnswererDb();

const DEATH_OR_KILLING = /Éxodo 20:13|Deuteronomio 5:17|1 Reyes 21:19|Juan 11:25-26|Filipenses 1:21|2 Corintios 5:8/;

describe("figures of killing and dying", () => {
  it.each([
    "me van a matar en el trabajo si llego tarde otra vez",
    "mi jefe dice que me va a matar si no entrego el reporte",
    "me quiero morir de la risa con ese video",
    "mi entrenador nos va a matar si no terminamos las vueltas",
  ])("are not read as death: %s", async (q) => {
    const a = await answerChecked(q);
    expect(a.text).not.toMatch(/Línea de la Vida/);
    expect(a.citations.map((c) => c.reference).join(" | ")).not.toMatch(DEATH_OR_KILLING);
  });
});
