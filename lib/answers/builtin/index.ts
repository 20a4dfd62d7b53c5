import {
  bookByOsis,
  findReferences,
  findSubjects,
  getPassage,
  readReferences,
  retrieve,
  searchVerses,
  verseCount,
  type DeuterocanonicalReference,
  type ParsedReference,
  type Passage,
} from "../../scripture/index.ts";
import { plain } from "../text.ts";
import type { HistoryTurn } from "../types.ts";
import { bookIntroAnswer, detectBookQuestion } from "./book-intros.ts";
import {
  ambiguityQuestion,
  deuterocanonicalAnswer,
  figureAnswer,
  greetingAnswer,
  lookupAnswer,
  NOTHING_FOUND,
  searchAnswer,
  themeAnswer,
  topicAnswer,
} from "./compose.ts";
import { afterGreeting, asksAboutFigure, detectGreeting, findTheme, isPersonal, matchFigure } from "./intents.ts";
import { quotePassage, quoteRefs, type Quoted } from "./quotes.ts";

// The built-in answerer (no model configured): recognises lookups, greetings, people and events,
// pastoral needs and topics, and writes warm Markdown around passages taken from the database.
// Safety, sayings and off-topic requests are handled before it is called (lib/answers/index.ts).

const MAX_LOOKUPS = 3;
const TOPIC_QUOTES = 4;
const SEARCH_QUOTES = 3;
/** Passages longer than this are shortened in topical answers (lookups show up to 12 verses). */
const TOPIC_MAX_VERSES = 6;

function bookName(p: Passage): string | undefined {
  const osis = p.verses[0]?.osis;
  return osis ? bookByOsis(osis)?.name : undefined;
}

// References that do not exist are described in words ("el capítulo 40 de Hechos"): written as
// "Hechos 40:1" the citation verifier would rightly strip them from the answer.
function missingNote(ref: ParsedReference): string {
  const book = bookByOsis(ref.bookOsis);
  const chapters = book?.chapters ?? 0;
  if (ref.startChapter > chapters) {
    const has = chapters === 1 ? "tiene un solo capítulo" : `tiene ${chapters} capítulos`;
    return `No encontré el capítulo ${ref.startChapter} de ${ref.bookName} en la Biblia: el libro de ${ref.bookName} ${has}.`;
  }
  const n = verseCount(ref.bookOsis, ref.startChapter);
  const verse = ref.endVerse !== undefined && ref.startVerse !== undefined && ref.startVerse <= n ? ref.endVerse : ref.startVerse;
  return `No encontré el versículo ${verse} del capítulo ${ref.startChapter} de ${ref.bookName}: ese capítulo tiene ${n} versículos.`;
}

/** "Jonás 1:17" (RVR1960) → "el versículo 17 del capítulo 1 de Jonás", so the verifier leaves it as written. */
function inWords(reference: string): string {
  const m = /^(.+?) (\d+):(\d+)/.exec(reference);
  return m ? `el versículo ${m[3]} del capítulo ${m[2]} de ${m[1]}` : reference;
}

async function lookup(refs: ParsedReference[], deuterocanonical: DeuterocanonicalReference[] = []): Promise<string> {
  const parts: { quoted: Quoted; note?: string }[] = [];
  const missing: string[] = [];
  for (const ref of refs.slice(0, MAX_LOOKUPS)) {
    const passage = ref.exists ? await getPassage(ref) : null;
    if (!passage) {
      missing.push(missingNote(ref));
      continue;
    }
    const note = ref.remappedFrom
      ? `*Lo que en otras versiones (como la Reina-Valera 1960) es ${inWords(ref.remappedFrom)}, en la Reina-Valera 1909 se numera ${passage.reference}.*`
      : undefined;
    parts.push({ quoted: quotePassage(passage, ref.bookName), note });
  }
  const single = refs.length === 1 ? refs[0] : undefined;
  // Named in words so the whole chapter does not become a citation of this answer.
  const context =
    single && single.exists && single.startVerse !== undefined && single.endVerse === undefined
      ? `el capítulo ${single.startChapter} de ${single.bookName}`
      : undefined;
  // "Ma 3:1" is most likely Mateo, but could be Marcos or Malaquías: quote one, ask about the others.
  const asked = refs.slice(0, MAX_LOOKUPS).filter((r) => r.exists).map(ambiguityQuestion).filter((q): q is string => q !== null);
  const answer = lookupAnswer(parts, missing, context, asked);
  return deuterocanonical.length ? [answer, "", deuterocanonicalAnswer(deuterocanonical)].join("\n") : answer;
}

