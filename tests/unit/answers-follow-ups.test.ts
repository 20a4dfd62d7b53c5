import { describe, expect, it } from "vitest";
import { NO_PASSAGE_YET, NO_STORY_YET, NO_TOPIC_YET } from "../../content/follow-ups.ts";
import { streamAnswer } from "../../lib/answers/index.ts";
import { BOOK_INTROS } from "../../content/book-intros.ts";
import type { Answer, HistoryTurn } from "../../lib/answers/types.ts";
import { plain } from "../../lib/answers/text.ts";
import { bookByOsis, findReferences } from "../../lib/scripture/index.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { TEST_DB_KIND } from "../support/test-db.ts";
import { LINEA_DE_LA_VIDA } from "../../content/crisis-reply.ts";

// Follow-ups with the built-in answerer: each turn is answered with the turns before it as history
// (the bot's turns carrying the citations they quoted, as chat/send stores them), and every quote in
// every answer is checked against the RV1909 text.

withBuiltinAnswererDb();

/** A conversation: asks each question in turn, with the earlier turns as history; returns every answer. */
async function converse(questions: string[], opts: { citations?: boolean } = {}): Promise<Answer[]> {
  const history: HistoryTurn[] = [];
  const answers: Answer[] = [];
  for (const q of questions) {
    const a = await answerChecked(q, [...history]);
    answers.push(a);
    history.push({ sender: "user", text: q });
    history.push({ sender: "bot", text: a.text, ...(opts.citations === false ? {} : { citations: a.citations }) });
  }
  return answers;
}

const refs = (a: Answer) => a.citations.map((c) => c.reference);
const last = <T>(xs: T[]) => xs[xs.length - 1];

