import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQuestion, streamAnswer, type Answer, type AnswerEvent } from "../../lib/answers/index.ts";
import { SYSTEM_PROMPT } from "../../content/model-prompt.ts";
import { checkModelQuotes } from "../../lib/answers/model/verify-quotes.ts";
import { SentenceHolder } from "../../lib/answers/stream/sentence-holder.ts";
import { getPassage } from "../../lib/scripture/passages.ts";
import { startOpenAiStub, useStubModel, type OpenAiStub } from "../support/openai-stub-server.ts";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";

// Issue 16: a local OpenAI-compatible server answers the way models quote, and each case checks what
// reaches the user, whole and streamed: no words put in the Bible's mouth.

let stub: OpenAiStub;
withTestDb({ bible: true });
beforeAll(async () => {
  stub = await startOpenAiStub();
  useStubModel(stub);
}, 120_000);

afterAll(async () => {
  await stub?.close();
});

async function verseText(ref: string): Promise<string> {
  const p = await getPassage(ref);
  if (!p) throw new Error(`no passage ${ref}`);
  return p.text;
}

/** The model's text through the real pipeline, whole and streamed (small chunks); both must agree on what is shown. */
async function bothWays(modelText: string): Promise<{ whole: Answer; streamed: Answer }> {
  stub.reply({ kind: "text", text: modelText, chunkSize: 5 });
  const whole = await answerQuestion({ text: "pregunta" });
  let streamed: Answer | undefined;
  let deltas = "";
  for await (const e of streamAnswer({ text: "pregunta" }) as AsyncIterable<AnswerEvent>) {
    if (e.type === "delta") deltas += e.text;
    else if (e.type === "done") streamed = e.answer;
  }
  expect(streamed!.text).toBe(deltas.trim());
  return { whole, streamed: streamed! };
}

const FOLD = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");
const shows = (a: Answer, s: string) => FOLD(a.text).includes(FOLD(s));

