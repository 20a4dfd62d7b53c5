import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { isPersonal } from "../../lib/answers/builtin/intents.ts";

withBuiltinAnswererDb();

// Verses people know by heart in today's wording (NVI, NTV), typed without asking "¿dónde dice…?":
// each is found though RV1909 says it in other words ("abandonar"/"desamparar", "proteger"/"guardar",
// "privados"/"destituidos", "oído"/"oreja"), though the line is one clause of a long verse ("cuando
// cruces las aguas…" is the first of Isaías 43:2's four), and though nothing else fits the line.
describe("a verse remembered in today's words is found", () => {
  it.each([
    ["instruye al niño en el camino correcto y aun en su vejez no lo abandonara", "Proverbios 22:6"],
    ["pues todos han pecado y estan privados de la gloria de dios", "Romanos 3:23"],
    ["el señor te bendiga y te proteja", "Números 6:24"],
    ["cuando cruces las aguas yo estare contigo", "Isaías 43:2"],
    ["el cordon de tres hilos no se rompe facilmente", "Eclesiastés 4:12"],
    ["ningun ojo ha visto ningun oido ha escuchado lo que dios ha preparado para los que lo aman", "1 Corintios 2:9"],
  ])("%s", async (q, ref) => {
    const a = await answerChecked(q);
    expect(a.citations.slice(0, 5).map((c) => c.reference)).toContain(ref);
  });

  it("nunca te dejaré ni te abandonaré: one of the verses that say it", async () => {
    const a = await answerChecked("nunca te dejare ni te abandonare");
    const cited = a.citations.slice(0, 5).map((c) => c.reference);
    expect(cited.some((r) => ["Hebreos 13:5", "Josué 1:5", "Deuteronomio 31:6", "Deuteronomio 31:8"].includes(r))).toBe(
      true,
    );
  });
});

// Without accents "no se" is "I don't know" or a verb of its own; a verse's "no se rompe", "no se lo
// impidan" says nothing of the writer's life, and the line is read as the quotation it is.
describe("'no se' in a quoted verse is no one speaking of their life", () => {
  it.each([
    ["no se que hacer", true],
    ["no se orar", true],
    ["no se lo que siento", true],
    ["no se me quita la tristeza", true],
    ["ya no se si dios me escucha", true],
    ["dejen que los niños vengan a mi y no se lo impidan", false],
    ["el cordon de tres hilos no se rompe facilmente", false],
    ["los que esperan en el señor correran y no se cansaran", false],
  ])("%s", (q, personal) => {
    expect(isPersonal(q)).toBe(personal);
  });

  it("dejen que los niños vengan a mí y no se lo impidan: the Gospels, not the topic of children", async () => {
    const cited = (await answerChecked("dejen que los niños vengan a mi y no se lo impidan")).citations
      .slice(0, 5)
      .map((c) => c.reference);
    expect(cited.some((r) => ["Mateo 19:14", "Marcos 10:14", "Lucas 18:16"].includes(r))).toBe(true);
  });
});
