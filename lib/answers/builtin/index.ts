import "server-only";
import {
  bookByOsis,
  findReferences,
  getPassage,
  readReferences,
  isCautionPassage,
  profileOf,
  profileOfName,
  verseCount,
  type DeuterocanonicalReference,
  type ParsedReference,
  type Passage,
  type Subject,
  type VerseCandidate,
} from "../../scripture/index.ts";
import type { HistoryTurn } from "../types.ts";
import type { Figure } from "../../../content/figures.ts";
import {
  SUBJECTS,
  biblePosition,
  distinctPassages,
  findSubjects,
  spanOf,
  verseIdsOf,
} from "../../scripture/subjects/index.ts";
import { conceptsOf, findMeaning } from "../../scripture/subjects/meaning.ts";
import { plain } from "../text.ts";
import { editDistance } from "../../edit-distance.ts";
import { spellingKey } from "../../scripture/subjects/people.ts";
import { bookIntroAnswer } from "./book-intros.ts";
import {
  ambiguityQuestion,
  deuterocanonicalAnswer,
  figureAnswer,
  greetingAnswer,
  lookupAnswer,
  listAnswer,
  nothingFoundAnswer,
  searchAnswer,
  subjectAnswer,
  themeAnswer,
  verseAnswer,
} from "./compose.ts";
import { gatherEvidence, MIN_EVIDENCE, subjectMatches, type Evidence } from "./evidence.ts";
import { followUpAnswer } from "./follow-up.ts";
import { listAskedByItsPassage } from "./list-by-its-passage.ts";
import { afterNamedStory } from "./follow-up-story.ts";
import { afterGreeting, detectGreeting, isPersonal } from "./intents.ts";
import { quotePassage, quoteRefs, type Quoted } from "./quotes.ts";
import { storyAnswer } from "./story.ts";
import { fitForWriter } from "./wounded.ts";
import { corroboratedPassages } from "./corroborated.ts";
import { forTheWriter } from "./told-of-another.ts";
import type { Theme } from "./themes.ts";

// The built-in answerer (no model configured): recognises lookups, greetings, people and events,
// pastoral needs and topics, and writes warm Markdown around passages taken from the database.
// Safety, sayings and off-topic requests are handled before it is called (lib/answers/index.ts).

const MAX_LOOKUPS = 3;
/** Five: the passages a pastor would name first for a topic are rarely fewer. */
const TOPIC_QUOTES = 5;
/** A list's text is quoted whole up to this many verses (the commandments are 15). */
const LIST_VERSES = 20;
/** A list spread over many chapters quotes this many of its items' verses. */
const LIST_SCATTERED_QUOTES = 8;
/** Subjects this close are worth offering as suggestions when nothing fits well enough. */
const SUGGESTION_MIN = 0.2;
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
  const verse =
    ref.endVerse !== undefined && ref.startVerse !== undefined && ref.startVerse <= n ? ref.endVerse : ref.startVerse;
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
  const asked = refs
    .slice(0, MAX_LOOKUPS)
    .filter((r) => r.exists)
    .map(ambiguityQuestion)
    .filter((q): q is string => q !== null);
  const answer = lookupAnswer(parts, missing, context, asked);
  return deuterocanonical.length ? [answer, "", deuterocanonicalAnswer(deuterocanonical)].join("\n") : answer;
}

function quoteTopical(passages: Passage[], n: number): Quoted[] {
  return passages.slice(0, n).map((p) => quotePassage(p, bookName(p), TOPIC_MAX_VERSES));
}

