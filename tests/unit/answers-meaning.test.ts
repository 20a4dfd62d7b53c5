import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning, isCautionPassage } from "../../lib/scripture/index.ts";

// The meaning layer (data/subjects/meaning.json): people describe their lives in their own words, and
// the answer is chosen by what those words mean. Sentences written for these tests, as people write:
// Mexican Spanish, no accents, slang ("jefita", "chamba", "me cortó"), a need told without its name.

withBuiltinAnswererDb();

const cited = (a: { citations: { reference: string }[] }) => a.citations.map((c) => c.reference);

describe("findMeaning: the subject a description means", () => {
  it.each([
    ["se nos fue mi jefita el domingo", "duelo-por-una-madre"],
    ["hoy sepultamos a mi papá", "duelo-por-un-padre"],
    ["mi gatito se murio de viejito", "perdida-de-mascota"],
    ["en el ultrasonido ya no tenia latido", "perdida-de-embarazo"],
    ["a mi esposo le encontraron un tumor en la cabeza", "diagnostico-dificil"],
    ["me corrieron de la chamba", "desempleo"],
    ["llevo 3 años intentando embarazarme", "esterilidad"],
    ["mi marido tiene otra y yo ni sabia", "infidelidad"],
    ["mi novia me terminó por mensaje", "corazon-roto"],
    ["me asaltaron en el camion y ya no quiero salir", "victima-de-un-delito"],
    ["me vine al norte y extraño a mi familia", "migrar-lejos-de-casa"],
    ["oro y oro y dios no me contesta", "oracion-sin-respuesta"],
    ["no pego el ojo en toda la noche", "sueno"],
    ["la regué y no me perdono", "culpa"],
    ["como consuelo a una amiga que perdio a su bebe", "perdida-de-embarazo"],
    ["dios me quito a mi esposo, estoy enojada con el", "enojo-con-dios"],
    ["siento que soy una mala madre", "criar-hijos"],
    ["ando bien agüitado, nada me sale", "depresion"],
    // A spouse told with conflict is a marriage in conflict, whichever words tell it; a spouse who
    // will not go to church is an unbelieving spouse, not a child far from God.
    ["mi viejo me grita por cualquier cosa", "conflictos-en-el-matrimonio"],
    ["mi esposa ya no me hace caso, esta muy fria conmigo", "conflictos-en-el-matrimonio"],
    ["estoy triste por como esta mi matrimonio", "conflictos-en-el-matrimonio"],
    ["mi marido no quiere saber nada de la iglesia", "conyuge-no-creyente"],
    ["desde que me bautice mi familia ya no me habla", "rechazo-de-la-familia"],
    ["mi hijo se va a comprometer con su novia", "compromiso"],
    ["mi jefa me pide que altere unos reportes", "honestidad-en-el-trabajo"],
    ["¿un cristiano puede echarse unas cheves?", "alcohol"],
    // Writing to someone in mourning, or standing by someone who suffers, is a need of its own: the
    // passages to share and to live by, not those for the one who grieves or suffers.
    ["quiero mandarle mis condolencias a una amiga", "dar-el-pesame"],
    ["mi hermano anda bien deprimido, como lo apoyo", "acompanar-a-quien-sufre"],
    ["el vecino de enfrente murio en un choque", "muerte-repentina"],
    // Forgiving oneself is guilt, not forgiving someone who hurt you.
    ["no me puedo perdonar lo que le dije a mi mama", "culpa"],
    ["nos vamos a cambiar de casa la otra semana", "mudanza"],
    ["nuestra iglesia cumple 50 años, que versiculo leemos", "aniversario-de-iglesia"],
    // Occasions told by what happens, not by their name.
    ["mi hija termina el kinder, que le escribo", "graduacion"],
    ["quiero felicitar a mi pastor, un versiculo", "dia-del-pastor"],
    ["un versiculo para orar por mexico este 15 de septiembre", "fiestas-patrias"],
    ["cumplimos dos años de novios", "aniversario"],
    // The d of -ado dropped as it is said, and the fear of hell as a doubt about salvation.
    ["toy bien cansao de todo", "cansancio"],
    ["me da miedo irme al infierno", "seguridad-de-la-salvacion-dudas"],
    // Moral questions about everyday things, asked in everyday words.
    ["¿esta mal maquillarse?", "apariencia"],
    ["es pecado ver peliculas de terror", "tecnologia"],
    ["¿puedo casarme con una divorciada?", "volver-a-casarse"],
    // A pregnancy nobody planned is not congratulated; a grandchild on the way still is.
    ["mi hija de 16 años salio embarazada", "embarazo-inesperado"],
    ["quede embarazada y no lo planeamos", "embarazo-inesperado"],
    ["mi hija esta embarazada, va a ser mi primer nieto", "embarazo"],
  ])("%s → %s", (text, id) => {
    expect(findMeaning(text).matches[0]?.subject.id).toBe(id);
  });

  it.each(["estoy muerta de cansancio", "ando muerto de sueño"])("an idiom of tiredness is no grief: %s", (text) => {
    const ids = findMeaning(text).matches.map((m) => m.subject.id);
    expect(ids.filter((id) => id.startsWith("duelo"))).toEqual([]);
  });

  // "debo" is "I must" far more often than "I owe": alone it said nothing about money, yet it made
  // "¿qué debo hacer con mi vida?" a money worry. Owing is "le debo", "debo dinero"…
  it.each(["¿cómo debo tratar a mis padres ancianos?", "¿qué debo hacer con mi vida?", "¿debo ir a la iglesia?"])(
    "'debo' as 'must' is not a money worry: %s",
    (text) => {
      expect(findMeaning(text).matches.map((m) => m.subject.id)).not.toContain("angustia-economica");
    },
  );

  // "Desconectar" is end of life only when someone is disconnected ("desconectarlo", "¿la desconectamos?"):
  // "me siento desconectado de Dios" is distance from God, and "dejarlo ir" is as often grief or a breakup.
  it.each([
    ["me siento desconectado de Dios"],
    ["necesito desconectarme de las redes sociales"],
    ["murió mi papá y no puedo dejarlo ir"],
    ["mi novio me dejó y no sé cómo dejarlo ir"],
  ])("not the end-of-life question: %s", (text) => {
    expect(findMeaning(text).matches[0]?.subject.id).not.toBe("fin-de-la-vida");
  });

  it.each([
    ["¿es pecado desconectar a un enfermo terminal?"],
    ["mi mamá está conectada a las máquinas, ¿la desconectamos?"],
    ["los doctores quieren desconectar a mi abuelo"],
    ["¿está mal desconectarlo si ya no hay esperanza?"],
  ])("the end-of-life question: %s", (text) => {
    expect(findMeaning(text).matches[0]?.subject.id).toBe("fin-de-la-vida");
  });

  it("owing money is still a money worry", () => {
    expect(findMeaning("le debo mucho dinero a mi cuñado y me da pena").matches[0]?.subject.id).toBe(
      "angustia-economica",
    );
  });

  it.each([
    // Misspelt as it sounds (s/c/z, a dropped final d), texting shorthand, and a feeling told in any person.
    ["tengo mucha ancieda y no se q hacer", "ansiedad"],
    ["estoy con deprecion desde hace meses", "depresion"],
    ["xq dios no me contesta si le pido todos los dias", "oracion-sin-respuesta"],
    ["que hacer cuando uno se siente solo", "soledad"],
    ["como superar la muerte de un ser querido", "duelo"],
    // Wanting a child, told without the words "infertilidad" or "embarazarme".
    ["llevamos cuatro años queriendo tener un bebe y nada", "esterilidad"],
    // Someone speaking of their pain with no need named: the canonical comfort, not nothing.
    ["estoy pasando por un momento muy dificil", "momento-dificil"],
    // A life event outweighs the feeling beside it; what the speaker is outweighs what surrounds it.
    ["mi hija murio en un accidente y no puedo con este dolor", "duelo-por-un-hijo"],
    ["soy adicto al cristal, ya lo intente dejar y mi esposa se quiere ir", "adiccion"],
    ["me acabo de divorciar y siento que dios esta decepcionado de mi", "pasar-por-un-divorcio"],
    ["termine la prepa hace un año y no encuentro chamba", "desempleo"],
    // Needs of their own: a sick child, an illness that does not heal, a spouse who does not believe.
    ["mi bebe nacio prematuro y esta en incubadora", "hijo-enfermo"],
    ["tengo artritis desde hace años, he orado y no me sano", "enfermedad-cronica"],
    ["mi marido no es cristiano y no quiere que vaya a la iglesia", "conyuge-no-creyente"],
    ["siento que no merezco que dios me perdone, he hecho cosas horribles", "indignidad"],
  ])("%s → %s", (text, id) => {
    expect(findMeaning(text).matches[0]?.subject.id).toBe(id);
  });

  it("a feeling named in the infinitive ('sentirse mal') is no one's voice", () => {
    expect(findMeaning("que es arrepentirse de verdad? no nomas sentirse mal").concepts.has("voz")).toBe(false);
    expect(findMeaning("como dejar de sentirme solo").matches[0]?.subject.id).toBe("soledad");
  });

  it("a daughter who does not answer the phone is not unanswered prayer", () => {
    const ids = findMeaning("mi hija se fue de la casa y no me contesta").matches.map((m) => m.subject.id);
    expect(ids).not.toContain("oracion-sin-respuesta");
  });

  it("needs every concept of a signal: death alone is grief, not the death of a mother", () => {
    const ids = findMeaning("me da mucha tristeza la muerte").matches.map((m) => m.subject.id);
    expect(ids).not.toContain("duelo-por-una-madre");
  });
});

