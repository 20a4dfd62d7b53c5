import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";
import { crisisReply } from "../../lib/answers/safety/crisis-reply.ts";

// Crisis detection by what is described, not by a list of sentences: self-harm told through its
// method (burning, cutting, hitting oneself), suicide told through a means (pills, poison, a bridge,
// not waking up), and a child or teenager saying so in any of the ways they do (an age, a school
// year, "soy menor"). Written before the rules, as people write: no accents, misspellings, Mexican
// Spanish. The other half matters as much: everyday sentences that share the words are not a crisis.

const selfHarm = [
  "me quemo con el encendedor cuando me siento mal",
  "me queme el brazo a proposito con un cigarro",
  "a veces me quemo con la plancha para sentir algo",
  "me rayo los brazos con un sacapuntas",
  "me corto con el rastrillo de mi papa",
  "me corto con una navaja en los muslos",
  "me corte otra vez anoche",
  "me golpeo la cabeza contra la pared cuando me enojo",
  "me pego a mi misma cuando me equivoco, me lo merezco",
  "me rasguño hasta sangrar",
  "me muerdo los brazos hasta sacarme sangre",
  "quiero volver a cortarme",
  "tengo ganas de quemarme otra vez",
  "no puedo dejar de lastimarme",
  "me castigo lastimandome",
  "me clavo las uñas hasta sangrar cuando tengo ansiedad",
  "me kemo con cerillos",
  "tengo muchas cicatrices en las piernas de tanto cortarme",
  "me hago rayitas en las munecas",
  "me quemé con agua hirviendo a propósito",
];

const suicide = [
  "quiero aventarme del puente",
  "pienso en tirarme del edificio donde trabajo",
  "me quiero aventar al metro",
  "estoy pensando en lanzarme por la ventana",
  "me tome un frasco de pastillas",
  "me tomé todas las pastillas de mi mamá",
  "tengo guardadas pastillas para tomarmelas todas",
  "quiero tomar veneno para ratas",
  "me voy a tomar el cloro",
  "ojala ya no despertar mañana",
  "no quiero despertar mañana",
  "a veces deseo ya no despertar",
  "ojala ya no amaneciera",
  "quisiera que me atropellara un carro",
  "ya escribi mi carta de despedida",
  "ya tengo todo planeado para quitarme la vida",
  "me quiero colgar",
  "quiero pegarme un tiro",
  "estoy cansado de vivir",
  "ya estoy harta de la vida, quiero que dios me lleve",
  "ya no quiero estar en este mundo",
  "quisiera desaparecer para siempre",
  "me voy a aventar a las vias del tren",
];

const notCrisis = [
  "me quemé la mano cocinando",
  "me corté con un cuchillo picando cebolla",
  "me corté el dedo con una hoja de papel",
  "me golpeé la rodilla jugando futbol",
  "me tomé mis pastillas de la presión",
  "¿es pecado tomar pastillas para dormir?",
  "¿Por qué Judas se ahorcó?",
  "Pedro se tiró al agua para ir con Jesús",
  "quiero tirarme al piso a orar",
  "no quiero despertar a mi bebé",
  "me quiero cortar el pelo para la boda",
  "quiero pegarme más a Dios",
  "no quiero quemarme en el infierno",
  "estoy cansado de mi trabajo",
  "me quemo con el sol muy fácil, ¿qué dice la Biblia del cuidado del cuerpo?",
  "¿Qué dice 2 Timoteo, la carta de despedida de Pablo?",
  "quiero despertar espiritualmente",
  "Jonás pidió que lo tiraran al mar",
  "mi hijo tiene 14 años y no quiere ir a la iglesia",
  "tengo 15 años de casada y quiero un versículo para mi esposo",
  "me pego un susto el temblor",
  "mañana me tomo la pastilla y voy al culto",
  "mi novio me cortó y siento que me muero",
  "mi novia me cortó otra vez, todos los dias lloro",
];

describe("self-harm told by its method", () => {
  it.each(selfHarm)("%s", (t) => expect(detectCrisis(t)?.kinds ?? []).toEqual(expect.arrayContaining(["self_harm"])));
});

