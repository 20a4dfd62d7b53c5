import "server-only";
import {
  SUBJECTS,
  conceptsOf,
  findMeaning,
  isCautionPassage,
  findReferences,
  findLifeEvent,
  findNamesake,
  findStories,
  findSubjects,
  getPassage,
  getPassages,
  findVerses,
  phraseShare,
  searchVerses,
  VERSE_MATCH_CONFIDENT,
  type Passage,
  type Subject,
  type SubjectMatch,
  type VerseCandidate,
} from "../../scripture/index.ts";
import { refVerseIds, spanOf, subjectById, subjectWords, verseIdsOf } from "../../scripture/subjects/index.ts";
import { plain } from "../text.ts";
import { detectBookQuestion, type BookQuestion } from "./book-intros.ts";
import type { Figure } from "../../../content/figures.ts";
import type { LifeEventMatch } from "../../scripture/subjects/index.ts";
import { asksAboutFigure, isPersonal, matchFigure, type FigureMatch } from "./intents.ts";
import { askedClause } from "./asked-clause.ts";
import { quotedPhrase, quotedPhraseVariants, spelledOut } from "./quoted-phrase.ts";
import { THEMES, type Theme } from "./themes.ts";

// Evidence, not order: every retriever says what it found and how sure it is (0..1), and the answer
// is built from the strongest. A question that asks for a verse by its words is answered with that
// verse even when it also holds a topic word ("¿Dónde dice 'el justo por la fe vivirá'?" is Romanos
// 1:17, not an answer on faith); raw full-text hits are the weakest evidence and are never offered to
// someone speaking of their own life, where a verse matched on a stray word can wound.

export type Evidence =
  | { kind: "verse"; score: number; matches: VerseCandidate[]; exact: boolean; recited?: boolean }
  | { kind: "book"; score: number; book: BookQuestion }
  | { kind: "figure"; score: number; figure: Figure }
  | { kind: "theme"; score: number; theme: Theme; personal: boolean }
  | { kind: "subject"; score: number; subject: Subject; personal: boolean }
  | { kind: "fulltext"; score: number; passages: Passage[] };

/** Below this, nothing found fits the question well enough to answer with it. */
export const MIN_EVIDENCE = 0.35;

// How sure each retriever's kind of match is. A book question names the book and asks about it; a
// person asked about by name is nearly as clear. The subject index scores its own matches (0..1, by
// how rare and complete the matched names are); a pastoral subject met in someone's own words counts
// a little more, since that is what they came with.
const BOOK = 0.97;
const FIGURE_ASKED = 0.8;
const FIGURE_NAMED = 0.5;
const PERSONAL_BONUS = 0.1;
const NAVES_OFF_QUOTE = 0.2;
/** A list carries every item: a better answer than a profile or story that names it. (A story does not
 *  outrank a curated figure: those quote the story's key verses, a story its opening.) */
const TOLD_BONUS = 0.1;
const FULLTEXT = 0.36;
const CURATED_TOPIC = 0.04;
/** Subjects of these kinds are about a person's life: answered with care, never with caution passages. */
const PASTORAL_KINDS = new Set(["feeling", "occasion"]);
const themeById = new Map(THEMES.map((t) => [t.id, t]));
/** A phrase typed without asking "where does it say" must be a near-exact quote to be the answer. */
const UNFRAMED_PENALTY = 0.15;
const UNFRAMED_MIN_WORDS = 5;
/** How much standing out from the other candidates can add to a verse's score. */
const STANDOUT_MAX = 0.25;
/** Share of the gap to the next verse that standing out adds. */
const STANDOUT_SHARE = 0.75;
const UNFRAMED_MIN_SCORE = 0.85;
// Whole words only: "quédense quietos…" opens with "qué" but asks nothing (\b would end a word at "é").
const ASKS =
  /[¿?]|^\s*(qu[eé]|qui[eé]n|c[oó]mo|cu[aá]l|cu[aá]ndo|d[oó]nde|por\s+qu[eé]|porqué|para\s*qu[eé])(?![\p{L}\p{N}])/iu;
/** Words that join a name in a question without saying what is asked of it ("¿quién es Jesús?"). */
const FRAME_WORDS = new Set("quien que es fue era el la los las de del un una y o a".split(" "));

/**
 * "¿Jesús es Dios?", "la divinidad de Cristo": a doctrine written by hand whose matched name holds the
 * figure's name and says more about it (a content word beyond the frame) asks for the teaching, not
 * the person's profile — however short the question.
 */
function teachingAbout(question: string, figure: Figure, matches: SubjectMatch[]): boolean {
  const q = ` ${plain(question)} `;
  const names = figure.names.filter((n) => q.includes(` ${n} `));
  return matches.some((m) => {
    if (m.subject.source !== "curated" || m.subject.kind !== "topic") return false;
    const alias = ` ${plain(m.matched)} `;
    const name = names.find((n) => alias.includes(` ${n} `));
    if (!name || !q.includes(alias)) return false;
    const rest = alias.replace(` ${name} `, " ").trim().split(" ");
    return rest.some((w) => w && !FRAME_WORDS.has(w));
  });
}

/**
 * A long line recited without a question ("busquen primeramente el reino de Dios y todo lo demás les
 * será añadido") is a verse remembered in today's words: one verse that holds its words in order and
 * stands out is surer than a theme or topic that one of its words names ("camino", "angustia").
 */
const RECITED_MIN_WORDS = 8;
const RECITED_MIN_SCORE = 0.62;
/** Someone who may be speaking of their own life ("estoy", "tengo") must be quoting more surely. */
const RECITED_PERSONAL_MIN = 0.75;
/** Words of a request, not of a verse: "versículos sobre el perdón entre hermanos" asks for a topic. */
const REQUEST =
  /\b(cuales|quienes|cuantos|cuantas|dime|menciona|enumera|lista|versiculos?|pasajes?|citas?|biblia|biblicos?|biblicas?|sobre|acerca|ayudame|necesito|quiero|dame|busco|oracion por)\b/;
/** A framed phrase that matches only loosely is offered as "the closest I found", below the rest. */
const LOOSE_PENALTY = 0.3;
/** Verses whose score is this close to the best one say the same words (Romanos 1:17, Habacuc 2:4…). */
const SAME_SAYING = 0.2;
const MAX_VERSES = 4;
/** A framed phrase matching less than this is reported as not found. */
const LOOSE_FLOOR = 0.62;
/** "I could not find those words" answers a framed quote better than full-text hits or a topic word would (a pastoral theme still wins). */
const NOT_FOUND_QUOTE = 0.5;

/**
 * An unasked line that holds most of one verse's words though it is not sure enough to be taken as a
 * quotation by itself ("los que confían en el Señor renovarán sus fuerzas y volarán como águilas" is
 * Isaías 40:31 in today's words): it is the answer only against subjects that explain less of the line.
 */
interface HeldLine {
  phrase: string;
  matches: VerseCandidate[];
  held: number;
}
/**
 * A verse stands against a subject met by one word when it holds this share of the line's weight and
 * the line says this share of the verse's own: a line about a topic ("el perdón entre los hermanos de
 * la iglesia") may have all its words in a long verse, but says little of it.
 */
const HELD_MIN = 0.5;
const SAID_MIN = 0.35;

/** A quotation found apart from the talk around it is at least this long. */
const VARIANT_MIN_WORDS = 5;
/** A line that asks something is a verse's own words at this sureness. */
const ASKED_LINE_MIN = 0.9;
/** A framed line a famous verse mostly holds, though loosely: the verse still says this share of it. */
const SAID_MIN_FRAMED = 0.2;

interface Reading {
  phrase: string;
  framed: boolean;
  found: VerseCandidate[];
  sureness: number;
  /** Read without the talk around the words: the question's own phrase was no surer. */
  trimmed: boolean;
  /** Unframed, and the question asks something: a verse must hold the whole line to be what it is. */
  asked: boolean;
}