/** A passage is relevant to a free-text search when it shares enough of the question's words. */
const STOP = new Set(
  "que de la el los las en y por para con sobre como quien dice biblia dios una uno unos unas del al lo su sus mas pero este esta esto ese esa eso hay tiene tienen puedo puede cual cuales donde cuando porque versiculo versiculos habla hablan ensena significa mi me te se le les es son fue era ser muy todo toda todos".split(" "),
);

function contentStems(q: string): string[] {
  return [...new Set(plain(q).split(" ").filter((w) => w.length >= 4 && !STOP.has(w)).map((w) => w.slice(0, 5)))];
}

function relevant(p: Passage, stems: string[]): boolean {
  if (!stems.length) return false;
  const text = ` ${plain(p.text)}`;
  const hits = stems.filter((s) => text.includes(` ${s}`)).length;
  return hits >= Math.max(1, Math.ceil(stems.length / 2));
}

function quoteTopical(passages: Passage[], n: number): Quoted[] {
  return passages.slice(0, n).map((p) => quotePassage(p, bookName(p), TOPIC_MAX_VERSES));
}

const MORE = /^(y )?(dame |quiero |hay )?(mas|otro|otra|otros|otras|algo mas|sigue|continua)( (versiculos|pasajes|citas|textos|por favor))?( por favor)?$/;

/** "¿más?" after an answer: the previous question, minus the passages already shown. */
async function followUp(history: HistoryTurn[]): Promise<string | null> {
  const lastQuestion = [...history].reverse().find((t) => t.sender === "user");
  const lastAnswer = [...history].reverse().find((t) => t.sender === "bot");
  if (!lastQuestion) return null;
  const shown = new Set(findReferences(lastAnswer?.text ?? "").map((r) => r.canonical));
  const more = (await retrieve(lastQuestion.text, { limit: 12 })).filter((p) => !shown.has(p.reference));
  if (!more.length) return null;
  return [
    "Aquí tienes más pasajes sobre lo que platicábamos:",
    "",
    quoteTopical(more, SEARCH_QUOTES).map((q) => q.markdown).join("\n\n"),
    "",
    "¿Quieres que sigamos con otro tema?",
  ].join("\n");
}

/** Writes the built-in answer's Markdown for a question already screened for safety. */
export async function builtinAnswer(question: string, history: HistoryTurn[] = []): Promise<string> {
  const { references: refs, deuterocanonical } = readReferences(question);
  if (refs.length) return lookup(refs, deuterocanonical);
  // "Tobías 3:1", "1 Macabeos 2": not in this Bible; say so instead of searching for the words.
  if (deuterocanonical.length) return deuterocanonicalAnswer(deuterocanonical);

  const greeting = detectGreeting(question);
  if (greeting) {
    // "Hola, ¿quién fue Rut?" is a question with manners, not a greeting.
    const rest = greeting === "hello" ? afterGreeting(question) : null;
    return rest ? builtinAnswer(rest, history) : greetingAnswer(greeting);
  }

  if (history.length && MORE.test(plain(question))) {
    const more = await followUp(history);
    if (more) return more;
  }

  // Before figures: "háblame del libro de Job" asks about the book, not the man.
  const bookQuestion = detectBookQuestion(question);
  if (bookQuestion) return bookIntroAnswer(bookQuestion);

  const figure = matchFigure(question);
  const theme = findTheme(question);
  const topics = findSubjects(question, { limit: 3 }).map((m) => m.subject);
  if (figure && (asksAboutFigure(question, figure) || (!theme && !topics.length))) {
    return figureAnswer(figure.figure, await quoteRefs(figure.figure.passages));
  }
  // Curated pastoral themes first: they carry a caring word and a prayer, not only passages.
  if (theme) return themeAnswer(theme, await quoteRefs(theme.passages), isPersonal(question));
  if (topics.length) {
    const passages = await retrieve(question, { limit: TOPIC_QUOTES + 1 });
    if (passages.length) return topicAnswer(topics[0], quoteTopical(passages, TOPIC_QUOTES));
  }

  const stems = contentStems(question);
  const found = stems.length ? (await searchVerses(question, { limit: 8 })).filter((p) => relevant(p, stems)) : [];
  if (found.length) return searchAnswer(quoteTopical(found, SEARCH_QUOTES));
  return NOTHING_FOUND;
}
