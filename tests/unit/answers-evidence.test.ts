import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { quotedPhrase, quotedPhraseVariants } from "../../lib/answers/builtin/quoted-phrase.ts";
import { refVerseIds } from "../../lib/scripture/subjects/spans.ts";

withBuiltinAnswererDb();

const cited = (a: { citations: { reference: string }[] }) => a.citations.map((c) => c.reference);

describe("quotedPhrase: the words a question asks about", () => {
  it.each([
    ["¿Dónde dice 'el justo por la fe vivirá'?", "el justo por la fe vivira", true],
    ["¿En qué parte de la Biblia dice el Señor es mi luz y mi salvación?", "el senor es mi luz y mi salvacion", true],
    ["¿Qué versículo dice que todo lo puedo en Cristo?", "todo lo puedo en cristo", true],
    ["no temas porque yo estoy contigo, ¿dónde está?", "no temas porque yo estoy contigo", true],
    ["¿Qué dice la Biblia sobre el perdón?", "que dice la biblia sobre el perdon", false],
    ["el que habita bajo la sombra del altisimo, salmo que?", "el que habita bajo la sombra del altisimo", true],
    ["como dice el versiculo de jehova es mi pastor nada me faltara", "jehova es mi pastor nada me faltara", true],
    ["¿Cómo va el versículo que dice de tal manera amó Dios al mundo?", "de tal manera amo dios al mundo", true],
    ["¿te sabes el salmo que dice el señor es mi luz?", "el senor es mi luz", true],
    ["¿Cómo es el amor según la Biblia?", "como es el amor segun la biblia", false],
    // The request told inside a sentence, with a "says" linker; "que hable de" stays a topic.
    [
      "me acuerdo de un versiculo que dice que los que esperan en jehova tendran nuevas fuerzas",
      "los que esperan en jehova tendran nuevas fuerzas",
      true,
    ],
    ["me pasas el versiculo ese que dice que el señor es mi pastor", "el senor es mi pastor", true],
    ["mi abuela decía un salmo que dice jehová es mi luz y mi salvación", "jehova es mi luz y mi salvacion", true],
    ["dame un versículo que hable de la paz", "dame un versiculo que hable de la paz", false],
    // Texting shorthand is read as the words it stands for.
    ["donde dice q el señor es mi pastor", "el senor es mi pastor", true],
  ])("%s", (q, phrase, framed) => {
    expect(quotedPhrase(q)).toEqual({ phrase, framed });
  });
});

