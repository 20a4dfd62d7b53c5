import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// Whose need it is, and in what state the person is: a mother who "se muere de cáncer" is alive and
// dying, not mourned; "mi esposo es alcohólico" is the need of the one who lives beside the addiction,
// not of the addict; "le grité a mi mamá antes de que muriera" is grief with regret, not a sin to
// confess; "mi hijo ya no me habla" is a parent's wound, not a child's faith. Phrasings written as
// people write, each state in more than one way.

withBuiltinAnswererDb();

const first = (q: string) => findMeaning(q).matches[0]?.subject.id;

describe("alive and dying is not bereaved", () => {
  it.each([
    "mi mamá se muere de cáncer",
    "mi esposo se nos muere y no sé qué hacer",
    "mi abuelito se está muriendo en el hospital",
  ])("%s", async (q) => {
    expect(first(q)).toBe("ser-querido-en-fase-terminal");
    const a = await answerChecked(q);
    expect(a.text).not.toMatch(/Lamento muchísimo la partida|la muerte de tu/);
  });

  it.each(["se murió mi mamá de cáncer", "mi papá murió la semana pasada"])(
    "a death told in the past stays grief: %s",
    (q) => expect(first(q)).toMatch(/^duelo/),
  );

  it("asking what happens when one dies is no dying relative", () =>
    expect(first("¿qué pasa cuando uno se muere?")).not.toBe("ser-querido-en-fase-terminal"));
});

describe("an addiction belongs to whoever has it", () => {
  it.each(["mi esposo es alcohólico", "mi papá toma mucho y no sé cómo ayudarlo", "mi hermano es adicto al cristal"])(
    "someone beside it: %s",
    async (q) => {
      expect(first(q)).toBe("ser-querido-con-adiccion");
      const a = await answerChecked(q);
      expect(a.text).not.toMatch(/reconocer que algo te domina|tú conoces mi lucha/);
    },
  );

  it.each(["soy alcohólico y mi esposa me va a dejar", "recaí otra vez en las drogas"])("the writer: %s", (q) =>
    expect(first(q)).toBe("adiccion"),
  );
});

describe("regret after a death is grief and grace", () => {
  it.each([
    "le grité a mi mamá antes de que muriera",
    "murió mi papá y no me pude despedir de él",
    "mi abuela falleció y nunca le dije que la quería",
  ])("%s", async (q) => {
    expect(first(q)).toBe("culpa-en-el-duelo");
    const a = await answerChecked(q);
    expect(a.text).not.toMatch(/reconozco mi pecado|no pequemos con él/i);
  });
});

describe("a child who stopped speaking to a parent", () => {
  it.each(["mi hijo se fue de la casa y no me habla", "mi hija se fue con el novio y ya no me contesta el cel"])(
    "%s",
    (q) => expect(first(q)).toBe("hijo-distanciado"),
  );
  it("God's silence is not a child's", () =>
    expect(first("llevo años orando por mi hijo y Dios no me responde")).not.toBe("hijo-distanciado"));
});

describe("a wound told beside a moral question", () => {
  it("comfort comes before the law, and Malaquías 2:16 is not among the first", async () => {
    const a = await answerChecked("¿es pecado divorciarse? mi esposo me engañó");
    const refs = a.citations.map((c) => c.reference);
    expect(refs[0]).toMatch(/^Salmos/);
    expect(refs.slice(0, 5)).not.toContain("Malaquías 2:16");
    expect(refs.slice(0, 5).some((r) => r.startsWith("Mateo 19"))).toBe(true);
    // The caring word is for the betrayal the question is asked because of, not for a divorce not yet lived.
    expect(a.text).toContain("infidelidad");
  });
});

describe("the comforting part of a passage", () => {
  it("Elijah's care, not his wish to die", async () => {
    const a = await answerChecked("estoy deprimido");
    expect(a.text).not.toContain("deseando morirse");
  });
});

describe("comfort before what only a few can hear yet", () => {
  it("a dying mother: God's company before 'precious is the death of his saints'", async () => {
    const refs = (await answerChecked("a mi mamá le quedan pocos días")).citations.map((c) => c.reference);
    expect(refs[0]).toBe("Salmos 23:4");
    expect(refs.slice(0, 5)).not.toContain("Salmos 116:15");
  });
  it("angry with God after a death: lament and Jesus's tears, not Job's repentance", async () => {
    const refs = (await answerChecked("estoy muy enojada con Dios, se llevó a mi hermano")).citations.map(
      (c) => c.reference,
    );
    expect(refs.slice(0, 5)).not.toContain("Job 42:1-6");
  });
  it("a frightened parent hears 'no temas' first", async () => {
    const refs = (await answerChecked("mi bebé está internado y tengo mucho miedo")).citations.map((c) => c.reference);
    expect(refs[0]).toBe("Marcos 5:36");
  });
});

describe("moving to another city is a going out, not a house blessing", () => {
  it.each([
    "nos vamos a cambiar de ciudad, un versículo para la mudanza",
    "me voy a mudar a otra ciudad por la chamba",
  ])("%s", (q) => expect(first(q)).toBe("cambio-de-ciudad"));
  it.each(["nos mudamos a casa nueva, queremos bendecirla", "mi hija vive en otra ciudad y me siento sola"])(
    "not: %s",
    (q) => expect(first(q)).not.toBe("cambio-de-ciudad"),
  );
});