describe("answers for someone describing their life", () => {
  it("grief for a mother, told in slang, is answered with comfort, not a story or a topic", async () => {
    const a = await answerChecked("se me fue mi jefita y no dejo de llorar");
    expect(cited(a).slice(0, 5)).toEqual(expect.arrayContaining(["Juan 14:1-3", "Apocalipsis 21:4"]));
    expect(a.text).toMatch(/mamá/);
    expect(a.text).toMatch(/Una oración para hoy/);
  });

  it("betrayal by a spouse is answered as a wound, not as a lesson on marriage", async () => {
    const a = await answerChecked("mi esposo me engañó con su compañera de trabajo");
    expect(cited(a)[0]).toBe("Salmos 34:18");
    expect(a.text).not.toMatch(/Génesis 2:24/);
  });

  it("an occasion asked for gets its passages and a warm opening", async () => {
    const a = await answerChecked("vamos a presentar a nuestra bebita en la iglesia, que versiculo le dedicamos");
    expect(cited(a)).toContain("1 Samuel 1:27-28");
    expect(a.text).toMatch(/Qué bonito día/);
  });

  it("a Bible story that names a death is still the story", async () => {
    const a = await answerChecked("¿Cómo murió Saúl?");
    expect(cited(a)[0]).toMatch(/^1 Samuel 31/);
  });

  it("'¿cómo debo tratar a mis padres ancianos?' is about honouring parents, not money", async () => {
    const a = await answerChecked("¿cómo debo tratar a mis padres ancianos?");
    expect(cited(a)).toContain("Éxodo 20:12");
    expect(a.text).not.toMatch(/dinero/);
  });

  it("'me siento desconectado de Dios' is distance from God, answered with care", async () => {
    const a = await answerChecked("me siento desconectado de Dios");
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.text).toMatch(/Una oración para hoy/);
  });

  it("a son who cannot let his father go is comforted, not told 'yo hago morir… yo hiero'", async () => {
    const a = await answerChecked("murió mi papá y no puedo dejarlo ir");
    expect(a.text).toMatch(/Una oración para hoy/);
    expect(cited(a)).not.toContain("Deuteronomio 32:39");
  });

  // "Oprimid*" (5d572ea) made anyone feeling oppressed a question about the poor; the poor are "los
  // oprimidos", "al oprimido". And a topic offered to someone is "sobre el diablo", never "acompañarte en el diablo".
  it("someone oppressed by the enemy is not answered about the poor, and in good Spanish", async () => {
    const a = await answerChecked("me siento oprimido por el enemigo, no puedo orar");
    expect(cited(a)).not.toContain("Proverbios 19:17");
    expect(a.text).not.toMatch(/acompañarte en \*\*/);
    expect(a.text).toMatch(/^Estas palabras de la Escritura sobre \*\*[^*]+\*\* pueden acompañarte:/);
  });

  it("a topic asked in general is not answered as someone's grief", async () => {
    const a = await answerChecked("¿Qué dice la Biblia sobre la ansiedad?");
    expect(a.text).toMatch(/Esto es lo que dice la Biblia sobre/);
  });

  it("an ethical question framed as one gets its subject", async () => {
    const a = await answerChecked("es pecado comer carnitas de puerco?");
    expect(cited(a)).toEqual(expect.arrayContaining(["Hechos 10:13-15"]));
  });

  it.each([
    "me dieron de alta y quiero dar gracias a Dios",
    "mañana es la boda de mi prima, que versiculo le escribo",
    "perdimos todo en el incendio de la casa",
    "mi mamá está en fase terminal",
  ])("never quotes judgment, violence or curse passages: %s", async (q) => {
    const a = await answerChecked(q);
    expect(a.citations.length).toBeGreaterThan(0);
    for (const c of a.citations) expect(isCautionPassage(c.reference), c.reference).toBe(false);
  });
});

