import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";
import { crisisReply } from "../../lib/answers/safety/crisis-reply.ts";

// Someone else in danger, told by the one who wants to help. Before this, "mi hija de 15 años se corta
// los brazos" was answered as a quinceañera ("¡Qué alegría celebrar quince años!") and "mi hermano me
// dijo que ya no aguanta y tiene una pistola" with the ethics of self-defence: the rules knew only
// "me corto", "me quiero aventar", "me toca". And when a friend's danger was caught, the reply told
// the writer "tu vida vale", as if they were the one at risk.

const suicideOther = [
  "mi hermano me dijo que ya no aguanta y tiene una pistola",
  "mi mamá dice que ya no quiere vivir",
  "mi esposa no quiere seguir viviendo",
  "mi amigo tomó muchas pastillas",
  "mi hijo de 14 se quiere aventar de un puente",
  "mi abuelo dice que todos estarían mejor sin él",
  "mi hijo dice que se quiere morir",
  "creo que mi hijo está pensando en quitarse la vida",
  "mi novia se quiere colgar",
  "mi papa se tomo el veneno para ratas",
];

const selfHarmOther = [
  "mi hija de 15 años se corta los brazos",
  "mi hijo se corta",
  "mi amiga se lastima a propósito",
  "mi novia se hace cortadas",
  "mi hija se quema con cigarros",
  "mi amiga se corta cuando está triste",
  "vi que mi hermano tiene cicatrices de cortarse",
  "mi esposa se está haciendo daño, se corta",
  "mi esposo se está lastimando y no sé qué hacer",
  "creo que mi hijo se hace daño",
  "mi mamá se sigue haciendo daño",
];

const abuseOther = [
  "a mi hermanita la toca mi tío",
  "mi vecino golpea a sus hijos",
  "mi papá le pega a mi mamá",
  "el esposo de mi hermana la tiene encerrada",
];

// Told of someone else with the same words, and no one in danger.
const notCrisis = [
  "mi hijo no quiere vivir con su papá",
  "mi hija ya no quiere vivir en México",
  "mi hijo se cortó el pelo",
  "mi hija se corta el pelo cada mes",
  "mi hija se cortó jugando",
  "se quemó la comida",
  "la leche se corta con limón",
  "le toca a mi hija lavar los trastes",
  "Saúl se echó sobre su espada",
  "mi abuela se tomó sus pastillas de la presión",
  "mi hijo se golpeó la cabeza jugando futbol",
  "mi hermano toca la guitarra",
  "mi hija se quemó con el sol en la playa",
  "mi papá ya no aguanta el dolor de espalda",
  "mi hermano no aguanta a su jefe",
  "mi amiga se muerde las uñas cuando está nerviosa",
  "el policía tiene una pistola y ya no puede más con el trabajo",
  "mi esposo se está haciendo daño con el alcohol",
  "mi hijo se hace daño en la rodilla cuando corre",
  "mi papá se está lastimando la espalda en el trabajo",
];

describe("someone else in danger gets the crisis reply, for a helper", () => {
  it.each(suicideOther)("suicide: %s", (t) => {
    expect(detectCrisis(t)).toMatchObject({ kinds: expect.arrayContaining(["suicide"]), other: true });
  });
  it.each(selfHarmOther)("self-harm: %s", (t) => {
    expect(detectCrisis(t)).toMatchObject({ kinds: expect.arrayContaining(["self_harm"]), other: true });
  });
  it.each(abuseOther)("abuse: %s", (t) => {
    expect(detectCrisis(t)).toMatchObject({ kinds: expect.arrayContaining(["abuse"]), other: true });
  });
  it.each(notCrisis)("not a crisis: %s", (t) => expect(detectCrisis(t)).toBeNull());

  it("a child named as the one in danger is a minor", () => {
    expect(detectCrisis("mi hija de 15 años se corta los brazos")?.minor).toBe(true);
    expect(detectCrisis("a mi hermanita la toca mi tío")?.minor).toBe(true);
    expect(detectCrisis("mi mamá dice que ya no quiere vivir")?.minor).toBe(false);
  });

  it("the writer's own danger is never taken for someone else's", () => {
    for (const t of [
      "mi esposo me pega",
      "ya no quiero vivir",
      "me corto los brazos",
      "mi hermana se corta y yo también me corto",
    ])
      expect(detectCrisis(t)?.other).toBeFalsy();
  });
});

describe("despair with a means at hand, told by the writer", () => {
  it.each([
    "ya no aguanto y tengo una pistola",
    "tengo una cuerda y ya no puedo más",
    "estoy desesperado, compré veneno",
  ])("%s", (t) => expect(detectCrisis(t)).toMatchObject({ kinds: ["suicide"] }));
});

describe("the reply to a helper", () => {
  it.each(["suicide", "self_harm", "abuse"] as const)(
    "%s: the numbers, and what to do for the other person",
    (kind) => {
      const reply = crisisReply({ kinds: [kind], minor: false, other: true }, []);
      expect(reply).toContain("800 911 2000");
      expect(reply).toMatch(/\*\*911\*\*/);
      expect(reply).toContain("esa persona");
      // Spoken to the helper: not "tu vida vale", not "no es tu culpa", not "hacerte daño".
      expect(reply).not.toMatch(/tu vida vale|no es tu culpa|hacerte daño|Hacerte daño/);
      expect(reply).not.toContain("DIF");
    },
  );

  it("a child in danger adds the DIF, and a trusted adult if the writer is young too", () => {
    const reply = crisisReply({ kinds: ["abuse"], minor: true, other: true }, []);
    expect(reply).toContain("DIF");
    expect(reply).toContain("adulto de confianza");
  });

  it("the writer's own crisis keeps the reply spoken to them", () => {
    expect(crisisReply({ kinds: ["suicide"], minor: false }, [])).toContain("tu vida vale");
  });
});