/** How sure the finder is of its best verse: its score, and how far it stands above the rest. */
function surenessOf(found: VerseCandidate[]): number {
  const best = found[0];
  // A verse that stands far above every other is likelier the one meant than its score alone says
  // (a quote remembered with a modern word or two: "…y no te apoyes en tu propia prudencia").
  const gap = best.score - (found.find((c) => c.reference !== best.reference && c.score < best.score)?.score ?? 0);
  return Math.min(1, best.score + Math.min(STANDOUT_MAX, gap * STANDOUT_SHARE));
}

/**
 * The question's quotation as the verse finder reads it best: the phrase it quotes, or the same words
 * without the talk around them ("…, mi pastor lo predicó el domingo y lo quiero buscar", "cuál es el
 * que dice que…"), whichever a verse holds more surely. Someone speaking of their own life is read as
 * written: a clause of it is no quotation.
 */
async function bestReading(question: string, personal: boolean): Promise<Reading | null> {
  const variants = quotedPhraseVariants(question);
  let pick: Reading | null = null;
  for (const [k, { phrase, framed }] of variants.entries()) {
    const words = phrase.split(" ").length;
    if (k === 0) {
      // Unasked, only a line long enough to be a quotation on its own.
      if (words < (framed ? 2 : UNFRAMED_MIN_WORDS)) continue;
    } else if (words < VARIANT_MIN_WORDS || REQUEST.test(phrase) || ASKS.test(phrase)) continue;
    const found = await findVerses(phrase, { limit: 8 });
    if (!found.length) continue;
    const sureness = surenessOf(found);
    // Someone who may be speaking of their own life ("estoy…", "no sé…") quotes a clause of it only surely.
    if (k > 0 && personal && sureness < RECITED_PERSONAL_MIN) continue;
    const asked = k === 0 && !framed && asks(question);
    if (!pick || sureness > pick.sureness) pick = { phrase, framed, found, sureness, trimmed: k > 0, asked };
  }
  return pick;
}

/**
 * The question asks something (a question mark, or a clause that opens with a question word:
 * "noé y el arca y el diluvio, ¿q pasó?", "q significa amar al prójimo") rather than recite a line.
 */
function asks(question: string): boolean {
  if (ASKS.test(question) || ASKS.test(spelledOut(question))) return true;
  return question
    .split(/[,;:.!…]+/)
    .slice(1)
    .some((c) => ASKS_AFTER.test(spelledOut(c)));
}
/**
 * A clause opens with a question word ("¿qué significa…?", "…? ¿por qué me llegan…?"): a question, not
 * a line with a question mark in it. "Cuando" opens verses as often ("cuando pases por las aguas").
 */
function opensAQuestion(question: string): boolean {
  return question
    .split(/[,;:.!?¿¡…]+/)
    .some((c) =>
      /^(?:(?:con|en|de|a|por|para|sin|desde|hasta) )?(?:que|quien|quienes|como|cual|cuales|cuanto|cuantos|donde|porque)(?![\p{L}\p{N}])/u.test(
        spelledOut(c),
      ),
    );
}

/** A clause after the first that asks about what was named ("…, ¿q pasó?"); "quién contra nosotros" is a verse's. */
const ASKS_AFTER =
  /^(?:y )?(?:que (?:paso|hizo|hicieron|significa|quiere decir|es eso|ensena|hago|hacer)|por que|como (?:fue|paso|se hace))(?![\p{L}\p{N}])/u;

/** A verse that holds the phrase word for word, in order. */
const VERBATIM = 0.98;
/**
 * Whether the verse says the phrase's words, not only shares its weight: short of holding it word for
 * word, a phrase of several less common words must have at least two of them held as different words.
 * "Ayúdate que yo te ayudaré" is one verb said twice; 2 Samuel 10:11 ("tú me ayudarás … yo te daré
 * ayuda") holds all of its weight and none of what it says, so it is offered as the closest passage,
 * never as "those words are in". "El Señor es mi pastor" has one such word, and Salmos 23:1 holds it.
 */
function saysTheWords(best: VerseCandidate): boolean {
  return best.score >= VERBATIM || best.stems >= 2 || best.words <= 1;
}

/** What the verse finder makes of the words the question quotes, if they are a quotation at all. */
async function verseEvidence(
  question: string,
  personal: boolean,
): Promise<{ evidence: Evidence | null; held: HeldLine | null; framed: boolean }> {
  const reading = await bestReading(question, personal);
  if (!reading) return { evidence: null, held: null, framed: quotedPhrase(question).framed };
  const { phrase, framed, found, sureness, trimmed, asked } = reading;
  const words = phrase.split(" ").length;
  const best = found[0];
  const confident = sureness >= VERSE_MATCH_CONFIDENT && saysTheWords(best);
  // A line with a question in it ("alzaré mis ojos a los montes, ¿de dónde vendrá mi socorro?", "cuando
  // pases por las aguas…") is that verse only when the verse holds all of it; one verse that mostly holds
  // it still stands against subjects met by one of its words.
  if (asked && (words < RECITED_MIN_WORDS || sureness < ASKED_LINE_MIN)) {
    const line =
      !personal && !REQUEST.test(phrase) && !opensAQuestion(question) && best.held >= HELD_MIN && best.said >= SAID_MIN;
    return { evidence: null, held: line ? { phrase, matches: [best], held: best.held } : null, framed };
  }
  // Words found apart from the question's talk are the answer when a verse surely holds them, or stand
  // against subjects met by one of their words when one verse mostly does; else the question is read
  // as written (a clause of a question about a teaching is no quotation).
  if (trimmed && !confident) {
    const line = best.held >= HELD_MIN && best.said >= SAID_MIN_FRAMED;
    return { evidence: null, held: line ? { phrase, matches: [best], held: best.held } : null, framed: false };
  }
  const recited =
    !framed &&
    words >= RECITED_MIN_WORDS &&
    !REQUEST.test(phrase) &&
    sureness >= (personal ? RECITED_PERSONAL_MIN : RECITED_MIN_SCORE);
  if (!framed && !recited && sureness < UNFRAMED_MIN_SCORE) {
    const line = !personal && !REQUEST.test(phrase) && best.held >= HELD_MIN && best.said >= SAID_MIN;
    return { evidence: null, held: line ? { phrase, matches: [best], held: best.held } : null, framed };
  }
  // Asked for by its words, a line one verse mostly holds stands against subjects met by one of its
  // words, even when too loosely held to be sure of ("…volarán como las águilas, ¿dónde está?").
  const heldFramed =
    framed && !confident && best.held >= HELD_MIN && best.said >= SAID_MIN_FRAMED
      ? { phrase, matches: [best], held: best.held }
      : null;
  // Asked where some words are and nothing close says them: say so, rather than offer verses that
  // merely share a word (a popular saying, or words remembered from a song or a sermon).
  if (!confident && sureness < LOOSE_FLOOR)
    return {
      evidence: { kind: "verse", score: NOT_FOUND_QUOTE, matches: [], exact: false },
      held: heldFramed,
      framed,
    };
  // A verse made sure by standing out may itself score under the confident mark: it stays in.
  const floor = confident
    ? Math.min(best.score, Math.max(VERSE_MATCH_CONFIDENT, best.score - SAME_SAYING))
    : best.score - 0.02;
  const matches = found.filter((c) => c.score >= floor).slice(0, MAX_VERSES);
  const score = framed
    ? confident
      ? sureness
      : sureness - LOOSE_PENALTY
    : recited
      ? sureness
      : sureness - UNFRAMED_PENALTY;
  return { evidence: { kind: "verse", score, matches, exact: confident, recited }, held: heldFramed, framed };
}

/** How far above the subjects it explains better a line held by a verse ranks. */
const HELD_MARGIN = 0.02;
/** A subject that explains at most this share of what the verse explains is met by a stray word. */
const HELD_OVER = 0.5;

