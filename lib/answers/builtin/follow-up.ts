import "server-only";
import { FOLLOW_UP, NO_PASSAGE_YET, NO_STORY_YET, NO_TOPIC_YET } from "../../../content/follow-ups.ts";
import { getPassage, readReferences, subjectsForChapter, verseCount, type Passage } from "../../scripture/index.ts";
import type { Book } from "../../scripture/books.ts";
import type { HistoryTurn } from "../types.ts";
import { screenMessage } from "../screen.ts";
import { BOOK_INTROS } from "../../../content/book-intros.ts";
import { detectFollowUp, type FollowUp } from "./follow-up-forms.ts";
import { moreAnswer } from "./follow-up-more.ts";
import { passagesOfTurn, spanOf, spanRef, type Span } from "./follow-up-spans.ts";
import { inStory, storyAfter } from "./follow-up-story.ts";
import { joinQuotes, MAX_QUOTED_VERSES, quotePassage } from "./quotes.ts";

// Follow-ups for the built-in answerer: a message that only refers back ("¿y el versículo
// siguiente?", "léeme todo el capítulo", "¿quién lo escribió?", "dame más", "¿qué pasó después?")
// is resolved against the passages and the question of the turns before it. Everything quoted
// comes from the database, like any other built-in answer.

/** A whole chapter is read in blocks of this many verses, each with its own reference. */
const CHAPTER_BLOCKS = 5;

/** The passage the conversation is on: the latest answer that quoted one (its passages in its first passage's book). */
export function currentSpan(history: HistoryTurn[]): Span | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i];
    if (t.sender !== "bot") continue;
    const spans = passagesOfTurn(t)
      .map(spanOf)
      .filter((s): s is Span => s !== null);
    if (!spans.length) continue;
    const same = spans.filter((s) => s.book.osis === spans[0].book.osis);
    // A chapter read in blocks is one passage: from the first block's start to the last block's end.
    const first = same.reduce((a, b) => (a.startId <= b.startId ? a : b));
    const last = same.reduce((a, b) => (a.endId >= b.endId ? a : b));
    return { ...first, endChapter: last.endChapter, endVerse: last.endVerse, endId: last.endId };
  }
  return null;
}

/** The latest question that said something of its own (not itself a follow-up), with its position. */
export function topicQuestion(history: HistoryTurn[]): { text: string; index: number } | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i];
    if (t.sender === "user" && !detectFollowUp(t.text)) return { text: t.text, index: i };
  }
  return null;
}

async function quoted(book: Book, c1: number, v1: number, c2: number, v2: number): Promise<Passage | null> {
  return getPassage(spanRef(book, c1, v1, c2, v2));
}

/** The verse after the span (into the next chapter when the span ends one), `size` verses long at most. */
async function nextAnswer(s: Span, size: number): Promise<string> {
  let chapter = s.endChapter;
  let verse = s.endVerse + 1;
  let newChapter = false;
  if (verse > verseCount(s.book.osis, chapter)) {
    if (chapter >= s.book.chapters) return FOLLOW_UP.bookEnds(s.book.name);
    chapter += 1;
    verse = 1;
    newChapter = true;
  }
  const end = Math.min(verseCount(s.book.osis, chapter), verse + size - 1);
  const p = await quoted(s.book, chapter, verse, chapter, end);
  if (!p) return NO_PASSAGE_YET;
  const lead = size === 1 ? FOLLOW_UP.nextVerse(p.reference) : FOLLOW_UP.nextPart(p.reference);
  const out = [lead, "", quotePassage(p).markdown];
  if (newChapter) out.push("", FOLLOW_UP.newChapter(chapter, s.book.name));
  out.push("", FOLLOW_UP.verseInvite);
  return out.join("\n");
}

async function previousAnswer(s: Span): Promise<string> {
  let chapter = s.startChapter;
  let verse = s.startVerse - 1;
  if (verse < 1) {
    if (chapter <= 1) return FOLLOW_UP.bookStarts(s.book.name);
    chapter -= 1;
    verse = verseCount(s.book.osis, chapter);
  }
  const p = await quoted(s.book, chapter, verse, chapter, verse);
  if (!p) return NO_PASSAGE_YET;
  return [FOLLOW_UP.previousVerse(p.reference), "", quotePassage(p).markdown, "", FOLLOW_UP.verseInvite].join("\n");
}

/** A chapter in blocks of verses, each quoted with its own reference so each can be checked. */
async function chapterAnswer(book: Book, chapter: number): Promise<string> {
  if (chapter < 1 || chapter > book.chapters) return FOLLOW_UP.noSuchChapter(chapter, book.name, book.chapters);
  const n = verseCount(book.osis, chapter);
  const blocks: Promise<Passage | null>[] = [];
  for (let v = 1; v <= n && blocks.length < CHAPTER_BLOCKS; v += MAX_QUOTED_VERSES) {
    blocks.push(quoted(book, chapter, v, chapter, Math.min(n, v + MAX_QUOTED_VERSES - 1)));
  }
  const passages = (await Promise.all(blocks)).filter((p): p is Passage => p !== null);
  const shown = passages.reduce((k, p) => k + p.verses.length, 0);
  const whole = shown >= n;
  const out = [
    whole ? FOLLOW_UP.wholeChapter(chapter, book.name) : FOLLOW_UP.chapterStart(chapter, book.name, shown, n),
    "",
    joinQuotes(passages.map((p) => quotePassage(p))),
  ];
  if (!whole) out.push("", FOLLOW_UP.chapterRest);
  return out.join("\n");
}