describe(`model quotes are checked against RV1909 (${TEST_DB_KIND})`, () => {
  it("a quote given to 'la Biblia' that is a popular misreading is not shown as Scripture, and is named as not in the Bible", async () => {
    const r = await bothWays(
      'Lamento lo que vives.\n\nLa Biblia dice: "Dios no te dará una carga más pesada de la que puedas llevar". Ora cada día.\n\nDios te acompaña.',
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain("carga más pesada de la que puedas llevar");
      expect(a.text).toContain("no está en la Biblia");
      expect(a.text).toContain("Ora cada día.");
    }
  }, 60_000);

  it("a quote attributed to a book only is never shown in the model's words: it becomes a verse of that book in RV1909 words, with its reference, or goes", async () => {
    const r = await bothWays(
      'Las obras muestran la fe. Santiago dice que "la fe sin obras no sirve para nada". Piénsalo.',
    );
    const verse = await verseText("Santiago 2:26");
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain("no sirve para nada");
      expect(a.text).toContain("Piénsalo.");
      // Whatever the finder places it at, what is shown is RV1909 text with its reference.
      for (const c of a.citations) expect(shows(a, c.text) || shows(a, verse)).toBe(true);
    }
  }, 60_000);

  it("a quote attributed to a book in RV1909 words (a fragment) becomes its verse, with its reference", async () => {
    const r = await bothWays('Las obras muestran la fe. Santiago dice que "la fe sin obras es muerta". Piénsalo.');
    // The words are in two verses of the chapter; either is right.
    const verses = await Promise.all(["Santiago 2:20", "Santiago 2:26"].map(verseText));
    for (const a of [r.whole, r.streamed]) {
      expect(
        verses.some((v) => shows(a, v) && a.citations.some((c) => c.text.includes(v) && a.text.includes(c.reference))),
      ).toBe(true);
    }
  }, 60_000);

  it("invented words given to a chapter are dropped with their sentence, no other verse of it is swapped in, and the chapter is not cited", async () => {
    const r = await bothWays(
      'Jesús habló del perdón. Jesús dijo en Mateo 5 que "el que perdona siempre será perdonado por el Padre, aunque lo hayan herido siete veces". Perdonar libera.\n\nJesús dijo en Juan 8 que "la verdad siempre duele al principio, pero después sana el alma".',
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).toBe("Jesús habló del perdón. Perdonar libera.");
      expect(a.citations).toEqual([]);
    }
  }, 60_000);

  it("a reference that does not exist never leaves its claim behind ('… y Hechos promete que …')", async () => {
    const r = await bothWays(
      "No estás solo. Jesús está contigo (Mateo 28:20), y Hechos 29:3 promete que nunca estaremos solos en ninguna prueba.\n\nBusca una comunidad.",
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toMatch(/Hechos|nunca estaremos solos/);
      expect(a.text).toContain("Jesús está contigo (Mateo 28:20).");
      expect(a.citations.map((c) => c.reference)).toEqual(["Mateo 28:20"]);
    }
  }, 60_000);

  it("a claim without quotes pinned to a chapter that does not say it is dropped; one the chapter supports stays", async () => {
    const r = await bothWays(
      "Hay que leer con cuidado. Algunos enseñan que Romanos 15 dice que Dios quiere que todos sus hijos sean prósperos y nunca les falte dinero. Jesús dijo en Juan 14 que en la casa de su Padre muchas moradas hay.",
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain("prósperos");
      expect(a.text).toContain("Jesús dijo en Juan 14 que");
      expect(a.text).toMatch(/casa de (su|mi) Padre muchas moradas hay/);
      expect(a.citations.map((c) => c.reference)).not.toContain("Romanos 15");
    }
  }, 60_000);

  it("a quote split across two sentences is checked as Scripture: its words become the verse", async () => {
    const r = await bothWays(
      'Es normal tener miedo.\n\n"No temas", dice el Señor. "Porque yo estoy contigo; no desmayes, porque yo soy tu Dios." Fue dicho a un pueblo en el exilio.',
    );
    const verse = await verseText("Isaías 41:10");
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain("Porque yo estoy contigo; no desmayes, porque yo soy tu Dios");
      expect(shows(a, verse)).toBe(true);
      expect(a.text).toContain("Isaías 41:10");
    }
  }, 60_000);

  it("a quote inside a list, with no reference, gets the RV1909 text and its reference; the other items keep theirs", async () => {
    const r = await bothWays(
      "Versículos sobre la paz:\n\n- “Tú guardarás en completa paz a aquel cuyo pensamiento en ti persevera”\n- «Apártate del mal, y haz el bien; busca la paz, y síguela» — Salmo 34\n\nQue la paz te guarde.",
    );
    const isaias = await verseText("Isaías 26:3");
    const salmo = await verseText("Salmos 34:14");
    for (const a of [r.whole, r.streamed]) {
      expect(shows(a, isaias)).toBe(true);
      expect(shows(a, salmo)).toBe(true);
      expect(a.text).not.toContain("Tú guardarás en completa paz a aquel cuyo");
      expect(a.citations.map((c) => c.reference)).toEqual(expect.arrayContaining(["Isaías 26:3", "Salmos 34:14"]));
    }
  }, 60_000);

  it("curly and straight quotes mixed in one quote are read as one quote, each with its own reference", async () => {
    const r = await bothWays(
      'Dos favoritos:\n\n1. “Todo lo puedo en Cristo que me fortalece" (Filipenses 4:13)\n2. "Jehová es mi pastor; nada me faltará” (Salmo 23:1)\n\nÁnimo.',
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).toContain("Todo lo puedo en Cristo que me fortalece");
      expect(a.text).toContain("Jehová es mi pastor; nada me faltará");
      expect(a.citations.map((c) => c.reference)).toEqual(["Filipenses 4:13", "Salmos 23:1"]);
    }
  }, 60_000);

  it("a real verse in NVI wording with no reference is never shown in NVI words as Scripture", async () => {
    const r = await bothWays(
      "Dar es adorar.\n\nComo dijo el Señor Jesús: «Hay más dicha en dar que en recibir».\n\nDa con alegría.",
    );
    const verse = await verseText("Hechos 20:35");
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain("Hay más dicha en dar");
      expect(a.text).toContain("Da con alegría.");
      // Placed by the finder: the RV1909 verse with its reference.
      if (a.citations.length)
        expect(shows(a, verse) && a.citations.some((c) => c.reference === "Hechos 20:35")).toBe(true);
    }
  }, 60_000);

  it("a real verse in RVR1960 wording with no reference comes through as RV1909 with its reference", async () => {
    const r = await bothWays(
      'La prueba está en la cruz. "Mas Dios muestra su amor para con nosotros, en que siendo aún pecadores, Cristo murió por nosotros." Eres amado.',
    );
    const verse = await verseText("Romanos 5:8");
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain("muestra su amor para con nosotros, en que");
      expect(shows(a, verse)).toBe(true);
      expect(a.citations.map((c) => c.reference)).toContain("Romanos 5:8");
    }
  }, 60_000);

  it("a saying that is in the Bible word for word keeps its words and gains its reference", async () => {
    const r = await bothWays(
      '"Ojo por ojo, diente por diente" era una ley para limitar la venganza.\n\nJesús fue más allá.',
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).toMatch(/ojo por ojo, diente por diente/i);
      const refs = a.citations.map((c) => c.reference);
      expect(refs.some((x) => ["Éxodo 21:24", "Levítico 24:20", "Deuteronomio 19:21", "Mateo 5:38"].includes(x))).toBe(
        true,
      );
    }
  }, 60_000);

  it("a well-known saying given to a book is said plainly not to be in the Bible", async () => {
    const r = await bothWays(
      '¡Mucho! Proverbios dice: "Dime con quién andas y te diré quién eres". Busca buenos amigos.',
    );
    for (const a of [r.whole, r.streamed]) {
      expect(a.text).not.toContain('Proverbios dice: "Dime');
      expect(a.text).toContain("no está en la Biblia");
      expect(a.text).toContain("Busca buenos amigos.");
    }
  }, 60_000);

  it("an answer that already says a saying is not in the Bible is left as it is", async () => {
    const text = 'La frase "Dios ayuda a quien se ayuda" no está en la Biblia; es un refrán antiguo.';
    const r = await bothWays(text);
    for (const a of [r.whole, r.streamed]) expect(a.text).toBe(text);
  }, 60_000);

  it("a finder that matches nothing removes every cued quote: nothing unverified is shown as Scripture", async () => {
    const none = async () => [];
    const out = await checkModelQuotes(
      'Hola. La Biblia dice: "algo que nadie escribió nunca". Pablo escribió: «otra frase que no existe en ningún lado». Fin.',
      { findVerses: none, confident: 0.75 },
    );
    expect(out).toBe("Hola. Fin.");
  });

  it("the system prompt asks to quote only from the given passages, with exact references", () => {
    expect(SYSTEM_PROMPT).toMatch(/Cita palabras de la Escritura solo de los pasajes de contexto/);
    expect(SYSTEM_PROMPT).toMatch(/referencia exacta/);
  });
});