describe(`follow-ups with the built-in answerer (${TEST_DB_KIND})`, () => {
  it("'the next verse', however it is written, is the verse after the one just read", async () => {
    for (const next of [
      "¿y el versículo siguiente?",
      "y el siguiente?",
      "el versiculo que sigue",
      "Sigiente bersiculo porfa",
      "ok gracias, ¿me lees el próximo?",
    ]) {
      const [, a] = await converse(["Juan 3:16", next]);
      expect(refs(a), next).toEqual(["Juan 3:17"]);
      expect(a.text).toContain("Porque no envió Dios á su Hijo al mundo para que condene al mundo");
    }
  });

  it("steps on verse by verse, back with 'el anterior', and across a chapter's end", async () => {
    const answers = await converse(["Salmo 23:5", "el siguiente", "¿y el siguiente?", "el anterior"]);
    expect(answers.map(refs)).toEqual([["Salmos 23:5"], ["Salmos 23:6"], ["Salmos 24:1"], ["Salmos 23:6"]]);
    expect(answers[2].text).toContain("comienza el capítulo 24 de Salmos");
  });

  it("says so at the ends of a book instead of inventing a verse", async () => {
    const [, end] = await converse(["Apocalipsis 22:21", "¿y el versículo siguiente?"]);
    expect(end.citations).toEqual([]);
    expect(end.text).toContain("termina el libro de Apocalipsis");
    const [, start] = await converse(["Génesis 1:1", "¿y el anterior?"]);
    expect(start.citations).toEqual([]);
    expect(start.text).toContain("primer versículo del libro de Génesis");
  });

  it("'léeme todo el capítulo' reads the whole chapter of the passage, in checked blocks", async () => {
    for (const ask of ["léeme todo el capítulo", "lee el capitulo completo por favor", "quiero ver el contexto"]) {
      const [, a] = await converse(["Juan 3:16", ask]);
      expect(refs(a), ask).toEqual(["Juan 3:1-12", "Juan 3:13-24", "Juan 3:25-36"]);
      expect(a.text).toContain("capítulo 3 de Juan completo");
    }
  });

  it("a long chapter is read in parts, and 'la siguiente parte' goes on where it stopped", async () => {
    const [, whole, part] = await converse(["Salmos 119:1", "todo el capítulo", "la siguiente parte"]);
    expect(last(refs(whole))).toBe("Salmos 119:49-60");
    expect(whole.text).toContain("176 versículos");
    expect(refs(part)).toEqual(["Salmos 119:61-72"]);
  });

  it("'sí' to the offer to read the chapter reads it", async () => {
    const [first, yes] = await converse(["Romanos 8:28", "Sí, por favor"]);
    expect(first.text).toContain("capítulo 8 de Romanos");
    expect(refs(yes)[0]).toBe("Romanos 8:1-12");
  });

  it("'explícame el versículo 3' is verse 3 of the chapter being read, with what the chapter is about", async () => {
    const [, a] = await converse(["Juan 3:16", "explícame el versículo 3"]);
    expect(refs(a)).toEqual(["Juan 3:3"]);
    expect(a.text).toContain("el que no naciere otra vez, no puede ver el reino de Dios");
    expect(a.text).toContain("Nicodemo");
    const [, range] = await converse(["1 Corintios 13:1", "versículos 4 al 7"]);
    expect(refs(range)).toEqual(["1 Corintios 13:4-7"]);
    const [, meaning] = await converse(["Salmos 23:1", "¿qué significa?"]);
    expect(refs(meaning)).toEqual(["Salmos 23:1"]);
    expect(meaning.text).toContain("Para entenderlo en su contexto");
    const [, missing] = await converse(["Juan 3:16", "que significa el versiculo 40"]);
    expect(missing.citations).toEqual([]);
    expect(missing.text).toContain("ese capítulo tiene 36 versículos");
  });

  it("'¿quién lo escribió?' names the author of the passage's book, from the book introductions", async () => {
    for (const ask of ["¿quién lo escribió?", "quien escribio este libro", "¿y quién es el autor?"]) {
      const [, a] = await converse(["Romanos 8:28", ask]);
      expect(a.text, ask).toContain(BOOK_INTROS.Rom.author);
      expect(a.text).toContain("Romanos 8:28");
    }
    // Two turns on, after a passage read in between, it is that passage's book.
    const answers = await converse(["Salmo 23", "¿quién lo escribió?", "Isaías 53:5", "¿y quién lo escribió?"]);
    expect(answers[1].text).toContain(BOOK_INTROS.Ps.author);
    expect(answers[3].text).toContain(BOOK_INTROS.Isa.author);
  });

  it("works from the answer's text when older messages carry no citations", async () => {
    const [, next, author] = await converse(["Filipenses 4:13", "¿y el siguiente?", "¿quién lo escribió?"], {
      citations: false,
    });
    expect(refs(next)).toEqual(["Filipenses 4:14"]);
    expect(author.text).toContain(BOOK_INTROS.Phil.author);
  });

  it("'dame más' and 'otro ejemplo' after a topic bring passages of that topic not shown yet", async () => {
    const answers = await converse([
      "¿Qué dice la Biblia sobre el perdón?",
      "dame más",
      "otro ejemplo",
      "mas versiculos",
    ]);
    const shown = answers.flatMap(refs);
    expect(new Set(shown).size).toBe(shown.length);
    for (const a of answers.slice(1)) {
      expect(a.citations.length).toBeGreaterThan(0);
      expect(a.text).toContain("sobre el perdón");
      // Each is about forgiving: its text has a form of "perdonar" or of the old "remisión".
      for (const c of a.citations) expect(plain(c.text), c.reference).toMatch(/perdon|remision/);
    }
  });

  it("'¿y en el Nuevo Testamento?' after a topic brings that topic's passages from the New Testament only", async () => {
    for (const ask of ["¿y en el Nuevo Testamento?", "y en el NT?", "¿hay otros en el nuevo testamento?"]) {
      const answers = await converse(["¿Qué enseña la Biblia sobre la ansiedad?", ask]);
      const nt = last(answers);
      expect(nt.citations.length, ask).toBeGreaterThan(0);
      for (const c of nt.citations) {
        expect(bookByOsis(findReferences(c.reference)[0].bookOsis)?.testament, c.reference).toBe("NT");
        expect(refs(answers[0])).not.toContain(c.reference);
      }
      expect(nt.text).toContain("en el Nuevo Testamento");
    }
  });

  it("'¿qué pasó después?' after a story goes on with the story, then with the one that follows it", async () => {
    const [story, after, then] = await converse([
      "Cuéntame la historia de Caín y Abel",
      "¿qué pasó después?",
      "¿y luego qué pasó?",
    ]);
    expect(refs(story)).toContain("Génesis 4:8-9");
    // Told whole, the story already tells Cain's punishment; the rest of it is where Cain went.
    expect(refs(story)).toContain("Génesis 4:11-12");
    expect(refs(after)).toEqual(["Génesis 4:16"]);
    expect(after.text).toContain("Nod");
    // Then the next story of Genesis the subject index knows (Enoc, in Génesis 5).
    expect(refs(then)[0]).toMatch(/^Génesis [56]:/);
    expect(then.text).toMatch(/Enoc|Noé/);
  });

  it("a question that only contains such words is answered on its own terms", async () => {
    for (const history of [[], [{ sender: "user" as const, text: "Juan 3:16" }]]) {
      const a = await answerChecked("¿Qué pasó después del diluvio?", history);
      expect(a.text).not.toBe(NO_STORY_YET);
      expect(a.text).toContain("Noé");
      const ot = await answerChecked("¿Qué es el Antiguo Testamento?", history);
      expect(ot.text).not.toBe(NO_TOPIC_YET);
      const more = await answerChecked("más sobre el perdón", history);
      expect(more.text).toContain("perdón");
      expect(more.text).not.toContain(NO_TOPIC_YET);
    }
  });

  it("'¿qué pasó después del diluvio?' on its own: what the Bible tells after that story, even in the next book", async () => {
    const flood = await answerChecked("¿Qué pasó después del diluvio?", []);
    const first = findReferences(refs(flood)[0])[0];
    expect(first.bookName).toBe("Génesis");
    // After the waters: chapter 9 or later, not the flood itself (chapters 6 to 8).
    expect(first.startChapter).toBeGreaterThanOrEqual(9);
    const saul = await answerChecked("que paso despues de la muerte de Saul", []);
    expect(refs(saul)[0]).toMatch(/^2 Samuel 1:/);
    // A story the index does not know is answered as any other question.
    const other = await answerChecked("¿Qué pasó después de la cena del martes?", []);
    expect(other.text).not.toContain("Después de eso, la Escritura cuenta");
  });

  it("without a conversation, a follow-up gets an honest question back", async () => {
    for (const q of [
      "¿y el versículo siguiente?",
      "léeme todo el capítulo",
      "explícame el versículo 3",
      "¿quién lo escribió?",
      "el anterior",
    ]) {
      const a = await answerChecked(q, []);
      expect(a.text, q).toBe(NO_PASSAGE_YET);
    }
    for (const q of ["dame más", "otro ejemplo", "¿y en el Nuevo Testamento?"])
      expect((await answerChecked(q, [])).text, q).toBe(NO_TOPIC_YET);
    expect((await answerChecked("¿qué pasó después?", [])).text).toBe(NO_STORY_YET);
    // A conversation of greetings has no passage either.
    const greeted: HistoryTurn[] = [
      { sender: "user", text: "Hola" },
      { sender: "bot", text: "¡Hola! ¿Por dónde te gustaría empezar?" },
    ];
    expect((await answerChecked("¿y el siguiente?", greeted)).text).toBe(NO_PASSAGE_YET);
  });

  it("streams the same resolved follow-up", async () => {
    const history: HistoryTurn[] = [
      { sender: "user", text: "Juan 3:16" },
      { sender: "bot", text: (await answerChecked("Juan 3:16")).text, citations: [] },
    ];
    let streamed = "";
    let done: Answer | undefined;
    for await (const ev of streamAnswer({ text: "¿y el versículo siguiente?", history })) {
      if (ev.type === "delta") streamed += ev.text;
      else if (ev.type === "done") done = ev.answer;
    }
    expect(done?.citations.map((c) => c.reference)).toEqual(["Juan 3:17"]);
    expect(streamed.trim()).toBe(done?.text);
  });

  it("'dame más' after someone told of self-harm gets the helplines again, not passages matched on their words", async () => {
    const [first, more] = await converse(["me corto los brazos con una navaja", "dame más"]);
    expect(first.text).toContain(LINEA_DE_LA_VIDA);
    expect(more.text).toContain(LINEA_DE_LA_VIDA);
    expect(refs(more)).not.toContain("Jeremías 48:25");
  });

  it("a question with a word that names an object's built-in property ('constructor') is answered, not a failure", async () => {
    const [a] = await converse(["¿Quién fue el constructor del arca?"]);
    expect(a.text.length).toBeGreaterThan(20);
  });
});