describe("passages that would wound", () => {
  it("someone out of work is not told 'I have not seen the righteous forsaken' (Salmos 37:25)", async () => {
    const a = await answerChecked("me quede sin trabajo y ya no me alcanza para la renta");
    expect(cited(a)).toContain("Filipenses 4:19");
    expect(cited(a)).not.toContain("Salmos 37:25");
  });

  it("a betrayed spouse asking for comfort is not quoted the grounds for divorce (Mateo 19:9)", async () => {
    const a = await answerChecked("mi esposo me fue infiel y me siento destrozada");
    expect(cited(a)[0]).toBe("Salmos 34:18");
    expect(cited(a)).not.toContain("Mateo 19:9");
  });

  it("a celebration closes with passages to share, not 'tell me what you are living'", async () => {
    const a = await answerChecked("mi hija cumple 15 años, que versiculo le pongo en la invitacion");
    expect(a.text).not.toMatch(/lo que estás viviendo/);
    expect(a.text).toMatch(/para la ocasión/);
  });
});

describe("sorrow before celebration", () => {
  it("someone who feels useless since retiring is not congratulated on retiring", async () => {
    const a = await answerChecked("me siento inutil desde que me jubilé");
    expect(a.text).not.toMatch(/Felicidades/);
  });

  it("an illness told in someone's own words is answered with care (a topic subject with signals counts as a feeling)", async () => {
    const a = await answerChecked("mi abuelito ya no me reconoce por el alzheimer");
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.text).toMatch(/Una oración para hoy/);
  });
});

describe("moral questions about things outside the Bible's words", () => {
  it("'¿es malo leer el horóscopo?' is a question of faith, answered from the Bible", async () => {
    const a = await answerChecked("es malo leer el horoscopo o ir con una adivina");
    expect(cited(a)).toContain("Deuteronomio 18:10-12");
  });

  it("a divorce asked about after an infidelity gets what Jesus said, not only comfort", async () => {
    const a = await answerChecked("mi esposa me engañó, ¿puedo divorciarme?");
    expect(cited(a)).toEqual(expect.arrayContaining(["Mateo 19:3-9"]));
  });
});
