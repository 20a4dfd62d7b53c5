import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";
import { answerQuestion } from "../../lib/answers/index.ts";
import { LINEA_DE_LA_VIDA } from "../../content/crisis-reply.ts";
import { withTestDb } from "../support/test-db.ts";

// Three things seen in answers (issue 12): someone's threat to kill themselves if the writer leaves is
// control, and the writer needs the crisis reply for their own safety; a threat of violence by anyone
// at home (a grown son on drugs) is a crisis; abuse told as long past by an adult asking of forgiveness
// is a wound to answer, not an emergency — while abuse that goes on stays a crisis. Written as people
// write, with near-misses that must stay quiet.

const leverage = [
  "mi esposo dice que si lo dejo se mata",
  "mi novia dice que se mata si la dejo",
  "mi marido amenaza con suicidarse si me divorcio",
  "mi pareja me dijo que si me voy se va a quitar la vida",
  "mi novio me chantajea con que se va a matar",
  "si termino con el dice que se suicida",
];

const threatAtHome = [
  "mi hijo me va a matar si no le doy dinero, es adicto",
  "mi hijo me va a matar si no le doy para la droga",
  "mi hijo drogadicto me quiere matar",
  "mi hermano quiere matarme",
  "mi suegro dice que nos va a matar",
];

const notACrisis = [
  "mi hijo me va a matar de un disgusto",
  "mi hija me va a matar de un susto con sus ocurrencias",
  "mi mamá me va a matar cuando vea mis calificaciones",
  "mi hija me va a matar si no le compro el vestido",
  "mi esposo se mata trabajando para la familia",
  "mi papá se mata trabajando y yo no le ayudo",
];

const pastWound = [
  "de niña abusaron de mí, ¿tengo que perdonar?",
  "cuando tenia 10 años mi tio abuso de mi, como sano esa herida",
  "hace muchos años me violaron, ¿Dios me puede sanar?",
  "de niño mi papá me pegaba, ¿cómo lo perdono?",
  "en mi infancia sufri abuso sexual, como perdono a mi abusador",
];

// The same past told with what says it goes on, or with another in danger: the crisis reply stays.
const stillGoingOn = [
  "de niña abusaron de mí y todavía me busca",
  "de niña mi tío abusaba de mí y ahora vive con nosotros",
  "cuando era niña mi padrastro me tocaba y sigue haciéndolo",
  "de niña abusaron de mí y tengo miedo de que le pase a mi hija",
  "mi esposo me pega desde hace años",
  "hace muchos años me violaron y ya no quiero vivir",
  "de niño abusaron de mí, tengo 15 años y no sé a quién decirle",
];

describe("threats at home and suicide threats used as control", () => {
  it.each(leverage)("'%s' is the writer's own crisis, with the control named", (q) => {
    const c = detectCrisis(q);
    expect(c?.kinds).toContain("abuse");
    expect(c?.leverage).toBe(true);
    expect(c?.other).toBeFalsy();
  });

  it.each(threatAtHome)("'%s' is a crisis", (q) => {
    const c = detectCrisis(q);
    expect(c?.kinds).toContain("abuse");
    expect(c?.past).toBeFalsy();
  });

  it.each(notACrisis)("'%s' is a figure of speech", (q) => {
    expect(detectCrisis(q)).toBeNull();
  });
});

describe("abuse long past", () => {
  it.each(pastWound)("'%s' is a past wound, answered", (q) => {
    expect(detectCrisis(q)).toMatchObject({ kinds: ["abuse"], past: true });
  });

  it.each(stillGoingOn)("'%s' keeps the crisis reply", (q) => {
    const c = detectCrisis(q);
    expect(c).not.toBeNull();
    expect(c?.past).toBeFalsy();
  });
});

describe("the answers", () => {
  withTestDb({ bible: true, env: { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined } });

  it("a suicide threat used as control gets the crisis reply, which says it is not the writer's fault", async () => {
    const a = await answerQuestion({ text: "mi esposo dice que si lo dejo se mata" });
    expect(a.text).toMatch(/\*\*911\*\*/);
    expect(a.text).toContain(LINEA_DE_LA_VIDA);
    expect(a.text).toMatch(/forma de control/);
  });

  it("past abuse and forgiveness: passages on forgiveness and healing, then where to find help", async () => {
    const a = await answerQuestion({ text: "de niña abusaron de mí, ¿tengo que perdonar?" });
    const refs = a.citations.map((c) => c.reference);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    // Forgiveness is part of the answer (Mateo 18, Efesios 4:32, Colosenses 3:13, Mateo 6:14…).
    expect(
      refs.some((r) => /^(Mateo 18|Mateo 6:1[2-5]|Efesios 4:3[12]|Colosenses 3:13|Lucas 6:37|Marcos 11:25)/.test(r)),
    ).toBe(true);
    expect(a.text).toContain("no fue tu culpa");
    expect(a.text).toContain(LINEA_DE_LA_VIDA);
    expect(a.text).not.toMatch(/Gracias por contármelo\. Lo que describes es muy serio/);
  });

  it("abuse that goes on keeps the crisis reply", async () => {
    const a = await answerQuestion({ text: "de niña abusaron de mí y todavía me busca" });
    expect(a.text).toMatch(/Lo que describes es muy serio/);
  });
});