/**
 * A line that is mostly one verse's words, against subjects each met by a single word of it ("águilas",
 * "oír"): the verse explains more of what was written, so it is the answer. Anything else above it (a
 * pastoral reading, a person, a subject named in several words) keeps its place.
 */
async function heldLineFirst(held: HeldLine, out: Evidence[], matched: Map<string, string>): Promise<Evidence | null> {
  // "I could not find those words" gives way to a verse that holds most of them, and so does finding
  // nothing at all: a line one verse mostly holds ("el Señor te bendiga y te proteja") is answered with
  // that verse rather than with "nothing fits".
  const above = out.filter((e) => e.score >= MIN_EVIDENCE && e.kind !== "verse");
  if (!above.length) {
    // Verses already found for the words, closest first, say more than the one verse held.
    if (out.some((e) => e.kind === "verse" && e.matches.length && e.score >= MIN_EVIDENCE)) return null;
    return { kind: "verse", score: MIN_EVIDENCE + HELD_MARGIN, matches: held.matches, exact: false, recited: true };
  }
  for (const e of above) {
    const id = evidenceSubjectId(e);
    const name = id ? matched.get(id) : undefined;
    if (!name || ownName(name).split(" ").length > 1) return null;
    if ((await phraseShare(held.phrase, name)) > held.held * HELD_OVER) return null;
  }
  const score = Math.min(1, Math.max(...above.map((e) => e.score)) + HELD_MARGIN);
  return { kind: "verse", score, matches: held.matches, exact: false, recited: true };
}

/** A passage is relevant to a free-text search when it shares enough of the question's words. */
const STOP = new Set(
  "que de la el los las en y por para con sobre como quien dice biblia dios una uno unos unas del al lo su sus mas pero este esta esto ese esa eso hay tiene tienen puedo puede cual cuales donde cuando porque versiculo versiculos habla hablan ensena significa mi me te se le les es son fue era ser muy todo toda todos".split(
    " ",
  ),
);

function contentStems(q: string): string[] {
  return [
    ...new Set(
      plain(q)
        .split(" ")
        .filter((w) => w.length >= 4 && !STOP.has(w))
        .map((w) => w.slice(0, 5)),
    ),
  ];
}

function relevant(p: Passage, stems: string[]): boolean {
  if (!stems.length) return false;
  const text = ` ${plain(p.text)}`;
  const hits = stems.filter((s) => text.includes(` ${s}`)).length;
  return hits >= Math.max(1, Math.ceil(stems.length / 2));
}

async function fulltextEvidence(question: string): Promise<Evidence | null> {
  const stems = contentStems(question);
  if (!stems.length) return null;
  const found = (await searchVerses(question, { limit: 8 })).filter((p) => relevant(p, stems));
  return found.length ? { kind: "fulltext", score: FULLTEXT, passages: found } : null;
}

/** The subject index's best matches (a few, for the answer and for suggestions). */
export function subjectMatches(question: string): SubjectMatch[] {
  return findSubjects(question, { limit: 3 });
}

let toldStories: Map<string, Subject | undefined> | null = null;

/** The hand-written story whose narrative holds the first passage of a story from Nave's. */
function toldStoryOf(naves: Subject): Subject | undefined {
  toldStories ??= new Map();
  if (toldStories.has(naves.id)) return toldStories.get(naves.id);
  const ids = (ref: string) => new Set(refVerseIds(ref));
  const own = ids(naves.passages[0].ref);
  const found = SUBJECTS.find(
    (s) => s.kind === "story" && s.source === "curated" && [...ids(s.passages[0].ref)].some((id) => own.has(id)),
  );
  toldStories.set(naves.id, found);
  return found;
}

/** Someone speaking of their own life who names a story ("me siento como Job") is answered with care first. */
const PERSONAL_STORY_FACTOR = 0.8;
/** A story named by its own name outranks a person or topic that shares the name. */
const STORY_NAMED = 0.01;
/** Someone asking on behalf of another: "mi hijo pregunta…", "mi abuelita quiere saber…". */
const RELAYED = /\b(me )?(pregunta|pregunto|preguntan|quiere saber|quieren saber)\b/;
/** A story told by who did what is a surer answer than a place or topic that shares one of its names. */
const STORY_TOLD_BONUS = 0.05;
/** "¿Qué dice la Biblia de…?", "¿qué enseña…?", "versículos sobre…", "¿qué es/significa…?": a question about a teaching. */
const TOPICAL_FRAME =
  /\b(que|como) (dice|dicen|ensena|ensenan|opina|piensa|habla|hablan)\b|\bversiculos?\b|\bque (es|son|significa|significan)\b/;
const TOPICAL_KINDS = new Set(["topic", "ethical", "feeling"]);
const TOPICAL_MARGIN = 0.02;
/** A story or list found by its words with this score or more was told by many of them. */
const STORY_TOLD_WELL = 0.75;
/** "¿Quién fue/era…?" asks for a person. */
const ASKS_WHO = /\bquien(es)? (fue|fueron|era|eran|es)\b/;
/** How far below a person named alike a book stays under that question. */
const WHO_MARGIN = 0.01;

/**
 * The best curated topic or moral question met by a word that also met a story ("sabiduria + pido"):
 * its score, or 0.
 */
function storyWordTopic(storyWords: string, byId: Map<string, SubjectMatch>): number {
  const words = storyWords.split(" + ");
  let best = 0;
  for (const t of byId.values()) {
    if (t.subject.source !== "curated" || (t.subject.kind !== "topic" && t.subject.kind !== "ethical")) continue;
    const alias = subjectWords(t.matched.replace(/\*$/, ""));
    if (words.some((w) => alias.some((a) => a.startsWith(w) || w.startsWith(a)))) best = Math.max(best, t.score);
  }
  return best;
}

/**
 * Subjects matched by name, and stories and lists matched by who takes part and what happened; each
 * subject once, at its best. `told`: a story or list was recognised that way.
 */
function subjectAndStoryMatches(
  question: string,
  personal: boolean,
): {
  matches: SubjectMatch[];
  told: boolean;
  names: Map<string, string>;
  toldIds: Set<string>;
  toldByPeople: Set<string>;
  /** The words of the question each story found by its people and words was met by. */
  storyWords: Map<string, string[]>;
} {
  const byId = new Map<string, SubjectMatch>();
  /** The name or alias each subject was met by, as written in the question. */
  const names = new Map<string, string>();
  for (let m of subjectMatches(question)) {
    if (!names.has(m.subject.id)) names.set(m.subject.id, m.matched);
    // A name shared by a story and by the person or topic it belongs to ("la zarza ardiente" for the
    // story and for Moisés, whose life would open with the Egyptian he killed) names the event.
    if (m.subject.kind === "story") m = { ...m, score: Math.min(1, m.score + STORY_NAMED) };
    // A story Nave's names ("El sembrador") is answered by the hand-written story of the same passage,
    // which tells it and knows its key verses.
    const told = m.subject.kind === "story" && m.subject.source === "naves" ? toldStoryOf(m.subject) : undefined;
    const subject = told ?? m.subject;
    const prev = byId.get(subject.id);
    if (!prev || prev.score < m.score) byId.set(subject.id, { ...m, subject });
  }
  const stories = findStories(question, { limit: 2 });
  // "Orgullo y soberbia, ¿qué dice la palabra?" asks what the Bible teaches, not for Uzías's story,
  // which is told with those words: a story met by its words alone, under a topical frame, ranks
  // below the doctrine or theme named by the same words.
  const topical = TOPICAL_FRAME.test(plain(question))
    ? Math.max(0, ...[...byId.values()].filter((m) => TOPICAL_KINDS.has(m.subject.kind)).map((m) => m.score))
    : 0;
  for (const m of stories) {
    // Someone speaking of their own life meets a story only when they name someone in it: "mi esposo
    // me fue infiel" is not a question about Oseas.
    // A question passed on for someone else ("mi hijo pregunta cómo se cayeron las murallas de Jericó")
    // is about the story, not the writer's life.
    if (personal && !m.participants && !RELAYED.test(plain(question))) continue;
    let score = Math.min(1, (personal ? m.score * PERSONAL_STORY_FACTOR : m.score) + STORY_TOLD_BONUS);
    if (!m.participants && topical >= MIN_EVIDENCE) score = Math.min(score, topical - TOPICAL_MARGIN);
    // "¿Cómo le pido sabiduría a Dios?" meets Solomon's judgment by "sabiduría" + "pido", and "consejos
    // a los jóvenes" Rehoboam's counsel: a story met by its words alone, one of which names a topic or
    // moral question written by hand, asks for the teaching that word names.
    // A story told by many of its words ("el milagro del agua en vino en una boda") keeps its rank.
    const named = m.participants || m.score >= STORY_TOLD_WELL ? 0 : storyWordTopic(m.matched, byId);
    if (named >= MIN_EVIDENCE) score = Math.min(score, named - TOPICAL_MARGIN);
    const prev = byId.get(m.subject.id);
    if (!prev || prev.score < score) byId.set(m.subject.id, { ...m, score });
  }
  if (ASKS_WHO.test(plain(question))) whoIsAPerson(question, byId);
  // Told by what happened, not only by who is named: "¿qué dice la Biblia de María, la mamá de Jesús?"
  // names two people of the nativity but asks about María.
  const toldBy = stories.filter(
    (m) => m.score >= MIN_EVIDENCE && m.matched.split(" + ").length > (m.participants ?? 0),
  );
  // Told by someone in it and what they did ("la vara de Aarón se convirtió en serpiente ante Faraón").
  const toldIds = new Set(toldBy.filter((m) => (m.participants ?? 0) > 0).map((m) => m.subject.id));
  // Told by two of the people in it and what they did ("Abraham y Sara tuvieron un hijo de viejos").
  const toldByPeople = new Set(toldBy.filter((m) => (m.participants ?? 0) >= 2).map((m) => m.subject.id));
  return {
    matches: [...byId.values()].sort((a, b) => b.score - a.score),
    told: toldBy.length > 0,
    names,
    toldIds,
    toldByPeople,
    storyWords: new Map(stories.map((m) => [m.subject.id, m.matched.split(" + ")])),
  };
}