/** Writes the built-in answer's Markdown for a question already screened for safety. */
export async function builtinAnswer(question: string, history: HistoryTurn[] = []): Promise<string> {
  // "¿Y el versículo siguiente?", "dame más": resolved against the turns before (follow-up.ts).
  const followUp = (await followUpAnswer(question, history)) ?? (await afterNamedStory(question));
  if (followUp) return followUp;
  const { references: refs, deuterocanonical } = readReferences(question);
  const list = deuterocanonical.length ? null : listAskedByItsPassage(question, refs);
  if (list) return answerWithSubject(list, false, question, true);
  if (refs.length) return lookup(refs, deuterocanonical);
  // "Tobías 3:1", "1 Macabeos 2": not in this Bible; say so instead of searching for the words.
  if (deuterocanonical.length) return deuterocanonicalAnswer(deuterocanonical);

  const greeting = detectGreeting(question);
  if (greeting) {
    // "Hola, ¿quién fue Rut?" is a question with manners, not a greeting.
    const rest = greeting === "hello" ? afterGreeting(question) : null;
    return rest ? builtinAnswer(rest, history) : greetingAnswer(greeting);
  }

  const evidence = await gatherEvidence(question);
  const best = evidence[0];
  if (!best || best.score < MIN_EVIDENCE) return nothingFoundAnswer(suggestionsFor(question));
  switch (best.kind) {
    case "verse":
      return answerWithVerses(best.matches, best.exact);
    case "book":
      return bookIntroAnswer(best.book);
    case "figure":
      return figureAnswer(best.figure, await quoteRefs(figureRefs(best.figure)));
    case "theme": {
      const wound = woundTold(best, evidence, question);
      if (wound) return woundFirstAnswer(best.theme, wound, question);
      // Curated pastoral themes carry a caring word and a prayer, not only passages.
      const fit = fitForWriter(question);
      return themeAnswer(
        forTheWriter(best.theme, question),
        await quoteRefs(
          corroboratedPassages(best.theme, evidence)
            .filter((r) => fit(r) && (!guardsAgainstCaution(best.theme.kind, question) || !isCautionPassage(r)))
            .slice(0, best.theme.passages.length),
        ),
        best.personal,
      );
    }
    case "subject":
      return answerWithSubject(best.subject, best.personal, question);
    case "fulltext":
      return searchAnswer(quoteTopical(best.passages, SEARCH_QUOTES));
  }
}

/** A wound told beside a moral question must be about as strong as the question to lead the answer. */
const WOUND_MARGIN = 0.12;
/** How many of the wound's passages come before the moral question's. */
const WOUND_QUOTES = 2;

/**
 * "¿Es pecado divorciarse? Mi esposo me engañó": a moral question asked by someone who tells a wound
 * of their own. The question is answered, but the person is hurting: the feeling told (a betrayal, a
 * death, an addiction in the family) is the pastoral theme beside the moral one in the evidence.
 */
function woundTold(best: Evidence & { kind: "theme" }, evidence: Evidence[], question: string): Theme | null {
  if (best.theme.kind !== "ethical") return null;
  const wounds = evidence.filter(
    (e): e is Evidence & { kind: "theme" } =>
      e.score >= best.score - WOUND_MARGIN && e.kind === "theme" && e.personal && e.theme.kind === "feeling",
  );
  if (!wounds.length) return null;
  // The wound the question is asked because of: "¿puedo divorciarme? me engañó" is asked because of
  // the betrayal, a feeling the moral question's own signal is made of, before a divorce it only names.
  const { matches } = findMeaning(question);
  const moral = new Set(matches.find((m) => m.subject.id === best.theme.id)?.concepts ?? []);
  const cause = wounds.find((w) => {
    const c = matches.find((m) => m.subject.id === w.theme.id)?.concepts ?? [];
    return c.length > 0 && c.every((x) => moral.has(x));
  });
  return (cause ?? wounds[0]).theme;
}

/**
 * The wound first: its caring word and its first comforting passages, then the moral question's own
 * passages and what it teaches, and a prayer for the one hurting. A wounded person is not first met
 * with the verse that condemns what they are thinking of doing.
 */
async function woundFirstAnswer(moral: Theme, wound: Theme, question: string): Promise<string> {
  const careful = guardsAgainstCaution(moral.kind, question);
  const fit = fitForWriter(question);
  const lead = wound.passages.filter((r) => fit(r) && !isCautionPassage(r)).slice(0, WOUND_QUOTES);
  const rest = moral.passages.filter((r) => fit(r) && (!careful || !isCautionPassage(r)));
  const refs = distinctPassages(moral.passages.length, lead);
  rest.forEach(refs.add);
  const quotes = await quoteRefs(refs.out.slice(0, moral.passages.length));
  return themeAnswer({ ...moral, comfort: wound.comfort, prayer: wound.prayer }, quotes, true);
}

/** A person's answer quotes this many passages: their call, their main acts, their end. */
const PERSON_QUOTES = 5;

