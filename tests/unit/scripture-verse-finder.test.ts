import { describe, expect, it } from "vitest";
import { findVerses, VERSE_MATCH_CONFIDENT } from "../../lib/scripture/verse-finder.ts";
import { getPassage } from "../../lib/scripture/index.ts";
import { withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

async function top(phrase: string, n = 1) {
  return (await findVerses(phrase, { limit: 5 })).slice(0, n);
}

describe("findVerses: a phrase as people remember it finds its verse", () => {
  it.each([
    // Today's wording: "estoy" for "soy", "porque" for "que", "Señor" for "Jehová", no accents.
    ["no temas porque yo estoy contigo", ["Isaías 41:10", "Isaías 43:5"]],
    ["el Señor es mi luz y mi salvación", ["Salmos 27:1"]],
    ["el senor es mi pastor nada me faltara", ["Salmos 23:1"]],
    ["ustedes son la sal de la tierra", ["Mateo 5:13"]],
    ["en el principio creó Dios los cielos y la tierra", ["Génesis 1:1"]],
    ["todo lo puedo en Cristo que me fortalece", ["Filipenses 4:13"]],
    ["Dios es amor", ["1 Juan 4:8", "1 Juan 4:16"]],
    // Misspelt.
    ["vienaventurados los de limpio corazon", ["Mateo 5:8"]],
  ])("%s", async (phrase, expected) => {
    const [best] = await top(phrase);
    expect(expected).toContain(best.reference);
    expect(best.score).toBeGreaterThanOrEqual(VERSE_MATCH_CONFIDENT);
  });

  it.each([
    // Today's verbs and words where RV1909 has others: every form of one finds every form of the other.
    ["no se preocupen por el día de mañana", "Mateo 6:34"],
    ["lo que el hombre siembra, eso cosechará", "Gálatas 6:7"],
    ["nada nos podrá separar del amor de Dios", "Romanos 8:39"],
    ["el Señor es mi pastor, nada me falta", "Salmos 23:1"],
    ["confía en el Señor de todo corazón y no en tu propia inteligencia", "Proverbios 3:5"],
    ["si se enojan, no pequen", "Efesios 4:26"],
    ["la fe es la certeza de lo que se espera", "Hebreos 11:1"],
    ["somos más que vencedores", "Romanos 8:37"],
    // "los de ustedes"/"los míos" for "vuestros"/"mis", "dice" for "dijo".
    ["mis pensamientos no son los de ustedes, dice el Señor", "Isaías 55:8"],
  ])("today's wording: %s", async (phrase, expected) => {
    const [best] = await top(phrase);
    expect(best.reference.startsWith(expected)).toBe(true);
  });

  // RV1909's words and today's, and how much of the verse the phrase says: each of these scored under
  // the confident mark before (0.47–0.68), the verse matched only a part of the phrase's words.
  it.each([
    // Every form of RV1909's verb ("allegará"/"allegaos" meet at one root).
    ["allegaos a Dios y el se allegara a ustedes", "Santiago 4:8"],
    // RV1909's archaic word and today's ("quedos"/"tranquilos", "allegaos"/"acérquense").
    ["el Señor peleará por ustedes y ustedes estarán tranquilos", "Éxodo 14:14"],
    ["acérquense a Dios y él se acercará a ustedes", "Santiago 4:8"],
    // Near synonyms earn part of a word: "nueva creación" for "nueva criatura", "mayor" for "más grande".
    ["si alguno esta en Cristo es una nueva creacion", "2 Corintios 5:17"],
    ["nadie tiene amor mas grande que el que da su vida por sus amigos", "Juan 15:13"],
    // "los hará libres" for "os libertará".
    ["conocerán la verdad y la verdad los hará libres", "Juan 8:32"],
  ])("RV1909's words and today's: %s", async (phrase, expected) => {
    const [best] = await top(phrase);
    expect(best.reference.startsWith(expected)).toBe(true);
    expect(best.score).toBeGreaterThanOrEqual(VERSE_MATCH_CONFIDENT);
  });

  // Centrality: of verses holding a half-remembered phrase about as well, the one hand-written subjects
  // quote (the one people know) comes first: eagles fly in Jeremías and Job too.
  it.each([
    ["esperan en el Señor y vuelan como las águilas", "Isaías 40:31"],
    ["el que confía en el Señor levanta alas como águila", "Isaías 40:31"],
  ])("a well-known verse first: %s", async (phrase, expected) => {
    const [best] = await top(phrase);
    expect(best.reference).toBe(expected);
  });

  it("finds every verse that says the same words, with their exact text", async () => {
    const found = await findVerses("el justo por la fe vivirá", { limit: 6 });
    const refs = found.filter((c) => c.score >= VERSE_MATCH_CONFIDENT).map((c) => c.reference);
    for (const r of ["Romanos 1:17", "Gálatas 3:11", "Habacuc 2:4", "Hebreos 10:38"]) expect(refs).toContain(r);
    for (const c of found) expect(c.text).toBe((await getPassage(c.reference))!.text);
  });

  it("is not confident about words that are no quotation", async () => {
    for (const phrase of ["me siento solo", "Dios ya no escucha mis oraciones", "recetas de cocina para la cena"]) {
      const [best] = await top(phrase);
      expect(best?.score ?? 0, phrase).toBeLessThan(VERSE_MATCH_CONFIDENT);
    }
  });

  it("searches only the book or chapter asked for", async () => {
    const inJohn = await findVerses("yo soy la luz del mundo", { bookOsis: "John", limit: 5 });
    expect(inJohn.length).toBeGreaterThan(0);
    expect(inJohn.every((c) => c.reference.startsWith("Juan "))).toBe(true);
    const inChapter = await findVerses("no temas", { bookOsis: "Isa", chapter: 41, limit: 5 });
    expect(inChapter.every((c) => c.reference.startsWith("Isaías 41:"))).toBe(true);
  });

  it("offers two verses as one passage when the phrase runs over both", async () => {
    const [best] = await top(
      "porque de tal manera amó Dios al mundo que ha dado a su Hijo unigénito, porque no envió Dios a su Hijo al mundo para que condene al mundo",
    );
    expect(best.reference).toBe("Juan 3:16-17");
  });
});

describe("the word table", () => {
  it("maps each word to one form only", async () => {
    const { groups } = (await import("../../lib/scripture/data/verse-finder-words.json")).default as {
      groups: string[][];
    };
    const seen = new Map<string, string>();
    for (const [head, ...rest] of groups) {
      for (const w of rest) {
        expect(seen.get(w), `${w} in two groups`).toBeUndefined();
        seen.set(w, head);
      }
    }
  });
});