/**
 * A story's own name that a topic also answers to ("la oveja perdida" is a topic's alias too, "el joven
 * rico" names the rich, "la serpiente de bronce" serpents, "los diez leprosos" leprosy): the words name
 * the event, so the story comes first. Only when the topic was met by no more than the story's name
 * says; a person's own epithet ("Tomás el incrédulo") still asks for the person.
 */
function storyNamedFirst(out: Evidence[], names: Map<string, string>): void {
  for (const s of out) {
    if (s.kind !== "subject" || s.subject.kind !== "story") continue;
    const name = names.get(s.subject.id);
    if (!name) continue;
    // Words compared by their first letters ("leprosos"/"leproso"), in any order.
    const own = new Set(
      ownName(name)
        .split(" ")
        .map((w) => w.slice(0, 5)),
    );
    const within = (other: string) =>
      ownName(other)
        .split(" ")
        .every((w) => w.length < 3 || own.has(w.slice(0, 5)));
    for (const e of out) {
      if (e === s || e.kind !== "subject" || e.subject.kind !== "topic") continue;
      const other = names.get(e.subject.id);
      if (!other || !within(other) || e.score < s.score) continue;
      s.score = Math.min(1, e.score + STORY_NAMED);
      e.score = Math.min(e.score, s.score - STORY_NAMED);
    }
  }
}

/**
 * A story the question names by one of its own names ("Elías y el fuego del cielo": the fire on Carmel)
 * before another story of the same person met only by scattered words of it (the chariot of fire, the
 * whirlwind to heaven), unless that one is told by two of its people.
 */
function storyByNameOverWords(
  question: string,
  out: Evidence[],
  names: Map<string, string>,
  toldByPeople: Set<string>,
  storyWords: Map<string, string[]>,
): void {
  const asked = ` ${plain(question)} `;
  const stories = out.filter(
    (e): e is Evidence & { kind: "subject" } => e.kind === "subject" && e.subject.kind === "story",
  );
  const namedBy = (e: Evidence & { kind: "subject" }) => {
    const name = names.get(e.subject.id);
    const own = name ? ownName(name) : "";
    return own.split(" ").length >= 2 && asked.includes(` ${own} `) ? own : null;
  };
  const named = stories.filter((e) => e.score >= MIN_EVIDENCE && namedBy(e));
  if (named.length !== 1) return;
  const [story] = named;
  const others = stories.filter((e) => e !== story && !namedBy(e) && e.score >= story.score);
  // A story told by two of its people ("Jesús resucitó a Lázaro"), or by a word the name does not say
  // ("…en un funeral en Naín"), is more than the name's words.
  const people = (e: Evidence & { kind: "subject" }) => (e.subject.who ?? []).flatMap((w) => plain(w).split(" "));
  const said = [...namedBy(story)!.split(" "), ...people(story)];
  const covered = (w: string) => said.some((x) => x.startsWith(w.slice(0, 4)) || w.startsWith(x.slice(0, 4)));
  const samePeople = (e: Evidence & { kind: "subject" }) => people(e).some((n) => people(story).includes(n));
  const toldMore = (e: Evidence & { kind: "subject" }) =>
    toldByPeople.has(e.subject.id) || (samePeople(e) && !(storyWords.get(e.subject.id) ?? []).every(covered));
  if (others.some(toldMore)) return;
  const top = Math.max(0, ...others.map((e) => e.score));
  if (top >= story.score) story.score = Math.min(1, top + STORY_NAMED);
}

/**
 * A question that asks for every item of something ("¿cuáles son…?", "dime los…", "enumera…", "¿cómo
 * se llamaban…?", "en orden"). A number alone does not ("los 3 amigos de Daniel en el horno" is a story).
 */
const LIST_FRAME =
  /\b(?:cuales (?:son|eran|fueron)|quienes (?:son|eran|fueron|salen|aparecen|estan)|dime|dinos|menciona|mencioname|enumera|enumerame|enlista|enlistame|nombra|nombrame|lista|listado|como se llama(?:n|ban)|cuant[oa]s (?:son|eran|fueron|hay)|todos los|todas las|en orden|nombres de|(?:me|nos) (?:puedes|podrias) decir|que (?:partes|piezas) tiene)\b/;
/** A list named this surely is the one asked for. */
const LIST_ASKED_MIN = 0.5;

/**
 * Asked for every item, a list met by its name is the answer, not the event, person or topic named by
 * the same words ("me puedes decir las bienaventuranzas" is the list, not the Sermon on the Mount's
 * figure; "los hijos de Jacob, ¿cómo se llamaban?" is not the story of his death). A pastoral reading,
 * a book asked about and a verse quoted keep their rank.
 */
function listAskedFirst(question: string, out: Evidence[], names: Map<string, string>): void {
  // A question that is a list's own name ("los hijos de Jacob") asks for it as surely as "¿cuáles son…?".
  const asked = ownName(plain(question));
  const namedWhole = [...names.entries()].some(
    ([id, name]) =>
      ownName(name) === asked &&
      out.some((e) => e.kind === "subject" && e.subject.id === id && e.subject.kind === "list"),
  );
  if (!namedWhole && !LIST_FRAME.test(spelledOut(question))) return;
  const lists = out.filter(
    (e): e is Evidence & { kind: "subject" } =>
      e.kind === "subject" && e.subject.kind === "list" && e.score >= LIST_ASKED_MIN,
  );
  if (!lists.length) return;
  // The list named by its own name ("los hijos de Jacob") before one met by a word it shares ("hijos").
  const named = lists.filter((e) => names.has(e.subject.id));
  const list = (named.length ? named : lists).reduce((a, b) => (b.score > a.score ? b : a));
  const others = out.filter(
    (e) =>
      e !== list &&
      (e.kind === "figure" ||
        e.kind === "fulltext" ||
        (e.kind === "subject" && e.subject.kind !== "list" && !PASTORAL_KINDS.has(e.subject.kind))),
  );
  const top = Math.max(0, ...others.map((e) => e.score), ...lists.filter((e) => e !== list).map((e) => e.score));
  if (top >= list.score) list.score = Math.min(1, top + STORY_NAMED);
}

