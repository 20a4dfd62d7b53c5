import "server-only";
import { FOLLOW_UP } from "../../../content/follow-ups.ts";
import { BOOKS, getPassage, SUBJECTS, verseCount, type Subject } from "../../scripture/index.ts";
import type { Book } from "../../scripture/books.ts";
import { plain } from "../text.ts";
import { gatherEvidence, MIN_EVIDENCE } from "./evidence.ts";
import { spanOf, spanRef, type Span } from "./follow-up-spans.ts";
import { quotePassage } from "./quotes.ts";

// "¿Qué pasó después?" after a story: the next story the subject index knows in the same book, or,
// when none follows closely, the verses right after the story's narrative.

const STORY_VERSES = 8;
/** A next story further than this (in verse ids: about four chapters) is not "what happened next". */
const NEAR = 4000;

interface Story {
  subject: Subject;
  main: Span;
}

let stories: Story[] | null = null;

function allStories(): Story[] {
  stories ??= SUBJECTS.filter((s) => s.kind === "story" && s.passages[0]).flatMap((subject) => {
    const main = spanOf(subject.passages[0].ref);
    return main ? [{ subject, main }] : [];
  });
  return stories;
}

/** The story a passage belongs to: the narrowest story whose narrative holds its first verse. */
function storyHolding(s: Span): Story | null {
  const holding = allStories().filter(
    (x) => x.main.book.osis === s.book.osis && x.main.startId <= s.startId && s.startId <= x.main.endId,
  );
  return holding.sort((a, b) => a.main.endId - a.main.startId - (b.main.endId - b.main.startId))[0] ?? null;
}

/** True when the passage is part of a story the index knows (so "sigue" means what happened next). */
export function inStory(s: Span): boolean {
  return storyHolding(s) !== null;
}

/** The narrative the question was about, from its evidence: a story of the index, or a person's or event's passage. */
async function narrativeOf(question: string): Promise<Span | null> {
  for (const e of await gatherEvidence(question)) {
    if (e.score < MIN_EVIDENCE) break;
    if (e.kind === "subject" && e.subject.kind === "story") return spanOf(e.subject.passages[0].ref);
    if (e.kind === "figure" && e.figure.passages[0]) return spanOf(e.figure.passages[0]);
  }
  return null;
}

/** Genesis to Esther tell one history in order: 1 Samuel goes on in 2 Samuel, 2 Samuel in 1 Reyes. */
const LAST_HISTORY_BOOK = 17;

function nextNarrativeBook(book: Book): Book | null {
  return book.order < LAST_HISTORY_BOOK ? (BOOKS[book.order] ?? null) : null;
}

function nextStory(main: Span): Story | null {
  const following = nextNarrativeBook(main.book);
  const after = allStories().filter((x) =>
    x.main.book.osis === main.book.osis
      ? x.main.startId > main.startId && x.main.startId > main.endId - 3 && x.main.startId - main.endId < NEAR
      : // At a book's end, the history goes on at the start of the next one.
        x.main.book.osis === following?.osis && main.endChapter === main.book.chapters && x.main.startChapter <= 2,
  );
  return after.sort((a, b) => a.main.startId - b.main.startId)[0] ?? null;
}

/** Up to STORY_VERSES verses from `from` on, never past `until` (the story's end) when given. */
async function continuing(book: Book, chapter: number, verse: number, until?: Span): Promise<string | null> {
  if (verse > verseCount(book.osis, chapter)) {
    if (chapter >= book.chapters) {
      const following = until ? null : nextNarrativeBook(book);
      if (!following) return FOLLOW_UP.bookEnds(book.name);
      return continuing(following, 1, 1);
    }
    chapter += 1;
    verse = 1;
  }
  let end = Math.min(verseCount(book.osis, chapter), verse + STORY_VERSES - 1);
  if (until && until.endChapter === chapter) end = Math.min(end, until.endVerse);
  const p = await getPassage(spanRef(book, chapter, verse, chapter, end));
  if (!p) return null;
  return [FOLLOW_UP.afterContinues(p.reference), "", quotePassage(p).markdown, "", FOLLOW_UP.afterInvite].join("\n");
}

export async function storyAfter(opts: {
  span: Span | null;
  question: string | null;
  /** False when asked what happened after the whole story ("después del diluvio"). */
  continueStory?: boolean;
}): Promise<string | null> {
  const held = opts.span ? storyHolding(opts.span) : null;
  // Part of a story was shown (its opening, or its key verses): the story itself goes on first.
  if (held && opts.span && opts.span.endId < held.main.endId && opts.continueStory !== false) {
    return continuing(opts.span.book, opts.span.endChapter, opts.span.endVerse + 1, held.main);
  }
  const main = held?.main ?? (opts.question ? await narrativeOf(opts.question) : null) ?? opts.span;
  if (!main) return null;
  const next = nextStory(main);
  if (next) {
    const m = next.main;
    const p = await getPassage(spanRef(m.book, m.startChapter, m.startVerse, m.endChapter, m.endVerse));
    if (p) {
      const q = quotePassage(p, m.book.name, STORY_VERSES);
      const out = [FOLLOW_UP.afterStory(next.subject.name)];
      if (next.subject.summary) out.push("", next.subject.summary);
      out.push("", q.markdown);
      if (q.total) out.push("", FOLLOW_UP.storyReadMore(p.reference));
      out.push("", FOLLOW_UP.afterInvite);
      return out.join("\n");
    }
  }
  // No story of the index follows closely: the narrative goes on right after this one.
  return continuing(main.book, main.endChapter, main.endVerse + 1);
}

// "¿Qué pasó después del diluvio?", "¿qué hizo Moisés después de cruzar el mar Rojo?": a question of
// its own that names the story it starts from.
const AFTER_NAMED =
  /^(?:y )?(?:que |como )?(?:paso|sucedio|ocurrio|acontecio|hizo|hicieron|vino|siguio)(?: [a-z]+){0,2} (?:despues|luego) (?:de|del) (.+)$/;

/** What happened after the story a question names, or null when it names none the index knows. */
export async function afterNamedStory(question: string): Promise<string | null> {
  const m = AFTER_NAMED.exec(plain(question));
  if (!m) return null;
  const narrative = await narrativeOf(m[1]);
  if (!narrative) return null;
  return storyAfter({ span: narrative, question: null, continueStory: false });
}