/**
 * A curated person's passages, then their profile from the subject index (where they enter, the key
 * moments of the stories they take part in, how a letter remembers them), five in all and told in the
 * order of the Bible: "¿Quién fue Nicodemo?" is Juan 3, 7 and 19, not two verses of one night. Of
 * namesakes in the index, the one with the most passages is the one people mean; a person Nave's does
 * not list apart (María Magdalena) is found by name in the stories.
 */
function figureRefs(f: Figure): string[] {
  if (f.kind !== "person") return f.passages;
  const key = plain(f.title);
  const byId = SUBJECTS.find((s) => s.kind === "person" && s.id === f.id);
  const person =
    byId ??
    SUBJECTS.filter((s) => s.kind === "person" && plain(s.name) === key).sort(
      (a, b) => b.passages.length - a.passages.length,
    )[0];
  const profile = person ? profileOf(person, 3 * PERSON_QUOTES) : profileOfName(key, 3 * PERSON_QUOTES);
  const pick = distinctPassages(PERSON_QUOTES, f.passages);
  profile.forEach(pick.add);
  return pick.out.sort((a, b) => biblePosition(a) - biblePosition(b));
}

/** The closest subjects' names, offered when nothing fits well enough to answer with. */
function suggestionsFor(question: string): string[] {
  return subjectMatches(question)
    .filter((m) => m.score >= SUGGESTION_MIN)
    .slice(0, 3)
    .map((m) => m.subject.name);
}

/**
 * Whether an answer of this kind leaves out judgment, violence and curse passages. A moral question
 * ("¿la pena de muerte es bíblica?", "¿es malo tener imágenes?", "¿qué dice la Biblia del aborto?") is
 * answered with the law and its verdict (Génesis 9:6, Éxodo 20:4-5, 20:13), which Nave's files under
 * punishment or homicide. Anything else that lands on an ethical subject keeps the care of a pastoral
 * answer: someone speaking of their own life, or asking for verses for a time ("versículos para
 * después de un aborto").
 */
function guardsAgainstCaution(
  kind: Subject["kind"],
  question: string,
  passages: readonly string[] = [],
  rankedByHand = false,
): boolean {
  // A doctrine whose own passages are judgment ("¿existe el infierno?", the last judgment, God's wrath)
  // is answered with them when asked about, not with the two that are left once they are taken out.
  if (kind === "topic" && !isPersonal(question)) {
    const top = passages.slice(0, TOPIC_QUOTES + 1);
    if (top.length && top.filter((r) => isCautionPassage(r)).length * 2 >= top.length) return false;
    // A doctrine asked about in the abstract is answered with the passages its curator ranked first:
    // the resurrection's "a resurrección de condenación" (Juan 5:28-29) and the words' "por tus palabras
    // serás condenado" (Mateo 12:36-37) are what those doctrines teach, and taking them out put weaker
    // ones in their place. Someone who tells a feeling or an occasion, their own or another's, still
    // gets none of them.
    if (rankedByHand && abstractQuestion(question)) return false;
  }
  if (kind !== "ethical" || isPersonal(question)) return true;
  const cues = conceptsOf(question);
  return !cues.has("etica") || cues.has("pide");
}

/** Cues of someone's life in a question: a person speaking, speaking for another, or any pain told. */
const LIFE_CUES = ["voz", "alguien", "dolor"];

const PASTORAL_KINDS = new Set<Subject["kind"]>(["feeling", "occasion"]);

/**
 * Nobody's life is in the question: no voice or pain, nothing the meaning layer reads as a feeling or
 * occasion, and no feeling or occasion named ("versículos para la pobreza" is answered by the topic of
 * the poor, for someone who may be living it).
 */
function abstractQuestion(question: string): boolean {
  const { matches, concepts } = findMeaning(question);
  if (LIFE_CUES.some((c) => concepts.has(c))) return false;
  if (matches.some((m) => PASTORAL_KINDS.has(m.subject.kind))) return false;
  return !findSubjects(question, { limit: 5 }).some((m) => PASTORAL_KINDS.has(m.subject.kind));
}

