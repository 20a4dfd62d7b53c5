import { describe, expect, it } from "vitest";
import { answerQuestion } from "../../lib/answers/index.ts";
import { subjectAnswer } from "../../lib/answers/builtin/compose.ts";
import { findSubjects, subjectById, SUBJECTS } from "../../lib/scripture/index.ts";
import { withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { TEST_DB_KIND } from "../support/test-db.ts";

// Every topic of the index reads inside a Spanish sentence with its article: "sobre **el amor**",
// "sobre **los diezmos y las ofrendas**". The few below read better without one: people named
// by their name, questions ("quién es Jesús") and actions ("honrar a los padres").
const NO_ARTICLE = new Set([
  "jesus",
  "dios",
  "evangelizar",
  "honrar-padres",
  "enemigos",
  "hombre-de-dios",
  "juzgar",
  "luz-y-sal",
  "voz-de-dios",
  "maria",
  "abraham",
  "moises",
  "jose",
  "job",
  "rut",
]);

// The subjects converted from the old topic list (lib/scripture/data/topics.json) carry a phrase.
const TOPICS = SUBJECTS.filter((s) => s.source === "curated" && s.kind !== "book" && s.phrase);
const topicById = subjectById;

describe("topic phrases", () => {
  it("every topic has a phrase with its article (or is on the short list that needs none)", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(188);
    for (const t of TOPICS) {
      const phrase = t.phrase ?? "";
      expect(phrase.trim(), t.id).toBe(phrase);
      expect(phrase.length, t.id).toBeGreaterThan(0);
      if (NO_ARTICLE.has(t.id)) expect(phrase, t.id).not.toMatch(/^(el|la|los|las) /);
      else expect(phrase, t.id).toMatch(/^(el|la|los|las) \S/);
    }
    for (const id of NO_ARTICLE) expect(topicById(id), id).toBeDefined();
  });

  it("a few phrases, spelled out", () => {
    const phrase = (id: string) => topicById(id)?.phrase;
    expect(phrase("amor")).toBe("el amor");
    expect(phrase("fe")).toBe("la fe");
    expect(phrase("perdon")).toBe("el perdón");
    expect(phrase("tentacion")).toBe("la tentación");
    expect(phrase("diezmo")).toBe("los diezmos y las ofrendas");
    expect(phrase("espiritu-santo")).toBe("el Espíritu Santo");
    expect(phrase("abraham")).toBe("Abraham");
  });

  it("the sentence uses the phrase, and falls back to the name in lower case", () => {
    expect(subjectAnswer({ name: "Amor", phrase: "el amor" }, [], false)).toMatch(
      /^Esto es lo que dice la Biblia sobre \*\*el amor\*\*:/,
    );
    expect(subjectAnswer({ name: "Miedo y temor" }, [], false)).toMatch(
      /^Esto es lo que dice la Biblia sobre \*\*miedo y temor\*\*:/,
    );
    expect(subjectAnswer({ name: "Abraham" }, [], false)).toMatch(/sobre \*\*Abraham\*\*:/);
  });
});

describe(`built-in topical answers use the phrase (${TEST_DB_KIND})`, () => {
  withBuiltinAnswererDb();

  it.each([
    ["¿Qué dice la Biblia sobre el amor?", "amor", "el amor"],
    ["¿Qué dice la Biblia sobre los diezmos?", "diezmo", "los diezmos y las ofrendas"],
    ["¿Qué enseña la Biblia acerca del Espíritu Santo?", "espiritu-santo", "el Espíritu Santo"],
  ])("%s", async (question, id, phrase) => {
    expect(findSubjects(question)[0]?.subject.id).toBe(id);
    const a = await answerQuestion({ text: question });
    expect(a.text.startsWith(`Esto es lo que dice la Biblia sobre **${phrase}**:`), a.text.slice(0, 120)).toBe(true);
    expect(a.citations.length).toBeGreaterThan(0);
  });
});