describe("built-in answers: a phrase match beats a topic word", () => {
  it("answers where the words are, not a general answer on their topic", async () => {
    const a = await answerChecked("¿Dónde dice 'el justo por la fe vivirá'?");
    expect(cited(a)).toEqual(expect.arrayContaining(["Romanos 1:17", "Habacuc 2:4"]));
    expect(a.text).not.toMatch(/Esto es lo que dice la Biblia sobre/);
  });

  it("finds a verse quoted in today's words, and says RV1909 words it differently", async () => {
    const a = await answerChecked("¿Dónde dice la Biblia: el Señor es mi luz y mi salvación?");
    expect(cited(a)[0]).toBe("Salmos 27:1");
    expect(a.text).toMatch(/JEHOVÁ es mi luz y mi salvación/);
    expect(a.text).toMatch(/otras versiones/);
  });

  it("asked how a verse goes, answers with the verse, not a topic one of its words names ('pastor', 'amó')", async () => {
    expect(cited(await answerChecked("como dice el versiculo de jehova es mi pastor nada me faltara"))[0]).toBe(
      "Salmos 23:1",
    );
    expect(cited(await answerChecked("¿cómo dice el versículo de tal manera amó Dios al mundo?"))[0]).toMatch(
      /^Juan 3:16\b/,
    );
  });

  it("a verse asked for inside a sentence is found by its words, not read as a topic ('me acuerdo' is no agreement)", async () => {
    expect(
      cited(
        await answerChecked("me acuerdo de un versiculo que dice que los que esperan en jehova tendran nuevas fuerzas"),
      )[0],
    ).toBe("Isaías 40:31");
    expect(cited(await answerChecked("me pasas el versiculo ese que dice que el señor es mi pastor"))[0]).toBe(
      "Salmos 23:1",
    );
  });

  it("recognises a well-known verse typed on its own, without a question", async () => {
    const a = await answerChecked("no temas porque yo estoy contigo");
    expect(cited(a)).toContain("Isaías 41:10");
  });

  it.each([
    ["busquen primeramente el reino de dios y todo lo demas les sera añadido", "Mateo 6:33"],
    ["instruye al niño en su camino y aunque sea viejo no se apartara de el", "Proverbios 22:6"],
    ["quédense quietos, reconozcan que yo soy Dios", "Salmos 46:10"],
  ])(
    "takes a long line recited in today's words for its verse, not a theme one of its words names: %s",
    async (q, ref) => {
      const a = await answerChecked(q);
      expect(cited(a)[0]).toBe(ref);
    },
  );

  it.each([
    ["los que confian en el señor renovaran sus fuerzas y volaran como aguilas", "Isaías 40:31"],
    ["la fe viene por el oír", "Romanos 10:17"],
  ])(
    "takes a line that is mostly one verse's words for that verse, not a subject one word names: %s",
    async (q, ref) => {
      const a = await answerChecked(q);
      expect(cited(a)[0]).toBe(ref);
    },
  );

  it("leaves a topic written as a line to its topic, though a long verse holds its words", async () => {
    const a = await answerChecked("el amor de dios por los pecadores");
    expect(a.text).not.toMatch(/Esas palabras/);
  });

  it.each(["q onda", "qué onda", "kiubo", "hola, ¿qué onda?"])(
    "greets back when greeted in chat-speak: %s",
    async (q) => {
      const a = await answerChecked(q);
      expect(a.citations).toEqual([]);
      expect(a.text).toMatch(/Hola/);
    },
  );

  it("says honestly that it could not find words that are not in the Bible, with no stray verses", async () => {
    const a = await answerChecked("¿En qué versículo dice que el tiempo de Dios es perfecto y llega a la hora exacta?");
    expect(a.text).toMatch(/No encontré esas palabras/);
    expect(a.citations).toEqual([]);
  });

  it("does not take a topic question for a quotation", async () => {
    const a = await answerChecked("¿Qué dice la Biblia sobre el perdón?");
    expect(a.text).toMatch(/perd[oó]n/i);
    expect(a.text).not.toMatch(/Esas palabras/);
  });

  it("finds the words apart from the talk around them (who said it, where one heard it, that one looks for it)", async () => {
    expect(
      cited(await answerChecked("mi tía dijo algo de que el corazón alegre hermosea el rostro, ¿de qué libro es?"))[0],
    ).toBe("Proverbios 15:13");
    expect(
      cited(
        await answerChecked("el principio de la sabiduría es el temor de jehová, lo leímos en el estudio y lo busco"),
      )[0],
    ).toMatch(/^(Salmos 111:10|Proverbios 1:7|Proverbios 9:10)\b/);
  });

  it("finds a verse recited with today's near synonyms (muchacho, anciano, completar)", async () => {
    expect(cited(await answerChecked("instruye al muchacho en su camino y de anciano no se apartara"))[0]).toBe(
      "Proverbios 22:6",
    );
    expect(cited(await answerChecked("Dios va a completar la buena obra que empezó en ustedes"))[0]).toBe(
      "Filipenses 1:6",
    );
  });

  it("a line with a question in it is the verse that holds all of it", async () => {
    expect(cited(await answerChecked("jehová es mi luz y mi salvación, ¿de quién temeré?"))[0]).toBe("Salmos 27:1");
  });

  it("leaves a request for verses on a topic, told in two clauses, to its topic", async () => {
    const a = await answerChecked("versículos de esperanza, de confiar en dios");
    expect(a.citations.length).toBeGreaterThan(2);
    expect(a.text).not.toMatch(/Esas palabras/);
  });
});

describe("the model's context is the same evidence", () => {
  it("holds the verse a question quotes, ahead of passages on its topic words", async () => {
    const { contextPassages } = await import("../../lib/answers/builtin/evidence.ts");
    const refs = (await contextPassages("¿Dónde dice 'el justo por la fe vivirá'?", 6)).map((p) => p.reference);
    expect(refs.slice(0, 4)).toEqual(expect.arrayContaining(["Romanos 1:17", "Habacuc 2:4"]));
  });

  it("gives someone speaking of their own pain only the passages chosen for it, no raw word hits", async () => {
    const { contextPassages } = await import("../../lib/answers/builtin/evidence.ts");
    const { THEMES } = await import("../../lib/answers/builtin/themes.ts");
    const refs = (await contextPassages("Me siento muy triste y no sé qué hacer", 6)).map((p) => p.reference);
    const chosen = new Set(THEMES.flatMap((t) => t.passages));
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(chosen.has(r), r).toBe(true);
  });
});