/**
 * "¿Quién fue Judas?" asks for a person: the letter of Judas (Santiago, Tito, Juan) was met by the same
 * name at the same score as the apostle and came first, and Judá (a near spelling) tied with Judas. A
 * book ranks just below the best person, and a person named as written just above a namesake met by a
 * near spelling.
 */
function whoIsAPerson(question: string, byId: Map<string, SubjectMatch>): void {
  const asked = ` ${plain(question)} `;
  const people = [...byId.values()].filter((m) => m.subject.kind === "person");
  const best = Math.max(0, ...people.map((m) => m.score));
  if (!best) return;
  const exact = Math.max(0, ...people.filter((m) => asked.includes(` ${plain(m.subject.name)} `)).map((m) => m.score));
  for (const [id, m] of byId) {
    const nearName = m.subject.kind === "person" && exact > 0 && !asked.includes(` ${plain(m.subject.name)} `);
    if ((m.subject.kind === "book" && m.score >= best) || (nearName && m.score >= exact))
      byId.set(id, { ...m, score: Math.max(0, (m.subject.kind === "book" ? best : exact) - WHO_MARGIN) });
  }
}

// The meaning layer (lib/scripture/subjects/meaning.ts) recognises a feeling, need or occasion by the
// concepts a person uses, not by a subject's name. When it speaks, it decides among the pastoral
// subjects: an alias that happens to share a word ("mi esposo" in "mi esposo me engañó") ranks below
// it. Its scores sit above a topic's and below a quoted verse or a named book.
const MEANING_BASE = 0.72;
const MEANING_PER_WEIGHT = 0.07;
const MEANING_MAX = 0.96;
/** An occasion asked for in so many words ("un versículo para su boda") is surer. */
const MEANING_ASKED = 0.05;
/** Concepts of sorrow: an occasion met beside one of them, and not made of it, is no celebration. */
const SORROW = new Set([
  "tristeza",
  "autoestima",
  "soledad",
  "vacio",
  "culpa",
  "verguenza",
  "fracaso",
  "enojo",
  "enojo_dios",
  // Hard news told beside an occasion: "terminé la carrera y no encuentro trabajo" is no graduation.
  "trabajo_perdido",
  "enfermedad",
  "divorcio",
  "infidelidad",
  "adiccion",
  // "Es la primera Navidad sin mi mamá", "el Día del Padre sin mi papá": a feast told with the one
  // missing is grief, not a celebration; fear and worry told beside one ("me caso y tengo mucha
  // ansiedad") are met before the feast.
  "fecha_sin",
  "miedo",
  "ansiedad",
]);
const SORROW_CONCEPTS = (found: ReadonlySet<string>) => [...SORROW].some((c) => found.has(c));
/** Only fear or nerves among the sorrows, told beside joy ("nerviosa pero feliz", "emocionado"). */
const NERVES = new Set(["miedo", "ansiedad"]);
const nervesOfJoy = (found: ReadonlySet<string>) =>
  found.has("ilusion") && [...SORROW].every((c) => !found.has(c) || NERVES.has(c));
const MEANING_SORROW = 0.15;
/** A feeling asked about as a topic, not told as one's own ("versículos sobre el gozo"). */
const MEANING_TOPICAL = 0.12;
/** An ethical subject met without a moral question around it ("¿es pecado…?", "¿puede un cristiano…?"). */
const MEANING_UNFRAMED = 0.15;
/** A Bible person named in a question not about one's life: the question is about the story. */
const MEANING_FIGURE = 0.3;
/** How far below the meaning layer's best an unconfirmed pastoral alias match stays. */
const MEANING_MARGIN = 0.05;

const evidenceSubjectId = (e: Evidence) =>
  e.kind === "theme" ? e.theme.id : e.kind === "subject" ? e.subject.id : undefined;
/** The kind of the subject an evidence stands for (a theme's own subject, read from the index). */
const evidenceSubjectKind = (e: Evidence) =>
  e.kind === "theme" ? subjectById(e.theme.id)?.kind : e.kind === "subject" ? e.subject.kind : undefined;

interface MeaningEvidence {
  subject: Subject;
  score: number;
  personal: boolean;
}

function meaningEvidence(question: string, personal: boolean, figureNamed: boolean): MeaningEvidence[] {
  const { matches, concepts } = findMeaning(question);
  const voice = concepts.has("voz") || concepts.has("alguien");
  const asks = concepts.has("pide");
  // "Versículos para la pobreza / para el miedo" asks for passages to meet a need, as one who has it;
  // "versículos sobre el gozo" asks about a topic.
  const forNeed = concepts.has("para_necesidad");
  const out: MeaningEvidence[] = [];
  for (const m of matches) {
    const kind = m.subject.kind;
    let score = MEANING_BASE + MEANING_PER_WEIGHT * m.weight;
    if (kind === "feeling" || kind === "topic") {
      // A feeling told by no one ("¿qué pasa cuando uno muere?") is a topic, answered by the index's names;
      // "versículos sobre el gozo" asks for the topic too, so the topic's own names weigh as much.
      if (!voice && !asks) continue;
      if (!voice && !forNeed) score -= MEANING_TOPICAL;
    } else if (kind === "occasion") {
      if (asks || voice) score += MEANING_ASKED;
      // "Me siento inútil desde que me jubilé" is sadness before it is a celebration; nerves told with
      // joy ("me bautizo el domingo, estoy nervioso y emocionado") are the feast's own.
      if (!m.concepts.some((c) => SORROW.has(c)) && SORROW_CONCEPTS(concepts) && !nervesOfJoy(concepts))
        score -= MEANING_SORROW;
    } else if (kind === "ethical") {
      if (!concepts.has("etica")) score -= MEANING_UNFRAMED;
    } else continue;
    if (figureNamed && !personal) score -= MEANING_FIGURE;
    out.push({
      subject: m.subject,
      score: Math.min(MEANING_MAX, score),
      personal: kind !== "ethical" && (personal || voice || asks),
    });
  }
  return out;
}

// An event of a named person's life ("¿cómo murió Elí?", "¿por qué huyó Moisés de Egipto?", "¿quién fue
// la esposa de Isaac?") is answered by that event, not by the person's profile nor by another story or
// list that shares a word ("hijos de" is not the sons of Noah when Aarón is named). The event's
// passages come from Nave's headings of the person's life; a story written by hand that tells those
// verses answers instead, since it tells the event and knows its key verses.
const LIFE_EVENT = 0.88;
/** An event told under several headings of a life (David's victories, Saúl's sins): which one is meant is
 *  surer from a story of that person the question also tells by its words ("vencer al gigante"). */
const LIFE_EVENT_OF_MANY = 0.8;
const LIFE_MARGIN = 0.03;

let curatedStories: { subject: Subject; ids: Set<string> }[] | null = null;

/** The hand-written story or list whose narrative holds the event's first passages. */
function toldEventOf(life: LifeEventMatch): Subject | undefined {
  curatedStories ??= SUBJECTS.filter((s) => (s.kind === "story" || s.kind === "list") && s.source === "curated").map(
    (subject) => ({ subject, ids: new Set(subject.passages.slice(0, 2).flatMap((p) => refVerseIds(p.ref))) }),
  );
  for (const ref of life.refs.slice(0, 2)) {
    const ids = refVerseIds(ref);
    // The story that holds most of the event's verses, and among those the shortest telling.
    let best: { subject: Subject; n: number; size: number } | undefined;
    for (const c of curatedStories) {
      const n = ids.filter((id) => c.ids.has(id)).length;
      if (n && (!best || n > best.n || (n === best.n && c.ids.size < best.size)))
        best = { subject: c.subject, n, size: c.ids.size };
    }
    if (best) return best.subject;
  }
  return undefined;
}

