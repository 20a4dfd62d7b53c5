import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Stories and lists in the built-in answers: an event is told briefly and quoted from its narrative
// (the part asked about, the verses at its heart, the other Gospels' account), with where to read it
// all; a list names every item.

withBuiltinAnswererDb();

const cited = (a: { citations: { reference: string }[] }) => a.citations.map((c) => c.reference);

describe("built-in answers: stories", () => {
  it("tells an event asked about in everyday words and quotes its narrative, with the other Gospels", async () => {
    const a = await answerChecked("qué pasó cuando Jesús calmó la tormenta");
    const refs = cited(a);
    expect(refs[0]).toMatch(/^Marcos 4:3\d/);
    expect(refs.some((r) => r.startsWith("Mateo 8:"))).toBe(true);
    expect(refs.some((r) => r.startsWith("Lucas 8:"))).toBe(true);
    expect(a.text).toMatch(/^### Jesús calma la tempestad/);
    expect(a.text).toMatch(/También lo cuenta Mateo:/);
  });

  it("quotes the part of a long narrative the question is about, and says where to read the rest", async () => {
    const a = await answerChecked("¿Cómo murió Saúl?");
    expect(cited(a)[0]).toMatch(/^1 Samuel 31:/);
    expect(a.text).toMatch(/echóse sobre ella/);
    expect(a.text).toMatch(/\*\*Para leer toda la historia:\*\* 1 Samuel 31:1-13/);
    expect(a.text).not.toMatch(/Esto es lo que dice la Biblia sobre/);
  });

  // Nave's stories keep the order of their narrative, as people and places do: ranked like a doctrine, the
  // verses that say "diluvio" (Mateo 24:38, Lucas 17:27) came before Genesis, and the flood was told from
  // the Gospels.
  it.each(["qué dice la Biblia del diluvio", "cuéntame del diluvio universal"])(
    "tells the flood from Genesis: %s",
    async (q) => {
      const a = await answerChecked(q);
      expect(cited(a)[0]).toMatch(/^Génesis [6-9]:/);
    },
  );

  it("quotes a story's key verses, not only its opening", async () => {
    const a = await answerChecked("la resurrección de Lázaro");
    expect(cited(a)).toEqual(expect.arrayContaining(["Juan 11:43-44"]));
  });

  it("quotes the part asked about from the narrative's continuation", async () => {
    const a = await answerChecked("cuantos dias llovio en el diluvio");
    expect(cited(a).some((r) => r.startsWith("Génesis 7:"))).toBe(true);
    expect(a.text).toMatch(/fué el diluvio cuarenta días sobre la tierra/);
  });

  it("answers a question asked from inside a story with that story", async () => {
    const a = await answerChecked("¿por qué David pudo vencer al gigante?");
    expect(cited(a).some((r) => r.startsWith("1 Samuel 17:4"))).toBe(true);
  });

  it("answers an event of a person's life with the event, not the person's profile", async () => {
    const a = await answerChecked("que paso cuando moises bajo del monte y vio al pueblo adorando un becerro");
    expect(cited(a)[0]).toMatch(/^Éxodo 32:/);
  });
});

describe("built-in answers: lists", () => {
  it("names every item of a list asked for in everyday words", async () => {
    const a = await answerChecked("cuales eran los cuatro rios del jardin del eden");
    for (const name of ["Pisón", "Gihón", "Tigris", "Éufrates"]) expect(a.text).toContain(name);
    expect(cited(a).some((r) => r.startsWith("Génesis 2:1"))).toBe(true);
  });

  it("names a list's members asked for by who they belong to", async () => {
    const a = await answerChecked("jesus tenia hermanos? como se llamaban");
    for (const name of ["Jacobo", "José", "Simón", "Judas"]) expect(a.text).toContain(name);
  });
});

describe("built-in answers: verses quoted in today's words", () => {
  it.each([
    ["¿dónde dice si se enojan no pequen?", "Efesios 4:26"],
    [
      "donde dice no se amolden al mundo actual, sino sean transformados mediante la renovacion de su mente",
      "Romanos 12:2",
    ],
    ["porque tanto amo dios al mundo que dio a su hijo unico", "Juan 3:16"],
  ])("%s → %s", async (q, ref) => {
    const a = await answerChecked(q);
    expect(cited(a)[0]).toMatch(new RegExp(`^${ref}\\b`));
  });
});

describe("built-in answers: people", () => {
  it("a person of Nave's is shown by the heart of their stories, not by a namesake's verses", async () => {
    const a = await answerChecked("¿Quién fue Saúl?");
    const refs = cited(a);
    expect(refs[0]).toMatch(/^1 Samuel /);
    expect(refs.some((r) => r.startsWith("Génesis 36"))).toBe(false);
  });

  it("a judge's profile tells her story even though it has a battle in it", async () => {
    const a = await answerChecked("quien fue debora");
    expect(cited(a)[0]).toMatch(/^Jueces 4:/);
  });

  // A person's answer is built from the passages that name them: where they enter, their key moments in
  // order, how a letter remembers them; Nave's namesakes (Cain's son Enoc) and stories that do not name
  // them (Mateo's burial, for Nicodemo) stay out.
  it("a person is told from the verses that name them, with how a letter remembers them", async () => {
    const enoch = cited(await answerChecked("háblame de Enoc"));
    expect(enoch).toContain("Hebreos 11:5");
    expect(enoch.some((r) => r.startsWith("Génesis 4:"))).toBe(false);
    const barnabas = cited(await answerChecked("¿quién fue Bernabé?"));
    expect(barnabas[0]).toMatch(/^Hechos 4:36/);
    const nicodemus = cited(await answerChecked("¿quién fue Nicodemo?"));
    expect(nicodemus).toEqual(expect.arrayContaining(["Juan 3:1-2", "Juan 19:39"]));
    expect(nicodemus.some((r) => r.startsWith("Mateo 27:"))).toBe(false);
  });

  it("a person named with a family word is the one asked about, not the one they are family of", async () => {
    const a = await answerChecked("qué dice la Biblia de María, la mamá de Jesús");
    expect(cited(a)[0]).toMatch(/^Lucas 1:/);
  });
});

describe("built-in answers: stories, told whole and remembered", () => {
  it("a name shared by a story and its person answers with the story", async () => {
    const refs = cited(await answerChecked("¿qué pasó en la zarza ardiente?"));
    expect(refs[0]).toMatch(/^Éxodo 3:/);
    expect(refs.some((r) => r.startsWith("Éxodo 2:"))).toBe(false);
  });

  it("quotes a short narrative whole, and the letter that looks back on it", async () => {
    const babel = cited(await answerChecked("¿qué pasó con la torre de Babel?"));
    expect(babel[0]).toBe("Génesis 11:1-9");
    const enoch = await answerChecked("cuéntame la historia de Enoc, el que caminó con Dios");
    expect(enoch.text).toMatch(/Y así lo recuerda Hebreos:/);
    expect(cited(enoch)).toContain("Hebreos 11:5");
  });

  it("a list scattered over chapters opens with the verse that names it whole", async () => {
    const churches = cited(await answerChecked("¿cuáles son las 7 iglesias de Apocalipsis?"));
    expect(churches[0]).toBe("Apocalipsis 1:11");
  });
});

// The best-known stories as people ask for them (no accents, told from inside): each opens with its own
// narrative — not a topic that shares its name ("la oveja perdida", "el joven rico"), a verse that holds
// some of its words (Mateo 15:36 for the loaves), a namesake (Isaac, Abraham's son) or a nearby story.
describe("built-in answers: well-known stories by name or by what happened", () => {
  it.each([
    ["la oveja perdida", /^Lucas 15:/],
    ["el joven rico", /^Marcos 10:(1[7-9]|2\d)/],
    ["la serpiente de bronce en el desierto", /^Números 21:/],
    ["los diez leprosos y solo uno regreso", /^Lucas 17:/],
    ["la vara de aaron se convirtio en serpiente ante faraon", /^Éxodo 7:(8|9|1[0-3])/],
    ["la multiplicacion de los panes y los peces", /^Juan 6:/],
    ["cuando dios le pidio a abraham que sacrificara a su hijo isaac", /^Génesis 22:/],
    ["la parabola de los dos hijos", /^Mateo 21:(2[89]|3[0-2])/],
    ["a pablo lo mordio una vibora en malta", /^Hechos 28:/],
    ["por cuanto vendio judas a jesus", /^Mateo 26:1[4-6]/],
    ["el profeta natan confronta a david", /^2 Samuel 12:/],
    ["las dos mujeres que peleaban por un bebe salomon", /^1 Reyes 3:/],
    // Told by a word that also names someone in other stories ("ciego"), a number in figures ("12"),
    // the people as they are called today ("los muchachos", "martha", "los israelitas").
    ["saulo se quedo ciego en el camino", /^Hechos 9:/],
    ["jesus a los 12 años en el templo", /^Lucas 2:(4[1-9]|5[0-2])/],
    ["martha y maria", /^Lucas 10:(3[89]|4[0-2])/],
    ["los muchachos que no se quemaron en el horno", /^Daniel 3:/],
    ["la mujer que se volteo y quedo hecha sal", /^Génesis 19:/],
    ["la conversion del carcelero", /^Hechos 16:/],
    ["los israelitas comian mana", /^Éxodo 16:/],
  ])("%s", async (q, first) => {
    const a = await answerChecked(q);
    expect(cited(a)[0]).toMatch(first);
  });
});

describe("built-in answers: an event of someone's life told in a few words", () => {
  it.each([
    // Asked how someone came to something, a word the story is told with counts as what happened:
    // the story's passages, not the person's profile.
    ["cómo llegó David a ser rey", /^1 Samuel 16:/],
    ["cuéntame cómo Salomón se hizo rey", /^1 Reyes 1:/],
    // The event, not the doctrine of the resurrection the profile of the figure goes on to.
    ["la resurrección de Cristo", /^(Mateo 28|Marcos 16|Lucas 24|Juan 20):/],
  ])("%s", async (q, all) => {
    const refs = cited(await answerChecked(q)).slice(0, 3);
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(r).toMatch(all);
  });

  it.each([
    // Two of its people and what happened tell the story, not a verse that loosely holds the line.
    ["Sara y Abraham tuvieron un hijo cuando eran ancianos", /^Génesis 21:/],
    // A story named by its own name before another of the same person met by scattered words.
    ["la vez que Elías hizo bajar fuego del cielo", /^1 Reyes 18:/],
  ])("%s", async (q, first) => {
    expect(cited(await answerChecked(q))[0]).toMatch(first);
  });

  it("keeps a story told by its people before one whose name shares a word ('Jesús resucitó')", async () => {
    expect(cited(await answerChecked("cuando Jesús resucitó a Lázaro"))[0]).toMatch(/^Juan 11:/);
    expect(cited(await answerChecked("la vez que Jesús resucitó a un muerto en un funeral en Naín"))[0]).toMatch(
      /^Lucas 7:/,
    );
  });
});