describe("pastoral and occasion answers", () => {
  it("never quote a passage the subject index marks as judgment, violence or curse", async () => {
    const { SUBJECTS, isCautionPassage } = await import("../../lib/scripture/index.ts");
    const pastoral = SUBJECTS.filter((s) => s.kind === "feeling" || s.kind === "occasion");
    expect(pastoral.length).toBeGreaterThan(10);
    for (const s of pastoral) {
      for (const q of [`Estoy pasando por ${s.aliases[0] ?? s.name}`, `versículos para ${s.name}`]) {
        const a = await answerChecked(q);
        for (const c of a.citations) expect(isCautionPassage(c.reference), `${q} → ${c.reference}`).toBe(false);
      }
    }
  }, 120_000);
});

describe("when nothing fits", () => {
  it("says so and offers the closest subjects instead of verses picked at random", async () => {
    const { nothingFoundAnswer } = await import("../../lib/answers/builtin/compose.ts");
    const text = nothingFoundAnswer(["La esperanza", "El consuelo"]);
    expect(text).toMatch(/^No encontré pasajes/);
    expect(text).toMatch(/\*La esperanza\* o \*El consuelo\*/);
  });

  it("a list answer names every item with its reference", async () => {
    const { listAnswer } = await import("../../lib/answers/builtin/compose.ts");
    const items = [
      { label: "Pedro", ref: "Mateo 10:2" },
      { label: "Andrés", ref: "Mateo 10:2" },
      { label: "Jacobo", ref: "Mateo 10:2" },
    ];
    const text = listAnswer({ name: "Los doce apóstoles" }, items, []);
    items.forEach((it, i) => expect(text).toContain(`${i + 1}. **${it.label}** (${it.ref})`));
  });
});

describe("someone speaking of their own life", () => {
  it("is answered only with passages chosen for people (curated subjects), not with every verse where a word occurs", async () => {
    const { SUBJECTS } = await import("../../lib/scripture/index.ts");
    const { THEMES } = await import("../../lib/answers/builtin/themes.ts");
    const chosen = new Set([
      ...SUBJECTS.filter((s) => s.source === "curated").flatMap((s) => s.passages.map((p) => p.ref)),
      ...THEMES.flatMap((t) => t.passages),
    ]);
    for (const q of [
      "desde que me convertí mi familia me rechaza y se burlan de mí",
      "me siento humillado en mi trabajo, todos se burlan de mí",
    ]) {
      const a = await answerChecked(q);
      for (const c of a.citations) expect(chosen.has(c.reference), `${q} → ${c.reference}`).toBe(true);
    }
  });
});

describe("stories and lists", () => {
  it("an event is told briefly and quoted from the part of its narrative asked about, with where to read it all", async () => {
    const a = await answerChecked("¿Cómo murió Saúl?");
    expect(cited(a)[0]).toMatch(/^1 Samuel 31:/);
    expect(a.text).toMatch(/Así murió Saúl/);
    expect(a.text).toMatch(/Para leer toda la historia:\*\* 1 Samuel 31:1-13/);
  });

  it("a list names every item and quotes the whole of it", async () => {
    const { SUBJECTS } = await import("../../lib/scripture/index.ts");
    const list = SUBJECTS.find(
      (s) => s.kind === "list" && (s.items?.length ?? 0) >= 9 && /mandamientos/i.test(s.name),
    )!;
    const a = await answerChecked("¿Cuáles son los diez mandamientos?");
    for (const it of list.items!) expect(a.text).toContain(it.label);
    expect(a.text).toMatch(/No matarás/);
  });

  it("asked for every item, answers with the list, not the event or figure named by the same words", async () => {
    const a = await answerChecked("nómbrame las bienaventuranzas por favor");
    expect(a.text).toMatch(/limpio corazón/i);
    expect(a.text).toMatch(/pacificadores/i);
    const story = await answerChecked("cuéntame la historia de los tres amigos de Daniel en el horno de fuego");
    expect(cited(story).some((r) => r.startsWith("Daniel 3:"))).toBe(true);
  });

  it("names the people of the chapter of faith (Hebreos 11)", async () => {
    const a = await answerChecked("¿quiénes aparecen en la galería de la fe?");
    for (const name of ["Abel", "Enoc", "Noé", "Sara", "Moisés", "Rahab"]) expect(a.text).toContain(name);
    expect(cited(a).every((r) => r.startsWith("Hebreos 11:"))).toBe(true);
  });

  it("quotes items a few verses apart in one chapter as one passage", async () => {
    const a = await answerChecked("dime los yo soy de Jesús");
    expect(cited(a)).toContain("Juan 10:9-11");
  });
});

