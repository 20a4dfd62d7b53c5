import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";

// 44931e2 spared "me quiero morir de la vergüenza / de pena / de miedo" as idioms, whatever stood
// beside them. A figure of speech is light only alone: with despair, shame that everyone knows of,
// a death or a threat — or from a child — it is a wish to die again, as before 44931e2. "Pena" is
// sorrow as much as shame in Mexico ("murió de pena"), so it is not spared at all. A partner's threat
// to kill is abuse in its own right.

const danger = [
  "me quiero morir de pena desde que murió mi esposo",
  "me quiero morir de la vergüenza, todos en la escuela vieron mis fotos",
  "me quiero morir de la vergüenza ya no puedo más",
  "me quiero morir de la verguenza todos saben lo que hice y ya no quiero salir nunca",
  "tengo 14 y me quiero morir de la vergüenza",
  "quisiera desaparecer un rato, nadie me extrañaría",
];

const threat = [
  "me quiero morir de miedo, mi esposo me va a matar cuando llegue",
  "tengo miedo de que mi esposo me mate",
  "mi ex me amenazó de muerte",
];

const light = [
  "me quiero morir de la verguenza",
  "me voy a morir de risa con este video",
  "me quiero morir de risa, nunca había visto algo así",
  "tengo 15 y me voy a morir de risa",
  "me quiero morir de sueño en la oficina",
  "me muero de pena, se me cayó el pastel",
  "mi mamá me va a matar si repruebo",
  "me voy a morir de hambre, no he comido",
];

describe("an idiom of dying is spared only when it stands light", () => {
  it.each(danger)("a wish to die: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("suicide"));
  it.each(threat)("a threat to one's life is abuse: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("abuse"));
  it.each(light)("no crisis: %s", (q) => expect(detectCrisis(q)).toBeNull());
});