describe("the sentence holder keeps a long quote with its reference", () => {
  it("a blockquote longer than the force-release limit is released together with its '> — Libro c:v' line", () => {
    const holder = new SentenceHolder();
    const line = "> Bienaventurados los pobres en espíritu, porque de ellos es el reino de los cielos y la tierra.\n";
    const block = line.repeat(30) + ">\n> — Mateo 5:3\n\nDespués.";
    const pieces: string[] = [];
    for (let i = 0; i < block.length; i += 7) pieces.push(...holder.push(block.slice(i, i + 7)));
    pieces.push(holder.flush());
    const withQuote = pieces.find((p) => p.includes("Bienaventurados"))!;
    expect(withQuote.length).toBeGreaterThan(2400);
    expect(withQuote).toContain("— Mateo 5:3");
    expect(pieces.filter((p) => p.includes("Bienaventurados"))).toHaveLength(1);
  });

  it("a quotation in ‘single curly marks’ is held whole", () => {
    const holder = new SentenceHolder();
    const text = "Dios le dijo: ‘Sé fuerte. No temas.’ Y así fue. Luego más texto aquí.";
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += 3) pieces.push(...holder.push(text.slice(i, i + 3)));
    pieces.push(holder.flush());
    expect(pieces.some((p) => p.includes("‘Sé fuerte. No temas.’"))).toBe(true);
  });
});