describe("suicide told by a means or a wish not to wake up", () => {
  it.each(suicide)("%s", (t) => {
    const kinds = detectCrisis(t)?.kinds ?? [];
    expect(kinds.includes("suicide") || kinds.includes("self_harm")).toBe(true);
  });
});

// A partner's control (kept in, cut off from family, money taken, phone watched) is abuse: told as a
// marriage difficulty it was answered with 'Las casadas estén sujetas á sus propios maridos… en todo'
// (Efesios 5:22-33), or declined as off-topic.
const control = [
  "mi esposo me tiene oprimida, no me deja salir",
  "mi esposo me controla el dinero y me revisa el celular",
  "mi marido no me deja trabajar ni ver a mi familia",
  "el esposo de mi hermana la tiene encerrada",
];

describe("control by a partner", () => {
  it.each(control)("%s", (t) => expect(detectCrisis(t)?.kinds ?? []).toContain("abuse"));
  it.each(["mi esposa y yo peleamos mucho", "mi esposo me dejó", "mi esposo no quiere ir a la iglesia conmigo"])(
    "a marriage's trouble is not abuse: %s",
    (t) => expect(detectCrisis(t)).toBeNull(),
  );
});

describe("everyday sentences that share the words", () => {
  it.each(notCrisis)("%s", (t) => expect(detectCrisis(t)).toBeNull());
});

const minors = [
  "tengo 14 y mi tio me manosea",
  "soy menor y mi padrastro me pega",
  "voy en la secundaria y un maestro me toca",
  "tengo 15, me corto los brazos y mis papas no saben",
  "en la secu me pegan todos los dias y el prefecto no hace nada y ya no quiero vivir",
  "estoy en sexto de primaria y mi tio abusa de mi",
  "tengo trece años y quiero morirme",
  "soy una niña de 12 años y mi primo me obliga a hacer cosas",
  "ando en la prepa y me quiero suicidar",
  "tengo 16 años y mi novio me golpea",
  "mi mama no me cree que su novio me toca",
  "a mis 13 años me hago cortes",
];

const adults = [
  "mi esposo me pega",
  "tengo 15 años de casada y mi esposo me golpea",
  "tengo 40 años y ya no quiero vivir",
  "mi jefe me acosa sexualmente",
  "sufro violencia domestica desde hace 10 años",
];

describe("a child or teenager writing", () => {
  it.each(minors)("minor: %s", (t) => {
    const s = detectCrisis(t);
    expect(s).not.toBeNull();
    expect(s?.minor).toBe(true);
  });
  it.each(adults)("adult: %s", (t) => {
    const s = detectCrisis(t);
    expect(s).not.toBeNull();
    expect(s?.minor).toBe(false);
  });
});

describe("the reply to a minor", () => {
  it.each(["abuse", "suicide", "self_harm"] as const)(
    "%s: 911, a trusted adult and the DIF before anything else",
    (kind) => {
      const reply = crisisReply({ kinds: [kind], minor: true }, []);
      const i911 = reply.indexOf("911");
      const adult = reply.indexOf("adulto de confianza");
      const dif = reply.indexOf("DIF");
      const linea = reply.indexOf("800 911 2000");
      expect(i911).toBeGreaterThan(-1);
      expect(adult).toBeGreaterThan(i911);
      expect(dif).toBeGreaterThan(-1);
      expect(linea).toBeGreaterThan(adult);
      // Spoken to a young person: no advice written for adults (children at home, a pastor as the only adult).
      expect(reply).not.toMatch(/Si hay niños en casa/);
    },
  );

  it("an adult's reply keeps the adult lines and no DIF", () => {
    const reply = crisisReply({ kinds: ["abuse"], minor: false }, []);
    expect(reply.indexOf("800 911 2000")).toBeLessThan(reply.indexOf("**911**"));
    expect(reply).not.toContain("DIF");
  });

  it("a self-harm reply for a minor speaks of self-harm, not of keeping secrets about abuse", () => {
    const reply = crisisReply({ kinds: ["self_harm"], minor: true }, []);
    expect(reply).toMatch(/lastimarte|hacerte daño/);
    expect(reply).not.toMatch(/quien te hace daño/);
  });
});