/** Caps what a life event outranks: the person's profile, and stories and lists that do not tell it. */
function lifeEventEvidence(question: string, personal: boolean, out: Evidence[]): boolean {
  if (personal && !RELAYED.test(plain(question))) return false;
  const life = findLifeEvent(question);
  if (!life) return false;
  const subject = toldEventOf(life) ?? life.subject;
  const eventIds = new Set([...life.refs, ...subject.passages.slice(0, 2).map((p) => p.ref)].flatMap(refVerseIds));
  const tells = (s: Subject) => s.passages.slice(0, 2).some((p) => refVerseIds(p.ref).some((id) => eventIds.has(id)));
  const many = life.headings > 1;
  const who = plain(life.person.name).split(" ")[0];
  const takesPart = (s: Subject) => (s.who ?? []).some((w) => w.split("/").some((n) => n.split(" ").includes(who)));
  const score = many ? LIFE_EVENT_OF_MANY : LIFE_EVENT;
  for (const e of out) {
    if (
      many &&
      e.kind === "subject" &&
      (e.subject.kind === "story" || e.subject.kind === "list") &&
      takesPart(e.subject)
    )
      continue;
    const other =
      (e.kind === "figure" && e.figure.kind === "person") ||
      (e.kind === "subject" &&
        (e.subject.id === life.person.id ||
          e.subject.kind === "person" ||
          ((e.subject.kind === "story" || e.subject.kind === "list") && !tells(e.subject))));
    if (other) e.score = Math.min(e.score, score - LIFE_MARGIN);
  }
  const same = out.find((e) => e.kind === "subject" && e.subject.id === subject.id);
  if (same) same.score = Math.max(same.score, score);
  else out.push({ kind: "subject", score, subject, personal: false });
  return true;
}

/** A namesake described by the question outranks everyone of the name, by as much as this. */
const NAMESAKE_MARGIN = 0.01;

/**
 * "¿Quién fue Felipe el apóstol?", "Santiago, el hermano del Señor": the one of several people of the
 * name that the question's other words describe, in place of all of them (./life.ts, Nave's numbered
 * namesakes).
 */
function namesakeEvidence(question: string, personal: boolean, out: Evidence[], toldIds: Set<string>): void {
  if (personal) return;
  const found = findNamesake(question);
  if (!found) return;
  // "Cuando Dios le pidió a Abraham que sacrificara a su hijo Isaac" describes Isaac as Abraham's son to
  // tell what happened to him: a story told by its people and what they did is the answer.
  const name = plain(found.person.name).split(" ")[0];
  const toldOf = out.some(
    (e) =>
      e.kind === "subject" &&
      toldIds.has(e.subject.id) &&
      e.score >= MIN_EVIDENCE &&
      (e.subject.who ?? []).some((w) => w.split("/").some((n) => n.split(" ").includes(name))),
  );
  if (toldOf) return;
  // A person written by hand is the namesake people mean, with the passages chosen for them, unless
  // the question describes another of the name ("José, el esposo de María" is not José, hijo de Jacob).
  if (found.person.source === "curated") {
    const own = new Set(found.person.passages.flatMap((p) => refVerseIds(p.ref)));
    if (found.subject.passages.some((p) => refVerseIds(p.ref).some((id) => own.has(id)))) return;
  }
  // A person of the figures asked about is the namesake people mean ("Juan el Bautista", "María
  // Magdalena", "el profeta Elías"), told in our own words; a figure named only to describe the person
  // ("Santiago, el hermano de Jesús") is not.
  const names = new Set([found.person.name, ...found.person.aliases].map((n) => plain(n).split(" ")[0]));
  if (
    out.some(
      (e) =>
        e.kind === "figure" &&
        e.figure.kind === "person" &&
        e.score >= FIGURE_ASKED &&
        e.figure.names.some((n) => names.has(n.split(" ")[0])),
    )
  )
    return;
  const everyone = out.filter(
    (e) =>
      (e.kind === "subject" && e.subject.id === found.person.id) ||
      (e.kind === "figure" && e.figure.id === found.person.id),
  );
  const score = Math.min(1, Math.max(FIGURE_ASKED, ...everyone.map((e) => e.score)) + NAMESAKE_MARGIN);
  for (const e of everyone) e.score = Math.min(e.score, score - 2 * NAMESAKE_MARGIN);
  out.push({ kind: "subject", score, subject: found.subject, personal: false });
}

/**
 * Everything the retrievers found for a question, strongest first. Full-text hits join only when
 * nothing better was found, unless `fulltext: "always"` (a model's context, where they fill up).
 */