describe("a topic named in so many words", () => {
  it("keeps the answer against an occasion or a figure that is only inferred or named alike", async () => {
    const friends = await answerChecked("versiculos sobre la amistad y los buenos amigos");
    expect(cited(friends)[0]).toBe("Proverbios 17:17");
    expect(cited(friends)).toContain("Proverbios 18:24");
    const supper = await answerChecked("que significa la santa cena y quien puede tomar el pan y la copa");
    expect(cited(supper)[0]).toBe("1 Corintios 11:23-26");
  });

  it("answers a doctrine about Jesus with its teaching, not his profile, however short the question", async () => {
    // The name "Jesús" alone would bring his life (his baptism first); "es Dios" asks for his divinity.
    const divine = cited(await answerChecked("jesus es dios?"));
    expect(divine.slice(0, 3)).toEqual(expect.arrayContaining(["Juan 1:1", "Juan 10:30"]));
    expect(divine.some((r) => r.startsWith("Mateo 3:"))).toBe(false);
    const mediator = cited(await answerChecked("jesus intercede por nosotros?"));
    expect(mediator.slice(0, 3)).toContain("1 Timoteo 2:5");
    // Asking who he is still brings who he is.
    expect(cited(await answerChecked("¿quién es Jesús?")).length).toBeGreaterThan(0);
  });

  it("leaves an occasion told by those who live it, and a moral question, to their subjects", async () => {
    const sending = await answerChecked(
      "despedimos el domingo a una familia que se va de misionera a la sierra de oaxaca, que versiculo les damos",
    );
    expect(cited(sending)).toContain("Isaías 52:7");
    const pork = await answerChecked("es pecado comer carnitas de puerco?");
    expect(cited(pork)).toContain("Hechos 10:13-15");
  });
});

describe("people of one name", () => {
  it.each([
    // A figure named to describe the person (Jesús) does not stand for the person asked about.
    ["Santiago hermano de Jesús", "Mateo 13:55"],
    // Of two entries of a name, the one the hand-written stories tell: Natanael the disciple.
    ["quién fue Natanael", "Juan 1:45"],
  ])("answers with the one the question describes: %s", async (q, ref) => {
    const a = await answerChecked(q);
    const want = new Set(refVerseIds(ref));
    expect(
      cited(a)
        .slice(0, 2)
        .some((r) => refVerseIds(r).some((id) => want.has(id))),
    ).toBe(true);
  });
});

describe("God's eternity", () => {
  it.each(["quién creó a Dios", "¿de dónde salió Dios?"])("answers %s with the eternity of God", async (q) => {
    const a = await answerChecked(q);
    expect(cited(a)).toContain("Salmos 90:2");
  });
});

describe("quotedPhraseVariants: the words without the talk around them", () => {
  it.each([
    ["la paga del pecado es muerte, lo predicaron el domingo y lo quiero encontrar", "la paga del pecado es muerte"],
    ["como decía mi abuelo, el que persevere hasta el fin será salvo", "el que persevere hasta el fin sera salvo"],
    ["hay uno que dice que la paga del pecado es muerte", "la paga del pecado es muerte"],
  ])("%s", (q, phrase) => {
    expect(quotedPhraseVariants(q)).toContainEqual({ phrase, framed: true });
  });

  it("keeps a question about a teaching whole", () => {
    expect(quotedPhraseVariants("¿la resurrección es con cuerpo? ¿qué dice la Biblia de eso?")).toHaveLength(1);
  });
});