/** "Explícame el versículo 3": that verse of the chapter being read, with what the chapter and book are about. */
async function verseAnswer(s: Span, f: Extract<FollowUp, { kind: "verse" }>): Promise<string> {
  const chapter = s.startChapter;
  const n = verseCount(s.book.osis, chapter);
  const end = Math.min(Math.max(f.end ?? f.verse, f.verse), n);
  if (f.verse < 1 || f.verse > n) return FOLLOW_UP.noSuchVerse(f.verse, chapter, s.book.name, n);
  const p = await quoted(s.book, chapter, f.verse, chapter, end);
  if (!p) return NO_PASSAGE_YET;
  const out = [FOLLOW_UP.verseIntro(p.reference), "", quotePassage(p).markdown];
  if (f.explain) {
    const subjects = subjectsForChapter(s.book.osis, chapter)
      .filter((x) => x.source === "curated" || x.kind === "story")
      .slice(0, 3)
      .map((x) => x.name);
    const intro = BOOK_INTROS[s.book.osis];
    out.push("", FOLLOW_UP.verseContext);
    if (subjects.length) out.push("", FOLLOW_UP.chapterSubjects(subjects));
    if (intro) out.push("", intro.summary);
    out.push("", FOLLOW_UP.explainInvite);
  } else {
    out.push("", FOLLOW_UP.verseInvite);
  }
  return out.join("\n");
}

/** "¿Quién lo escribió?": the author (or date) of the book the passage is in, from the book introductions. */
function bookFactAnswer(s: Span, fact: "author" | "date"): string {
  const intro = BOOK_INTROS[s.book.osis];
  if (!intro) return NO_PASSAGE_YET;
  const title = intro.title.charAt(0).toLowerCase() + intro.title.slice(1);
  const lines = {
    author: `${FOLLOW_UP.authorLabel} ${intro.author}`,
    date: `${FOLLOW_UP.dateLabel} ${intro.date}`,
  };
  const other = fact === "author" ? "date" : "author";
  return [
    FOLLOW_UP.bookFactLead(spanRef(s.book, s.startChapter, s.startVerse, s.endChapter, s.endVerse), title),
    "",
    lines[fact],
    "",
    intro.summary,
    "",
    `- ${lines[other]}`,
    "",
    FOLLOW_UP.bookInvite,
  ].join("\n");
}

/** What "sí" accepts: the offer at the end of the last answer. */
function offered(history: HistoryTurn[]): FollowUp | null {
  const last = [...history].reverse().find((t) => t.sender === "bot");
  const offer = last?.text.trim().split("\n").pop() ?? "";
  if (!offer.includes("?")) return null;
  if (/cap[ií]tulo/i.test(offer)) return { kind: "chapter" };
  if (/siguiente/i.test(offer)) return { kind: "next", size: "verse" };
  if (/despu[eé]s/i.test(offer)) return { kind: "after" };
  return null;
}

function noContext(f: FollowUp): string {
  if (f.kind === "more") return NO_TOPIC_YET;
  if (f.kind === "after") return NO_STORY_YET;
  return NO_PASSAGE_YET;
}

/**
 * The built-in answer to a message that only refers back, or null when the message is a question of
 * its own (or a "sí" with nothing offered). With nothing to refer back to, it asks which passage.
 */
export async function followUpAnswer(question: string, history: HistoryTurn[] = []): Promise<string | null> {
  let f = detectFollowUp(question);
  if (!f) return null;
  if (f.kind === "yes") {
    f = offered(history);
    if (!f) return null;
  }
  const span = currentSpan(history);
  const topic = topicQuestion(history);
  const lookup = topic ? readReferences(topic.text).references.length > 0 : false;
  // "Sigue": the reading goes on after a passage, the story after a story, the topic after a topic.
  if (f.kind === "continue")
    f =
      lookup || !topic ? { kind: "next", size: "part" } : span && inStory(span) ? { kind: "after" } : { kind: "more" };
  // "Dame más" after a reading goes on with the reading; after a topic, more of the topic.
  if (f.kind === "more" && !f.scope && lookup) f = { kind: "next", size: "part" };

  // "Dame más" after someone told of a crisis gets the crisis reply again (helplines first), never
  // passages matched on the words of their pain ('brazos', 'navaja').
  if (topic && (f.kind === "more" || f.kind === "after")) {
    const screened = await screenMessage(topic.text);
    if (screened.kind === "reply" && screened.reason === "crisis") return screened.text;
  }

  switch (f.kind) {
    case "next":
      if (!span) return noContext(f);
      return nextAnswer(span, f.size === "verse" ? 1 : MAX_QUOTED_VERSES);
    case "previous":
      return span ? previousAnswer(span) : noContext(f);
    case "chapter": {
      if (!span) return noContext(f);
      return chapterAnswer(span.book, f.chapter ?? span.startChapter + (f.offset ?? 0));
    }
    case "verse":
      return span ? verseAnswer(span, f) : noContext(f);
    case "explain":
      if (!span) return noContext(f);
      return verseAnswer(span, {
        kind: "verse",
        verse: span.startVerse,
        end: span.endChapter === span.startChapter ? span.endVerse : undefined,
        explain: true,
      });
    case "book":
      return span ? bookFactAnswer(span, f.fact) : noContext(f);
    case "more": {
      if (!topic) return noContext(f);
      return moreAnswer({ question: topic.text, history: history.slice(topic.index), scope: f.scope, span });
    }
    case "after": {
      if (!span && !topic) return noContext(f);
      return (await storyAfter({ span, question: topic?.text ?? null })) ?? noContext(f);
    }
    default:
      // "continue" and "yes" were resolved to another kind above.
      return null;
  }
}