/** A subject's passages as quotes, best first; for someone hurting or celebrating, none of a caution kind. */
async function subjectQuotes(
  subject: Subject,
  n: number,
  careful: boolean,
  fit: (ref: string) => boolean = () => true,
): Promise<Quoted[]> {
  // A person: the heart of the stories they take part in, before Nave's list of every verse naming them.
  const all = subject.kind === "person" ? profileOf(subject, 3 * n) : subject.passages.map((p) => p.ref);
  const refs = all.filter((r) => fit(r) && (!careful || !isCautionPassage(r)));
  const passages = (await Promise.all(refs.slice(0, n).map((r) => getPassage(r)))).filter(
    (p): p is Passage => p !== null,
  );
  return quoteTopical(passages, n);
}

/**
 * The text of a whole list: one passage when every item is in one chapter (the commandments,
 * Éxodo 20:3-17), else each item's verses in order, so that every item is there in the Bible's words.
 */
/** Of a list's quotes, every passage that holds one of its items, in the order the list runs. */
const where = new WeakMap<Quoted[], string[]>();

async function listQuotes(items: { ref: string }[]): Promise<Quoted[]> {
  const refs = items
    .map((it) => findReferences(it.ref)[0])
    .filter((r): r is ParsedReference => Boolean(r?.exists && r.startVerse));
  if (!refs.length) return [];
  const first = refs[0];
  const oneChapter = refs.every(
    (r) =>
      r.bookOsis === first.bookOsis &&
      r.startChapter === first.startChapter &&
      (r.endChapter ?? r.startChapter) === first.startChapter,
  );
  if (oneChapter) {
    const lo = Math.min(...refs.map((r) => r.startVerse!));
    const hi = Math.max(...refs.map((r) => r.endVerse ?? r.startVerse!));
    const whole =
      hi - lo + 1 <= LIST_VERSES
        ? await getPassage(`${first.bookName} ${first.startChapter}:${lo}${hi > lo ? `-${hi}` : ""}`)
        : null;
    if (whole) return [quotePassage(whole, bookName(whole), LIST_VERSES)];
  }
  // Scattered over many chapters (the kings of Judah), the items are named with their references in the
  // list above; quoting every one would bury it, so the first few are quoted. Items a few verses apart
  // in one chapter are quoted as one passage (Juan 10:9-11, the door and the good shepherd).
  const all = [...new Set(groupNear(refs))];
  const distinct = all.slice(0, LIST_SCATTERED_QUOTES);
  const passages = (await Promise.all(distinct.map((r) => getPassage(r)))).filter((p): p is Passage => p !== null);
  const quotes = passages.map((p) => quotePassage(p, bookName(p), TOPIC_MAX_VERSES));
  // Where to read the whole list: every passage that holds an item, the ones quoted and the rest.
  where.set(quotes, all);
  return quotes;
}

/** Items of a list this close in one chapter are quoted together. */
const LIST_GROUP_VERSES = 6;

/** The items' references, neighbours in one chapter joined while the passage stays short. */
function groupNear(refs: ParsedReference[]): string[] {
  const out: string[] = [];
  let group: { ref: ParsedReference; lo: number; hi: number } | null = null;
  const flush = () => {
    if (!group) return;
    const { ref, lo, hi } = group;
    out.push(hi > lo ? `${ref.bookName} ${ref.startChapter}:${lo}-${hi}` : ref.canonical);
    group = null;
  };
  for (const r of refs) {
    const lo = r.startVerse!;
    const hi = (r.endChapter ?? r.startChapter) === r.startChapter ? (r.endVerse ?? lo) : lo;
    const g = group as { ref: ParsedReference; lo: number; hi: number } | null;
    if (
      g &&
      (r.endChapter ?? r.startChapter) === r.startChapter &&
      g.ref.bookOsis === r.bookOsis &&
      g.ref.startChapter === r.startChapter &&
      lo >= g.lo &&
      Math.max(g.hi, hi) - g.lo + 1 <= LIST_GROUP_VERSES
    ) {
      g.hi = Math.max(g.hi, hi);
      continue;
    }
    flush();
    group = (r.endChapter ?? r.startChapter) === r.startChapter ? { ref: r, lo, hi } : null;
    if (!group) out.push(r.canonical);
  }
  flush();
  return out;
}

/** A passage this short that names most of a list's items is the list itself. */
const SUMMARY_VERSES = 8;
const SUMMARY_SHARE = 0.7;

