import "server-only";
import cuesJson from "../../../data/quotes/attribution-cues.json";
import { BOOKS, bookByOsis, type Book } from "../../scripture/books.ts";
import { wordCount } from "../../scripture/compare.ts";
import { foldAccents } from "../../scripture/normalize.ts";
import { findReferences } from "../../scripture/parse.ts";
import { findQuotes, type QuoteSpan } from "../../scripture/quotes.ts";
import type { ParsedReference } from "../../scripture/types.ts";
import { verifyCitations, type VerseFinder } from "../../scripture/verify.ts";
import { findSayingLike, sayingNotice } from "../safety/sayings.ts";
import type { AnswerCitation } from "../types.ts";

// A model quotes in ways the citation verifier alone does not see: a quote given to "la Biblia", to
// a book, a chapter or a person with no verse, and claims pinned to a place ("Hechos promete
// que…"). Before the verifier runs, every quoted span and every such claim is matched against
// RV1909 with the verse finder, inside the place it names when it names one. A confident match
// becomes the exact RV1909 text with its reference; anything else stops being shown as Scripture:
// its sentence goes (a well-known saying is named as not being in the Bible). None of this relies on
// the model having followed its instructions.

/** Inside a named book or chapter (or the books of a named speaker) a lower score already picks the verse out. */
export const SCOPED_QUOTE_CONFIDENT = 0.3;
/**
 * Anywhere in the Bible, a verse below the finder's confident score is still the one quoted when it
 * stands clearly above every other verse (a ratio test: RVR1960 wording of one verse, not a saying
 * that shares a few words with many).
 */
export const CLEAR_WINNER = { score: 0.6, lead: 0.2 };
/** A claim that only paraphrases ("Romanos 15 dice que…") is supported when its place holds it this well. */
export const PARAPHRASE_SUPPORTED = 0.25;
/** A claim on a chapter that holds one of its verses this well is that verse, all but quoted. */
export const CLAIM_IS_QUOTE = 0.7;
/** Quotes shorter than this are words being discussed ("caridad", "No temas"), not verses. */
const MIN_QUOTE_WORDS = 3;
/** An unmatched quote this long is removed even without anything presenting it as Scripture. */
const MIN_UNCUED_WORDS = 6;
/** A paraphrase shorter than this says too little to be checked. */
const MIN_CLAIM_WORDS = 4;

interface Cues {
  speakers: Record<string, string[]>;
  scripture: string[];
  sayingVerbs: string[];
  disclaimers: string[];
}
const CUES = cuesJson as Cues;

export interface ModelVerifyOptions {
  findVerses: VerseFinder;
  /** Score at or above which a verse found anywhere in the Bible is the one quoted. */
  confident: number;
  /** The same inside a named place (defaults to SCOPED_QUOTE_CONFIDENT, calibrated on the verse finder). */
  scopedConfident?: number;
  /** Score at which a named place supports a paraphrase (defaults to PARAPHRASE_SUPPORTED). */
  paraphraseSupported?: number;
}