export async function gatherEvidence(
  question: string,
  opts: { fulltext?: "fallback" | "always" } = {},
): Promise<Evidence[]> {
  const out: Evidence[] = [];
  const personal = isPersonal(question);

  const found = await verseEvidence(question, personal);
  let verse = found.evidence;
  const asksForWords = found.framed;
  if (verse) out.push(verse);

  const book = detectBookQuestion(question);
  if (book) out.push({ kind: "book", score: BOOK, book });

  const { matches, told, names, toldIds, toldByPeople, storyWords } = subjectAndStoryMatches(question, personal);
  const figure = matchFigure(question);
  if (figure) {
    // "¿Qué pasó cuando Moisés bajó del monte?" asks about an event of Moisés's life, not about him.
    const asked =
      asksAboutFigure(question, figure) &&
      (!told || figure.figure.kind === "event") &&
      !teachingAbout(question, figure.figure, matches);
    out.push({ kind: "figure", score: asked ? FIGURE_ASKED : FIGURE_NAMED, figure: figure.figure });
  }

  const meaning = meaningEvidence(question, personal, figure !== null);
  const meant = new Set(meaning.map((m) => m.subject.id));
  const bestMeant = meaning.reduce((b, m) => Math.max(b, m.score), 0);
  for (const m of meaning) {
    const theme = themeById.get(m.subject.id);
    out.push(
      theme
        ? { kind: "theme", score: m.score, theme, personal: m.personal }
        : { kind: "subject", score: m.score, subject: m.subject, personal: m.personal },
    );
  }

  for (const m of matches) {
    const theme = themeById.get(m.subject.id);
    const pastoral = PASTORAL_KINDS.has(m.subject.kind) || Boolean(theme);
    // Nave's lists where a subject occurs in the text (for "burlas", the mockers of Elisha), not
    // passages chosen to comfort: someone speaking of their own life is not answered with those.
    if (personal && m.subject.source === "naves" && !theme && m.subject.kind !== "person" && m.subject.kind !== "place")
      continue;
    const told = m.subject.kind === "list";
    // Asked where some words are, a Nave's topic that shares one of them (for "el tiempo de Dios es
    // perfecto", every verse where something is "perfect") answers less than "I could not find them".
    const offQuote = asksForWords && m.subject.source === "naves" ? NAVES_OFF_QUOTE : 0;
    // A topic ranked by hand beats Nave's entry of the same name, whose verses come in Bible order.
    // So does a moral question ranked by hand ("los borrachos…" is the hand-written alcohol, not every
    // verse Nave's files under drunkenness: Elí taking Ana for drunk).
    const curated =
      m.subject.source === "curated" && (m.subject.kind === "topic" || m.subject.kind === "ethical")
        ? CURATED_TOPIC
        : 0;
    let score = Math.min(
      1,
      m.score + (personal && pastoral ? PERSONAL_BONUS : 0) + (told ? TOLD_BONUS : 0) + curated - offQuote,
    );
    if (bestMeant && pastoral) score = Math.min(score, bestMeant - MEANING_MARGIN);
    // Already there from the meaning layer: one entry, at the better of the two scores.
    const same = meant.has(m.subject.id) ? out.find((e) => evidenceSubjectId(e) === m.subject.id) : undefined;
    if (same) {
      same.score = Math.max(same.score, score);
      continue;
    }
    out.push(
      theme
        ? { kind: "theme", score, theme, personal }
        : { kind: "subject", score, subject: m.subject, personal: personal || pastoral },
    );
  }

  storyNamedFirst(out, names);
  storyByNameOverWords(question, out, names, toldByPeople, storyWords);

  if (!lifeEventEvidence(question, personal, out)) namesakeEvidence(question, personal, out, toldIds);
  // After the events of a person's life: "¿cómo se llamaban los hijos de Jacob?" is the list, not the
  // heading of his life that tells of his sons (his death, Génesis 49).
  listAskedFirst(question, out, names);

  // Someone hurting or celebrating is not answered with a judgment, violence or curse narrative that
  // merely shares a word with what they said ("celos" and Cain): such a story ranks below the pastoral
  // subject the meaning layer found. Which stories those are comes from the index's cautions.
  const bestPastoral = meaning.reduce(
    (b, m) => (m.personal && m.subject.kind !== "ethical" ? Math.max(b, m.score) : b),
    0,
  );
  if (bestPastoral) {
    for (const e of out) {
      if (e.kind !== "subject" || e.subject.kind !== "story") continue;
      const first = e.subject.passages[0]?.ref;
      if (e.subject.caution || (first && isCautionPassage(first)))
        e.score = Math.min(e.score, bestPastoral - MEANING_MARGIN);
    }
  }

  askedFirst(question, out);

  namedTopicFirst(question, personal, out, matches, figure);
  if (bestPastoral) hurtBeforeTopic(question, personal, out, bestPastoral);
  // After the hurt is weighed: a moral question named in a phrase keeps its answer even where the
  // topic was first lowered below the feeling told beside it.
  if (!personal || findMeaning(question).concepts.has("etica")) phraseNamedFirst(out, matches, meant);

  if (found.held) {
    const names = new Map(matches.map((m) => [m.subject.id, m.matched]));
    verse = await heldLineFirst(found.held, out, names);
    if (verse) out.push(verse);
  }

  // A recited verse is what the line is; a theme or topic named by one of its words ranks below it.
  // A list or story whose text holds that verse ("seis cosas aborrece Jehová…") says it whole and keeps its rank.
  if (verse?.kind === "verse" && verse.recited && verse.matches.length) {
    const said = new Set(verse.matches.flatMap((m) => refVerseIds(m.reference)));
    // A story told by who did what ("la vara de Aarón se convirtió en serpiente ante Faraón") or by its
    // name ("la multiplicación de los panes y los peces") is what a long line no verse says surely is about.
    const holds = (e: Evidence) =>
      e.kind === "subject" &&
      (e.subject.kind === "list" || e.subject.kind === "story") &&
      ((!verse.exact && (toldIds.has(e.subject.id) || names.has(e.subject.id))) ||
        e.subject.passages.slice(0, 2).some((p) => refVerseIds(p.ref).some((id) => said.has(id))));
    for (const e of out)
      if (e !== verse && e.kind !== "book" && !holds(e)) e.score = Math.min(e.score, verse.score - MEANING_MARGIN);
    // A line that names two people of one story and what happened tells that story: a verse that only
    // loosely holds it ("Abraham y Sara tuvieron un hijo de viejos" is Génesis 21, not the promise of 18:10).
    if (!verse.exact) {
      const story = out.find((e) => e.kind === "subject" && toldByPeople.has(e.subject.id) && e.score >= MIN_EVIDENCE);
      if (story && story.score <= verse.score) story.score = Math.min(1, verse.score + STORY_NAMED);
    }
  }

  // A line that is a story's or list's own name ("la parábola de los dos hijos") asks for it, not for a
  // verse that happens to hold its words.
  if (verse?.kind === "verse" && !asksForWords) {
    const asked = ownName(plain(question));
    for (const e of out) {
      if (e.kind !== "subject" || (e.subject.kind !== "story" && e.subject.kind !== "list")) continue;
      const name = names.get(e.subject.id);
      if (name && ownName(name) === asked && e.score >= MIN_EVIDENCE)
        verse.score = Math.min(verse.score, e.score - STORY_NAMED);
    }
  }

  // Raw hits only when nothing better was found, and never for someone speaking of their own life.
  if (!personal && (opts.fulltext === "always" || !out.some((e) => e.score >= MIN_EVIDENCE))) {
    const fulltext = await fulltextEvidence(question);
    if (fulltext) out.push(fulltext);
  }
  // Stable: on a tie the retriever listed first above wins.
  return out.sort((a, b) => b.score - a.score);
}

/** Words that join a phrase without naming anything ("demandar a un hermano" names two things; "el amor
 *  de Dios" one, since God is named everywhere). */
const JOINING = new Set(
  "a al con de del el la las lo los en por para que y o u un una mi mis tu tus su sus me te se nos le les como cuando no ya mas muy dios jesus cristo senor biblia".split(
    " ",
  ),
);
/** How far below a topic named in a phrase of its own an inferred feeling stays. */
const PHRASE_MARGIN = 0.01;

/**
 * "¿Está bien demandar a un hermano de la iglesia?" names the moral question in a phrase of its own;
 * the meaning layer infers legal trouble from "demandar". A curated topic or moral question met by an
 * alias of two or more naming words says more than a feeling inferred from one of them, so that
 * feeling ranks just below it. Someone speaking of their own life is left to the pastoral subjects.
 */
function phraseNamedFirst(out: Evidence[], matches: SubjectMatch[], meant: Set<string>): void {
  const naming = (alias: string) =>
    plain(alias)
      .split(" ")
      .filter((w) => w && !JOINING.has(w)).length;
  const named = new Set(
    matches
      .filter(
        (m) =>
          m.subject.source === "curated" &&
          (m.subject.kind === "topic" || m.subject.kind === "ethical") &&
          naming(m.matched) >= 2,
      )
      .map((m) => m.subject.id),
  );
  if (!named.size) return;
  const best = Math.max(0, ...out.filter((e) => e.kind === "subject" && named.has(e.subject.id)).map((e) => e.score));
  if (best < MIN_EVIDENCE) return;
  for (const e of out) {
    const id = evidenceSubjectId(e);
    if (!id || !meant.has(id) || e.score <= best) continue;
    const kind = evidenceSubjectKind(e);
    if (kind === "feeling" || kind === "occasion") e.score = best - PHRASE_MARGIN;
  }
}

/** A verse asked for, to share, send or say: "¿qué versículo le mando?", "algo para leer en su boda". */
const VERSE_FOR =
  /\b(versiculos?|citas?|pasajes?|palabras?|algo|mensajes?|salmos?|lecturas?|leer|textos?|dedicar|compartir|mandar|mando|recomiendas?|recomiendan)\b/;
/** A teaching asked about: "versículos sobre…", "¿qué dice la Biblia de…?", "¿qué es…?". */
const TEACHING_ASKED =
  /\b(versiculos?|citas?|pasajes?) (de|del|sobre|acerca)\b|\b(dice|dicen|ensena|habla|opina|piensa) (la biblia|la palabra|dios)\b|\bque (es|son|significa)\b/;
/** How far below the best subject of the clause that asks one met only in the telling stays. */
const ASKED_MARGIN = 0.02;

/**
 * "Versículos sobre el trabajo, mi hijo de 22 no quiere trabajar": the clause that asks names the
 * subject; the one that tells the situation ("mi hijo", "me da miedo", "mi maestro de biología") only
 * says why it is asked. A subject, theme or figure met only in the telling ranks below the best one
 * the asking clause names, when that one is found well enough to answer.
 */