/** Of a list's own passages, the first short one that names most of its items (names as RV1909 spells them). */
async function summaryPassage(subject: Subject, items: { label: string }[]): Promise<Passage | null> {
  // Each item by its own word: the first that no other item's label has ("Día 1: la luz", "Día 2: el
  // firmamento" are named by "luz" and "firmamento", not by the "día" every one of them shares, which
  // Génesis 2:1-3 says seven times without naming one day's work).
  const labels = items.map((it) =>
    plain(it.label)
      .split(" ")
      .filter((w) => w.length >= 3),
  );
  const shared = new Map<string, number>();
  for (const ws of labels) for (const w of new Set(ws)) shared.set(w, (shared.get(w) ?? 0) + 1);
  const names = labels
    .map((ws) => ws.find((w) => shared.get(w) === 1) ?? "")
    .filter(Boolean)
    .map(spellingKey);
  if (names.length < 3) return null;
  for (const sp of subject.passages.slice(0, 3)) {
    const span = spanOf(sp.ref);
    if (!span || verseIdsOf(span).length > SUMMARY_VERSES) continue;
    const p = await getPassage(sp.ref);
    if (!p) continue;
    const words = new Set(plain(p.text).split(" ").map(spellingKey));
    const near = (n: string) =>
      words.has(n) ||
      [...words].some((w) => n.length >= 5 && Math.abs(w.length - n.length) <= 1 && editDistance(w, n, 1) <= 1);
    if (names.filter(near).length >= SUMMARY_SHARE * names.length) return p;
  }
  return null;
}

/** `context`: the list was asked for at its chapter, whose passage may lead even when the items share one verse. */
async function answerWithSubject(
  subject: Subject,
  careful: boolean,
  question: string,
  context = false,
): Promise<string> {
  if (subject.kind === "list" && subject.items?.length) {
    // The passage that names every item, when the items are scattered (Apocalipsis 1:11 for the seven
    // churches, Génesis 35:22-26 for the sons of Jacob), is the list's own verse: it comes first.
    const quotes = await listQuotes(subject.items);
    const whole = quotes.length === 1 && quotes[0].reference;
    // A list of the church's tradition is led by where the Bible speaks of the whole (Proverbios
    // 6:16-19 for the seven deadly sins): its summary has said the Bible gives no such list.
    const summary = subject.tradition
      ? await getPassage(subject.passages[0].ref)
      : whole && !context
        ? null
        : await summaryPassage(subject, subject.items);
    const lead = summary ? quotePassage(summary, bookName(summary), SUMMARY_VERSES) : undefined;
    const others = lead ? quotes.filter((q) => q.reference !== lead.reference) : quotes;
    return listAnswer(subject, subject.items, others, lead, where.get(quotes));
  }
  if (subject.kind === "story") return storyAnswer(subject, question);
  // Judgment, violence and curse passages only when that is what was asked about (a subject that
  // carries the caution itself); a topic's answer can reach anyone, hurting or celebrating.
  // A person's life is told with its battles and deaths, unless the question is about one's own life.
  // A life is told from where the person is introduced to their end: one passage more than a topic.
  const quotes = await subjectQuotes(
    subject,
    subject.kind === "person" ? TOPIC_QUOTES + 1 : TOPIC_QUOTES,
    subject.kind === "person"
      ? careful
      : !subject.caution &&
          guardsAgainstCaution(
            subject.kind,
            question,
            subject.passages.map((p) => p.ref),
            subject.source === "curated",
          ),
    // The warnings themselves, when they are what was asked about, are quoted.
    subject.warning ? undefined : fitForWriter(question),
  );
  if (!quotes.length) return nothingFoundAnswer([]);
  return subjectAnswer(subject, quotes, careful);
}

async function answerWithVerses(matches: VerseCandidate[], exact: boolean): Promise<string> {
  const passages = (await Promise.all(matches.map((m) => getPassage(m.reference)))).filter(
    (p): p is Passage => p !== null,
  );
  const quotes = quoteTopical(passages, passages.length);
  const single = passages.length === 1 ? passages[0].verses[0] : undefined;
  const chapter = single ? `el capítulo ${single.chapter} de ${bookName(passages[0])}` : undefined;
  const reworded = matches.some((m) => m.score < 0.98);
  return verseAnswer(quotes, { exact, reworded, chapter });
}