interface Scope {
  books: (string | undefined)[];
  chapter?: number;
  /** The chapter the answer was last speaking of, tried first for a quote that names no place. */
  context?: { book: string; chapter: number };
  /** Something in the sentence presents the words as Scripture. */
  cued: boolean;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Lower-case, accents and ñ folded, so cue lists can be plain ASCII. */
const fold = (s: string) => foldAccents(s).toLowerCase().replace(/ñ/g, "n");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const SPEAKER_RE = new RegExp(`(?<![a-z])(${Object.keys(CUES.speakers).map(escape).join("|")})(?![a-z])`, "g");
const SCRIPTURE_RE = new RegExp(`(?<![a-z])(?:${CUES.scripture.map(escape).join("|")})(?![a-z])`);
const VERB_RE = new RegExp(`(?<![a-z])(?:${CUES.sayingVerbs.map(escape).join("|")})[a-z]*`, "g");
const DISCLAIMER_RE = new RegExp(CUES.disclaimers.map(escape).join("|"));

// Book names as written in prose, capitalised ("Santiago dice", "en Lamentaciones"); "Salmo" too.
const BOOK_NAMES: { re: RegExp; book: Book }[] = BOOKS.flatMap((b) => {
  const names = new Set([b.name, b.osis === "Ps" ? "Salmo" : b.name]);
  return [...names].map((n) => ({
    re: new RegExp(`(?<![\\p{L}\\d])(?<!\\d )${escape(n)}(?![\\p{L}])`, "gu"),
    book: b,
  }));
});

/** Books named without numbers in a stretch of text (a reference's own name is not counted twice). */
function namedBooks(text: string): { book: Book; index: number }[] {
  const out: { book: Book; index: number }[] = [];
  for (const { re, book } of BOOK_NAMES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (/^\s*\d/.test(text.slice(m.index + m[0].length))) continue;
      out.push({ book, index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Words whose dot does not end a sentence ("(v. 4)", "p. ej."). */
const ABBREVIATION = /(?:^|[^\p{L}])(?:v|vv|vers|cap|caps|p|ej|cf|Sr|Sra|Dr|Dra)$/iu;
/** A verse of the chapter the answer is about: "(v. 4)", "(vv. 4-5)", "(versículo 7)". */
const VERSE_ONLY = /^[ \t]*\((?:vv?\.|vers[ií]culos?|vers\.)\s*(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\)/iu;

/** Where a clause that begins with a reference starts: ", y Hechos 29:3", "; Romanos 16:30". */
const CLAUSE_START = /\s*[,;]\s*(?:(?:y|e|o|u|pero|mas|aunque|mientras que)\s+)?(?:(?:en|como dice|según)\s+)?$/iu;

/** The sentence (or list item, or line) around [start, end). */
export function sentenceAround(text: string, start: number, end: number): [number, number] {
  const stopsAt = (i: number) =>
    /[.!?]/.test(text[i] ?? "") &&
    (i + 1 >= text.length || /\s/.test(text[i + 1])) &&
    !(text[i] === "." && ABBREVIATION.test(text.slice(Math.max(0, i - 6), i)));
  let s = start;
  while (s > 0 && text[s - 1] !== "\n" && !(/\s/.test(text[s - 1]) && stopsAt(s - 2))) s--;
  let e = end;
  while (e < text.length && text[e] !== "\n" && !stopsAt(e)) e++;
  if (e < text.length && /[.!?]/.test(text[e])) e++;
  // A closing mark or bracket after the stop belongs to the sentence too.
  while (e < text.length && /["”»’)*_]/.test(text[e])) e++;
  return [s, e];
}

/** Whole sentences: for a quote that spans several, from the first one's start to the last one's end. */
function sentenceSpan(text: string, start: number, end: number): [number, number] {
  const [s] = sentenceAround(text, start, start);
  const [, e] = sentenceAround(text, Math.max(start, end - 1), Math.max(start, end - 1));
  return [s, Math.max(e, end)];
}

/** What outside the quote's marks presents it as Scripture, and where to look for it. */
function scopeOf(
  text: string,
  q: QuoteSpan,
  sentence: [number, number],
  refs: ParsedReference[],
  context: Scope["context"],
): Scope {
  const ref = q.ref;
  if (ref && ref.startVerse === undefined && ref.exists)
    return { books: [ref.bookOsis], chapter: ref.startChapter, cued: true };
  if (ref && !ref.exists) return { books: [ref.bookOsis], cued: true };
  const around = text.slice(sentence[0], q.start) + " " + text.slice(q.end, sentence[1]);
  // A chapter named in the same sentence ("Jesús dijo en Mateo 5 que …").
  const chapterRef = refs.find(
    (r) =>
      r.exists &&
      r.startVerse === undefined &&
      r.index >= sentence[0] &&
      r.index < sentence[1] &&
      (r.index < q.start || r.index >= q.end),
  );
  if (chapterRef) return { books: [chapterRef.bookOsis], chapter: chapterRef.startChapter, cued: true };
  const books = namedBooks(around);
  if (books.length) return { books: [...new Set(books.map((b) => b.book.osis))], cued: true };
  const folded = fold(around);
  const speakers = [...folded.matchAll(SPEAKER_RE)].map((m) => CUES.speakers[m[1]]);
  const named = speakers.find((s) => s.length > 0);
  if (named) return { books: named, cued: true };
  return {
    books: [undefined],
    cued: speakers.length > 0 || SCRIPTURE_RE.test(folded) || q.kind === "block",
    context,
  };
}

/** The chapter of the last existing reference before `at` (the answer's running context). */
function lastChapter(refs: ParsedReference[], at: number): Scope["context"] {
  const r = refs.filter((x) => x.exists && x.index < at).pop();
  return r ? { book: r.bookOsis, chapter: r.startChapter } : undefined;
}

interface Found {
  reference: string;
  text: string;
  score: number;
}

async function bestIn(
  phrase: string,
  scope: { books: (string | undefined)[]; chapter?: number },
  finder: VerseFinder,
): Promise<(Found & { runnerUp: number }) | null> {
  const found = await Promise.all(
    scope.books.map((b) => finder(phrase, { bookOsis: b, chapter: b ? scope.chapter : undefined, limit: 3 })),
  );
  const all = found.flat().sort((a, b) => b.score - a.score);
  return all[0] ? { ...all[0], runnerUp: all[1]?.score ?? 0 } : null;
}

/** The verse a quote is, when the finder is confident of it (inside the named place, or anywhere). */
async function matchQuote(q: QuoteSpan, scope: Scope, opts: ModelVerifyOptions): Promise<Found | null> {
  const scoped = scope.books.some((b) => b !== undefined);
  if (scoped) {
    const inPlace = await bestIn(q.text, scope, opts.findVerses);
    if (inPlace && inPlace.score >= (opts.scopedConfident ?? SCOPED_QUOTE_CONFIDENT)) return inPlace;
    // A place that is a chapter or a book the text names is binding; a speaker's usual books are not
    // (Jesus is quoted in Acts 20:35, God speaks everywhere).
    if (scope.chapter !== undefined || q.ref) return null;
  }
  if (scope.context) {
    const inContext = await bestIn(
      q.text,
      { books: [scope.context.book], chapter: scope.context.chapter },
      opts.findVerses,
    );
    if (inContext && inContext.score >= (opts.scopedConfident ?? SCOPED_QUOTE_CONFIDENT)) return inContext;
  }
  const anywhere = await bestIn(q.text, { books: [undefined] }, opts.findVerses);
  if (!anywhere) return null;
  const clear = anywhere.score >= CLEAR_WINNER.score && anywhere.score - anywhere.runnerUp >= CLEAR_WINNER.lead;
  return anywhere.score >= opts.confident || clear ? anywhere : null;
}

/** A claim pinned to a place without quotes: "Hechos promete que …", "En Juan 3 Jesús explica que …". */
interface Claim {
  sentence: [number, number];
  books: string[];
  chapter?: number;
  content: string;
  /** Where the claimed words sit (without the sentence's final stop). */
  contentStart: number;
  contentEnd: number;
}

function claimsIn(text: string, refs: ParsedReference[], taken: [number, number][]): Claim[] {
  const out: Claim[] = [];
  const seen = new Set<number>();
  const places: { index: number; end: number; books: string[]; chapter?: number }[] = [
    ...refs
      .filter((r) => r.exists && r.startVerse === undefined)
      .map((r) => ({ index: r.index, end: r.index + r.raw.length, books: [r.bookOsis], chapter: r.startChapter })),
    ...namedBooks(text)
      .filter((b) => !refs.some((r) => b.index >= r.index && b.index < r.index + r.raw.length))
      .map((b) => ({ index: b.index, end: b.index + b.book.name.length, books: [b.book.osis] })),
  ];
  for (const p of places) {
    const sentence = sentenceAround(text, p.index, p.end);
    if (seen.has(sentence[0]) || taken.some(([s, e]) => p.index >= s && p.index < e)) continue;
    const body = text.slice(sentence[0], sentence[1]);
    if (/[“”«»"‘’]/.test(body) || /^\s*>/.test(body)) continue;
    // Another reference with a verse in the sentence anchors it; the verifier checks that one.
    if (refs.some((r) => r.startVerse !== undefined && r.index >= sentence[0] && r.index < sentence[1])) continue;
    const folded = fold(body);
    VERB_RE.lastIndex = 0;
    const verbs = [...folded.matchAll(VERB_RE)];
    const placeAt = p.index - sentence[0];
    // The verb must be close to the place it makes speak ("Santiago dice", "dijo en Mateo 5").
    const verb = verbs.find((v) => Math.abs(v.index - placeAt) <= 40);
    if (!verb) continue;
    const from = Math.max(verb.index + verb[0].length, p.end - sentence[0]);
    const lead = /^[\s,:;]*(?:que\s+)?/i.exec(body.slice(from))![0].length;
    const content = body.slice(from + lead).replace(/[\s.!?"”»’)*_]+$/, "");
    if (wordCount(content) < MIN_CLAIM_WORDS) continue;
    seen.add(sentence[0]);
    const contentStart = sentence[0] + from + lead;
    out.push({
      sentence,
      books: p.books,
      chapter: p.chapter,
      content,
      contentStart,
      contentEnd: contentStart + content.length,
    });
  }
  return out;
}

/**
 * The quote and claim checks on their own: returns the model's text with every quoted span either
 * turned into RV1909 text with its reference, or no longer shown as Scripture.
 */
export async function checkModelQuotes(answer: string, opts: ModelVerifyOptions, before = ""): Promise<string> {
  const refs = findReferences(answer);
  // While streaming, the chapter the answer is about may have been named in an earlier piece.
  const earlier = findReferences(before.slice(-1500))
    .filter((r) => r.exists)
    .pop();
  const contextChapter = (rs: ParsedReference[], at: number): Scope["context"] =>
    lastChapter(rs, at) ?? (earlier ? { book: earlier.bookOsis, chapter: earlier.startChapter } : undefined);
  const quotes = findQuotes(answer, refs);
  const edits: Edit[] = [];
  const removed: [number, number][] = [];
  const remove = (span: [number, number], replacement = "") => {
    removed.push(span);
    edits.push({ start: span[0], end: span[1], text: replacement });
  };
  const insideQuote = (r: ParsedReference) => quotes.some((q) => r.index >= q.textStart && r.index < q.textEnd);

  // A reference that does not exist takes its sentence with it (unless a quote can be found under it),
  // or only its clause when it starts one ("…, y Hechos 29:3 promete que …").
  for (const r of refs) {
    if (r.exists || insideQuote(r) || quotes.some((q) => q.ref === r)) continue;
    const [s, e] = sentenceAround(answer, r.index, r.index + r.raw.length);
    const clause = CLAUSE_START.exec(answer.slice(s, r.index));
    const tail = /[.!?]["”»’)*_]*$/.exec(answer.slice(s, e))?.[0].length ?? 0;
    if (clause && clause.index > 0) remove([s + clause.index, e - tail]);
    else remove([s, e]);
  }

  const judged = await Promise.all(
    quotes.map(async (q) => {
      // A quote tied to an existing verse is the citation verifier's to check.
      if (q.ref && q.ref.exists && q.ref.startVerse !== undefined) return null;
      // "(v. 4)" after a quote: that verse of the chapter the answer is about, checked as such.
      const verseOnly = q.ref ? null : VERSE_ONLY.exec(answer.slice(q.end));
      const context = verseOnly ? contextChapter(refs, q.start) : undefined;
      if (verseOnly && context) {
        const book = bookByOsis(context.book)!;
        const range = verseOnly[2] ? `${verseOnly[1]}-${verseOnly[2]}` : verseOnly[1];
        const at = q.end + verseOnly.index + verseOnly[0].indexOf("(") + 1;
        edits.push({
          start: at,
          end: q.end + verseOnly[0].length - 1,
          text: `${book.name} ${context.chapter}:${range}`,
        });
        return null;
      }
      const sentence =
        q.kind === "block"
          ? ([q.start, q.end] as [number, number])
          : sentenceSpan(
              answer,
              Math.min(q.start, q.ref?.index ?? q.start),
              Math.max(q.end, q.ref ? q.ref.index + q.ref.raw.length : q.end),
            );
      const scope = scopeOf(answer, q, sentence, refs, contextChapter(refs, q.start));
      if (wordCount(q.text) < MIN_QUOTE_WORDS && !q.ref) return null;
      const found = await matchQuote(q, scope, opts);
      return { q, sentence, scope, found };
    }),
  );

  for (const j of judged) {
    if (!j) continue;
    const { q, sentence, scope, found } = j;
    if (removed.some(([s, e]) => q.start >= s && q.start < e)) continue;
    if (found) {
      edits.push({ start: q.textStart, end: q.textEnd, text: found.text });
      if (q.ref) edits.push({ start: q.ref.index, end: q.ref.index + q.ref.raw.length, text: found.reference });
      else if (q.kind === "block") edits.push({ start: q.end, end: q.end, text: `\n>\n> — ${found.reference}` });
      else edits.push({ start: q.end, end: q.end, text: ` (${found.reference})` });
      continue;
    }
    const body = fold(answer.slice(sentence[0], sentence[1]));
    // The answer itself already says these words are not Scripture.
    if (DISCLAIMER_RE.test(body)) continue;
    let block = sentence;
    if (q.kind === "block" && q.ref && q.refPlace === "after")
      block = [q.start, sentenceAround(answer, q.ref.index, q.ref.index + q.ref.raw.length)[1]];
    const saying = findSayingLike(q.text);
    if (saying) remove(block, sayingNotice(saying));
    else if (scope.cued || q.ref || wordCount(q.text) >= MIN_UNCUED_WORDS) remove(block);
  }

  // Claims without quotes, checked against the place they name.
  const claims = claimsIn(answer, refs, removed);
  const support = await Promise.all(
    claims.map((c) => bestIn(c.content, { books: c.books, chapter: c.chapter }, opts.findVerses)),
  );
  claims.forEach((c, i) => {
    const best = support[i];
    if (!best || best.score < (opts.paraphraseSupported ?? PARAPHRASE_SUPPORTED)) remove(c.sentence);
    // Words of one verse of the named chapter, all but quoted: shown as that verse, in RV1909.
    else if (c.chapter !== undefined && best.score >= CLAIM_IS_QUOTE) {
      edits.push({ start: c.contentStart, end: c.contentEnd, text: `“${best.text}” (${best.reference})` });
    }
  });

  return applyEdits(answer, edits);
}

function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Edit[] = [];
  for (const e of sorted) {
    const prev = kept[kept.length - 1];
    if (prev && e.start < prev.end) continue; // inside a removed sentence
    if (prev && e.start === prev.end && e.end === e.start && prev.end > prev.start && prev.text === "") continue;
    kept.push(e);
  }
  let out = text;
  for (const e of kept.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^[ \t]*(?:[-*+]|\d+\.)[ \t]*(?:\n|$)/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The model path's verifier: quotes and claims first, then every reference and attributed quote.
 * `before` is what an answer being streamed has already shown.
 */
export async function verifyModelAnswer(
  answer: string,
  opts: ModelVerifyOptions,
  before = "",
): Promise<{ text: string; citations: AnswerCitation[] }> {
  const checked = await checkModelQuotes(answer, opts, before);
  if (!checked.trim()) return { text: "", citations: [] };
  return verifyCitations(checked, { findVerses: opts.findVerses, confident: opts.confident });
}
