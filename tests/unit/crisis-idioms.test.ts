import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";

// Everyday Mexican Spanish says how much of a state there is by dying of it ("me quiero morir de la
// vergüenza"), wants a break by disappearing for a while, and resolves not to live with a grudge.
// None of these is a wish to die; the same words without the idiom, or with a pause after the wish,
// still are. Written as people write, before the rules.

const idioms = [
  "me quiero morir de la verguenza",
  "me voy a morir de risa con este video",
  "me quiero morir de sueño en la oficina",
  "quisiera desaparecer un rato de todo el mundo",
  "quiero desaparecer unos dias de vacaciones",
  "no quiero vivir con este rencor",
  "no quiero vivir con tanto miedo",
];

const stillDanger = [
  "me quiero morir",
  "me quiero morir, de la vergüenza ya no puedo salir a la calle",
  "me quiero morir de tristeza",
  "quisiera desaparecer",
  "quiero desaparecer para siempre",
  "no quiero vivir asi",
];

describe("idioms of dying and disappearing", () => {
  it.each(idioms)("is no crisis: %s", (q) => expect(detectCrisis(q)).toBeNull());
  it.each(stillDanger)("still a wish to die: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("suicide"));
});

// What is struck matters: a punching bag, a wall or (in the idiom) the bottle is not a person.
describe("striking a thing is no abuse", () => {
  it.each([
    "mi papá le pega al saco de box",
    "mi hermano le pega a la pared cuando se enoja",
    "mi esposo le pega a la botella todos los fines",
    "me pega el sol en la cara en la mañana",
  ])("%s", (q) => expect(detectCrisis(q)).toBeNull());
  it.each([
    "mi papá le pega a mi mamá",
    "mi papá le pega a la pared y luego a mi mamá",
    "mi esposo le pega a la puerta y me grita que me va a matar",
    "mi esposo me pega",
    "mi padrastro le pega a mi hermanita",
    // Struck against a thing is still struck: with "contra" among the things, these got the marriage
    // topic (Efesios 5:22-33) and the anger topic.
    "mi esposo me golpea contra la pared",
    "mi papa me pega contra el piso cuando se enoja",
    "me golpea contra la mesa",
    "mi padrastro le pega contra la pared a mi hermanito",
  ])("still abuse: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("abuse"));
});