function askedFirst(question: string, out: Evidence[]): void {
  const split = askedClause(question);
  // "¿Por qué Dios no me da un hijo?" after years of trying asks about the life just told.
  if (!split || isPersonal(split.asked)) return;
  // "¿Qué versículo le puedo compartir?" asks for passages for what was told: a subject met only by a
  // word of that request ("compartir" is also a name of generosity) is not what is asked about.
  const byRequest = (name: string) => {
    const cues = conceptsOf(name);
    return cues.has("pide") && cues.size === 1;
  };
  const idsIn = (text: string) => {
    const ids = new Set<string>(
      [
        ...findSubjects(text, { limit: 10 }).filter((m) => !byRequest(m.matched)),
        ...findStories(text, { limit: 3 }),
        ...findMeaning(text).matches,
      ].map((m) => m.subject.id),
    );
    for (const id of [...ids]) {
      const s = subjectById(id);
      const told = s?.kind === "story" && s.source === "naves" ? toldStoryOf(s) : undefined;
      if (told) ids.add(told.id);
    }
    return ids;
  };
  const asked = idsIn(split.asked);
  const named = split.named ? idsIn(split.named) : new Set<string>();
  const figure = matchFigure(split.asked)?.figure;
  const namedFigure = split.named ? matchFigure(split.named)?.figure : undefined;
  const isAsked = (e: Evidence) => (e.kind === "figure" ? e.figure === figure : asked.has(evidenceSubjectId(e) ?? ""));
  const isNamed = (e: Evidence) =>
    isAsked(e) || (e.kind === "figure" ? e.figure === namedFigure : named.has(evidenceSubjectId(e) ?? ""));
  // An occasion told is what a verse is asked for ("me bautizo este domingo, ¿qué versículo comparto?",
  // "nació mi sobrino, ¿qué le mando?"); a teaching asked about beside one ("¿Dios creó el mundo? mi
  // maestro dice que no") is not for the occasion.
  const forOccasion = VERSE_FOR.test(split.asking) && !TEACHING_ASKED.test(split.asking);
  const situational = (e: Evidence) => forOccasion && evidenceSubjectKind(e) === "occasion";
  const weighed = (e: Evidence) => e.kind === "figure" || e.kind === "theme" || e.kind === "subject";
  // What is asked about is a teaching, a story or a person; "¿qué hago?" after a confession is a plea
  // about the life just told, and the feeling it meets is no subject of its own.
  const teaching = (e: Evidence) =>
    e.kind === "figure" || (e.kind === "subject" && e.subject.kind !== "feeling" && e.subject.kind !== "occasion");
  const best = Math.max(0, ...out.filter((e) => teaching(e) && isAsked(e)).map((e) => e.score));
  if (best < MIN_EVIDENCE) return;
  for (const e of out)
    if (weighed(e) && !situational(e) && !isNamed(e) && e.score >= best) e.score = Math.max(0, best - ASKED_MARGIN);
}

/**
 * "Es mi primer Día de las Madres sin mi mamá": a topic named by the words of the day (the topic of
 * mothers, met by "día de las madres") is not what someone tells who is grieving on it. When the writer
 * speaks of their own life and the meaning layer reads a feeling in it, a topic met by name ranks below
 * that feeling, unless the question asks about the topic ("¿qué dice la Biblia del cielo?").
 */
function hurtBeforeTopic(question: string, personal: boolean, out: Evidence[], bestPastoral: number): void {
  if (!personal || TOPICAL_FRAME.test(plain(question))) return;
  // "¿Cómo será el cielo? Mi hijo tiene miedo de morirse": a clause that asks about the topic keeps it.
  const split = askedClause(question);
  if (split && !isPersonal(split.asked)) return;
  for (const e of out)
    if (e.kind === "subject" && e.subject.kind === "topic" && e.score >= bestPastoral)
      e.score = bestPastoral - MEANING_MARGIN;
}

/** Words that introduce the topic asked about: "¿qué significa…?", "…de la Biblia sobre…", "versículos de…". */
const ASKS_FOR_TOPIC =
  /\b(sobre|acerca de|acerca del|respecto a|respecto al|de|del|(que|cual|como) (es|son|era)|significa|significan|versiculos?|pasajes?|citas?) ((el|la|los|las|lo) )?$/;
/** How far below a topic named in the question an unnamed inference stays. */
const NAMED_MARGIN = 0.01;

/** A subject's own name as people write it: no article, no accents ("La Santa Cena" → "santa cena"). */
const ownName = (s: string) => plain(s).replace(/^(el|la|los|las) /, "");

/**
 * A topic named in so many words outranks what is only inferred. "Versículos sobre la amistad" names the
 * topic friendship; the meaning layer infers the Día del Amor y la Amistad from "amigos" beside a request
 * for verses, and the figure of the Last Supper is named by the same words as the Lord's Supper asked
 * about ("¿qué significa la santa cena…?"). When nobody speaks of their own life, a curated topic matched
 * by its own name keeps the answer against an occasion, feeling, figure, story or list that was not named
 * at least as well; someone telling what they live through is left to the pastoral subjects.
 */
function namedTopicFirst(
  question: string,
  personal: boolean,
  out: Evidence[],
  matches: SubjectMatch[],
  figure: FigureMatch | null,
): void {
  if (personal) return;
  const { concepts } = findMeaning(question);
  if (concepts.has("voz") || concepts.has("alguien")) return;
  const p = ` ${plain(question)} `;
  // The topic's name just after the words that ask for it: "sobre la amistad", "qué significa la santa cena".
  const askedFor = (name: string) => {
    const at = p.indexOf(` ${name} `);
    return at >= 0 && (ASKS_FOR_TOPIC.test(p.slice(0, at + 1).trimEnd() + " ") || at === 0);
  };
  const named = matches.find(
    (m) =>
      m.subject.source === "curated" &&
      m.subject.kind === "topic" &&
      [m.subject.name, m.subject.phrase ?? ""].some((n) => n && ownName(n) === ownName(m.matched)) &&
      askedFor(ownName(m.subject.name)),
  );
  if (!named) return;
  const topic = out.find((e) => evidenceSubjectId(e) === named.subject.id);
  if (!topic) return;
  // Anything the question names too (an occasion's own words, "la cosecha") is not only inferred.
  const namedToo = new Set([...matches, ...findSubjects(question, { limit: 10 })].map((m) => m.subject.id));
  for (const e of out) {
    if (e === topic || e.score <= topic.score) continue;
    let inferred = false;
    if (e.kind === "figure") {
      // The same words name both: the frame asks for the teaching, not the event.
      inferred = !!figure && figure.figure === e.figure;
    } else if (e.kind === "theme" || e.kind === "subject") {
      const id = evidenceSubjectId(e)!;
      const kind = e.kind === "theme" ? (subjectById(id)?.kind ?? "feeling") : e.subject.kind;
      inferred = kind !== "topic" && kind !== "person" && kind !== "book" && !namedToo.has(id);
    }
    if (inferred) e.score = Math.max(0, topic.score - NAMED_MARGIN);
  }
}

const key = (p: Passage) => p.verses.map((v) => `${v.osis} ${v.chapter}:${v.verse}`).join(",");

/**
 * The model's context: the passages the question names, then those of the evidence that clears the
 * threshold, strongest first, without repeats. The model sees what the built-in answer would quote.
 */
export async function contextPassages(question: string, limit: number): Promise<Passage[]> {
  const named = await getPassages(findReferences(question).filter((r) => r.exists));
  const evidence = (await gatherEvidence(question, { fulltext: "always" })).filter((e) => e.score >= MIN_EVIDENCE);
  const lists: (Passage | null)[][] = [named];
  for (const e of evidence) {
    const refs =
      e.kind === "verse"
        ? e.matches.map((m) => m.reference)
        : e.kind === "figure"
          ? e.figure.passages
          : e.kind === "theme"
            ? e.theme.passages
            : e.kind === "subject"
              ? e.subject.passages.map((p) => p.ref)
              : [];
    lists.push(e.kind === "fulltext" ? e.passages : await Promise.all(refs.slice(0, limit).map((r) => getPassage(r))));
  }
  const out: Passage[] = [];
  const seen = new Set<string>();
  for (const p of lists.flat()) {
    if (!p || out.length >= limit || seen.has(key(p))) continue;
    seen.add(key(p));
    out.push(p);
  }
  return out;
}
