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
  "mi mamá dice que si no limpio mi cuarto me mata jaja",
  "el profe dice que nos va a matar si no entregamos el proyecto",
  "mi esposa dice que me va a matar si no lavo los trastes jaja",
  "mi esposa me va a matar 😂 se me olvidó el pan",
  "ya me tomé las pastillas de la presión, gracias a Dios me siento mejor",
  "ya tomé mis pastillas para la diabetes",
  "ya me tomé el ácido fólico del embarazo",
  "ya tomé mis medicinas de hoy",
  "ya me tomé las pastillas del doctor",
];

const meant = [
  "mi esposo dice que me va a matar si lo dejo",
  "mi papá me pega y dice que me va a matar si hablo",
  "tengo miedo, mi pareja tiene una pistola y dice que me va a matar",
  "mi ex me dijo que me va a matar",
  "mi padrastro dice que si le digo a mi mamá me mata",
  "mi esposo me va a matar si se entera que le conté a mi hermana, tengo miedo",
];

// A threat said by someone at home, one that backs a demand (money, obedience, sex, the phone, church),
// one tied to drink or a time rather than a lapse, or one told by a child: a miss here is the one that
// costs a life, so a cause or a nervous laugh does not make it a figure of speech.
const meantUnderCause = [
  "mi esposo dice que me va a matar si no le doy el dinero",
  "mi esposo dice que me va a matar si no hago lo que dice",
  "mi esposo me va a matar si no hago lo que dice",
  "mi marido dice que me va a matar si llego tarde",
  "mi pareja dice que me va a matar si no tengo relaciones con él",
  "mi novio dice que me va a matar si no le contesto el teléfono",
  "mi esposo dice que me va a matar si voy a la iglesia",
  "mi novio me va a matar si se entera que estoy embarazada",
  "mi pareja me va a matar si no le doy el dinero jaja",
  "mi esposo dice que me va a matar si no le hago caso jaja ni modo",
  "mi esposo dice que si no le tengo la cena me mata jaja ya me acostumbré",
  "mi esposo grita que me va a matar cuando llega borracho",
  "mi marido dice que me va a matar con sus propias manos",
  "mi esposo dijo que me va a matar en cuanto llegue a la casa",
  "mi esposo dice que me va a matar porque no le hice de comer",
  "mi novio dijo que me iba a matar si lo denunciaba",
  "mi novio me dijo que me mata si lo engaño",
  "mi padrastro me va a matar si no hago lo que dice",
  "tengo 14 años y mi papá dice que me va a matar si no le doy el dinero",
  "mi papá dice que si reprobé me va a matar, tengo 13 años",
  "el narco dice que me va a matar si no le pago",
  "dicen que me van a matar si no pago la cuota",
  "mi pareja dice que me va a matar jaja bueno no sé si es broma",
  "mi jefe dice que me va a matar si no entrego el reporte, me tiene amenazado",
  // "Jesús", "Jehová" and "jamás" are no laughter.
  "mi esposo dice que me va a matar, le pido a Jesús que me proteja",
  "mi esposo dice que me va a matar y le pido a Jehová que me cuide",
];

const overdose = [
  "ya tomé las pastillas",
  "ya me tomé las pastillas, perdón",
  "me tomé todo el frasco",
  "ya me las tomé todas",
  "me trague el frasco entero de rivotril",
  "ya tomé el veneno",
  "ya tomé cloro",
  // Someone else's pills, a drug or a container named after "de", a count told after, no "me".
  "ya me tomé las pastillas de mi mamá",
  "ya me tomé el frasco de clonazepam",
  "ya me tome el bote de pastillas",
  "ya tomé las pastillas de la presión de mi abuela, todas",
  "me tomé las pastillas para dormir de mi mamá, como 20",
  "tomé muchas pastillas y me siento mareada",
  "me tomé las pastillas de mi papá para ya no sentir nada",
];

describe("death threats said of anger", () => {
  it.each(figurative)("is no crisis: %s", (q) => expect(detectCrisis(q)).toBeNull());
  it.each(meant)("is abuse: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("abuse"));
  it.each(meantUnderCause)("is abuse despite a cause or a laugh: %s", (q) =>
    expect(detectCrisis(q)?.kinds).toContain("abuse"),
  );
});

describe("pills and poison told as taken", () => {
  it.each(overdose)("is a crisis: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("suicide"));
});
