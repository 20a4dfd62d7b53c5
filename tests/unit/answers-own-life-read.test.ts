import { describe, expect, it } from "vitest";
import { isPersonal } from "../../lib/answers/builtin/intents.ts";
import { conceptsOf } from "../../lib/scripture/subjects/meaning.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Mends from a review of this stop's reading rules: each rule, written for one kind of message, had
// also caught the writer's own life.

withBuiltinAnswererDb();

describe("the writer's own loss is the writer's", () => {
  // A hardship told of someone else is answered to the one standing by them (ecd38b7); the writer who
  // lost the job, with a worried spouse or a child named after, is the one living it.
  it.each([
    "perdí mi trabajo y mi esposa está muy preocupada",
    "me despidieron, mi hijo tiene 5 años y no se que hacer",
  ])("%s", async (q) => {
    const a = await answerChecked(q);
    expect(a.text).not.toMatch(/lo que está viviendo (tu|esa)/);
    expect(a.text).toMatch(/tu trabajo/);
  });

  it("someone else's loss is still theirs", async () => {
    const a = await answerChecked("una muchacha de la iglesia perdió su trabajo y tiene 3 niños");
    expect(a.text).toMatch(/esa muchacha/);
  });
});

describe("'no sé' with an infinitive and its pronoun is the writer speaking", () => {
  it.each(["no sé amarme", "no sé perdonarme lo que hice", "no sé adónde ir", "no sé controlarme"])("%s", (q) =>
    expect(isPersonal(q)).toBe(true),
  );
  it.each(["dejen que los niños vengan a mí y no se lo impidan", "no se turbe vuestro corazón"])(
    "a verse's own 'no se': %s",
    (q) => expect(isPersonal(q)).toBe(false),
  );
});

describe("a wish with a verb after it", () => {
  it("drops the wish only when it opens with 'no'", () => {
    expect(conceptsOf("no me quiero divorciar").has("autoestima")).toBe(false);
    expect(conceptsOf("ya no me quiere hablar").has("ruptura")).toBe(false);
    expect(conceptsOf("nadie me quiere ayudar").has("soledad")).toBe(true);
    expect(conceptsOf("dios no me quiere escuchar").has("rechazo_dios")).toBe(true);
    expect(conceptsOf("queremos tener un bebé").has("intentar")).toBe(true);
  });
});
