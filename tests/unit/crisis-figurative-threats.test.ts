import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";

// "Me va a matar si…" is how Mexican Spanish says someone will be very angry; a threat to keep someone
// from leaving or telling, with a weapon, blows or fear, is meant. Pills told as already taken, with
// nothing that makes them a dose, may be an overdose. Written as people write, before the rules.

const figurative = [
  "mi jefe dice que me va a matar si no entrego el reporte",
  "mi esposa me va a matar porque olvidé nuestro aniversario jaja",
  "mi novia me va a matar si no llego a su cumpleaños",
  "mi jefa dice que nos va a matar si no llegamos a la meta del mes",
  "mi mamá dice que si no limpio mi cuarto me mata",
  "mi esposa me va a matar 😂 se me olvidó el pan",
  "ya me tomé las pastillas de la presión, gracias a Dios me siento mejor",
  "ya tomé mis pastillas para la diabetes",
  "ya me tomé el ácido fólico del embarazo",
];

const meant = [
  "mi esposo dice que me va a matar si lo dejo",
  "mi papá me pega y dice que me va a matar si hablo",
  "tengo miedo, mi pareja tiene una pistola y dice que me va a matar",
  "mi ex me dijo que me va a matar",
  "mi padrastro dice que si le digo a mi mamá me mata",
  "mi esposo me va a matar si se entera que le conté a mi hermana, tengo miedo",
];

const overdose = [
  "ya tomé las pastillas",
  "ya me tomé las pastillas, perdón",
  "me tomé todo el frasco",
  "ya me las tomé todas",
  "me trague el frasco entero de rivotril",
  "ya tomé el veneno",
  "ya tomé cloro",
];

describe("death threats said of anger", () => {
  it.each(figurative)("is no crisis: %s", (q) => expect(detectCrisis(q)).toBeNull());
  it.each(meant)("is abuse: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("abuse"));
});

describe("pills and poison told as taken", () => {
  it.each(overdose)("is a crisis: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("suicide"));
});
