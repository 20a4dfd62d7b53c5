import "server-only";
// The citation verifier: no verse reaches a reader unless it is in RV1909. Every reference must exist
// (or is led to its place through the RVR1960 table, or removed); every quote attributed to a
// reference must be that passage's text (or is fixed: right reference, real text, or removed).
import { bookByOsis } from "./books.ts";
import { quoteMatches, quoteSimilarity, wordCount } from "./compare.ts";
import { rvr1960ToModule } from "./numbering.ts";
import { makeReference, findReferences } from "./parse.ts";
import { getPassages } from "./passages.ts";
import { findQuotes, type QuoteSpan } from "./quotes.ts";
import { searchVerses } from "./search.ts";
import type { Citation, ParsedReference, Passage } from "./types.ts";

/** Quotes shorter than this are words being discussed ("caridad"), not verses. */
const MIN_QUOTE_WORDS = 4;
/** An unattributed quote is treated as Scripture only when it is this long and this close to a verse. */
const MIN_UNATTRIBUTED_WORDS = 6;
const RELOCATE_SIMILARITY = 0.7;
/** A wrong quote is replaced by the real text only when that text is short enough to read inline. */
const MAX_REPLACEMENT_VERSES = 5;
const MAX_REPLACEMENT_CHARS = 1200;
/** References longer than this (several chapters) stay in the text but are not returned as citations. */
const MAX_CITATION_VERSES = 200;

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Cited {
  at: number;
  passage: Passage;
}

const refEnd = (r: ParsedReference) => r.index + r.raw.length;

/** The same reference read in RVR1960 numbering, when that puts it somewhere else in this text. */
function rvr1960Alternative(ref: ParsedReference): ParsedReference | null {
  const book = bookByOsis(ref.bookOsis);
  if (!book || ref.startVerse === undefined || ref.remappedFrom) return null;
  const s = rvr1960ToModule(ref.bookOsis, ref.startChapter, ref.startVerse);
  const e =
    ref.endChapter !== undefined && ref.endVerse !== undefined
      ? rvr1960ToModule(ref.bookOsis, ref.endChapter, ref.endVerse)
      : null;
  if (!s && !e) return null;
  const sc = s?.chapter ?? ref.startChapter;
  const sv = s?.verse ?? ref.startVerse;
  const alt = makeReference(
    book,
    ref.endChapter !== undefined && ref.endVerse !== undefined
      ? { sc, sv, ec: e?.chapter ?? ref.endChapter, ev: e?.verse ?? ref.endVerse }
      : { sc, sv },
    ref.raw,
    ref.index,
  );
  return alt.exists && alt.canonical !== ref.canonical ? alt : null;
}

function fitsInline(p: Passage): boolean {
  return p.verses.length <= MAX_REPLACEMENT_VERSES && p.text.length <= MAX_REPLACEMENT_CHARS;
}

/** The run of verses inside a long passage that best matches a quote of it. */
function bestWindow(quote: string, p: Passage): { passage: Passage; similarity: number } | null {
  let best: { passage: Passage; similarity: number } | null = null;
  const book = bookByOsis(p.verses[0].osis)!;
  for (let size = 1; size <= Math.min(3, p.verses.length); size++) {
    for (let i = 0; i + size <= p.verses.length; i++) {
      const verses = p.verses.slice(i, i + size);
      const text = verses.map((v) => v.text).join(" ");
      const similarity = quoteSimilarity(quote, text);
      if (!best || similarity > best.similarity + 0.05) {
        const first = verses[0];
        const last = verses[verses.length - 1];
        const reference = makeReference(
          book,
          { sc: first.chapter, sv: first.verse, ec: last.chapter, ev: last.verse },
          "",
          0,
        ).canonical;
        best = { passage: { reference, verses, text }, similarity };
      }
    }
  }
  return best;
}

type Outcome =
  | { kind: "keep"; passage: Passage; newRef?: string }
  | { kind: "replace"; passage: Passage; newRef?: string }
  | { kind: "remove" }
  | { kind: "ignore" };

/** A phrase to the verses it most likely is (the verse finder's interface, lib/scripture/verse-finder). */
export type VerseFinder = (
  phrase: string,
  opts?: { bookOsis?: string; chapter?: number; limit?: number },
) => Promise<{ reference: string; text: string; score: number }[]>;

export interface VerifyOptions {
  /** Finds quotes in today's wording too; without it, full-text search finds RV1909 wording only. */
  findVerses?: VerseFinder;
  /** The finder's score at or above which its verse is the one quoted. */
  confident?: number;
}

/** The verse finder's confident candidates, as passages read back from the text. */
async function finderCandidates(quote: string, opts: VerifyOptions): Promise<Passage[]> {
  const found = (await opts.findVerses!(quote, { limit: 5 })).filter((c) => c.score >= (opts.confident ?? 1));
  const refs = found.flatMap((c) => findReferences(c.reference).slice(0, 1));
  return (await getPassages(refs)).filter((p): p is Passage => p !== null);
}

/** Verses elsewhere in the Bible that hold this quote, best first. */
async function locate(
  quote: string,
  opts: VerifyOptions = {},
): Promise<{ exact?: Passage; close?: Passage; byFinder?: boolean }> {
  if (wordCount(quote) < MIN_QUOTE_WORDS) return {};
  const candidates = await searchVerses(quote, { limit: 8 });
  if (opts.findVerses) {
    const confident = await finderCandidates(quote, opts);
    const exact = [...candidates, ...confident].find((c) => quoteMatches(quote, c.text));
    if (exact) return { exact };
    // The finder scores today's wording against RV1909, which the word-order similarity cannot.
    if (confident[0]) return { close: confident[0], byFinder: true };
  }
  const exact = candidates.find((c) => quoteMatches(quote, c.text));
  if (exact) return { exact };
  let close: Passage | undefined;
  let best = RELOCATE_SIMILARITY;
  for (const c of candidates) {
    const s = quoteSimilarity(quote, c.text);
    if (s >= best) [close, best] = [c, s];
  }
  return { close };
}

async function judgeAttributed(
  q: QuoteSpan,
  ref: ParsedReference,
  passage: Passage | null,
  opts: VerifyOptions,
): Promise<Outcome> {
  if (passage && quoteMatches(q.text, passage.text)) {
    return { kind: "keep", passage, newRef: ref.remappedFrom ? passage.reference : undefined };
  }
  const alt = rvr1960Alternative(ref);
  if (alt) {
    const [altPassage] = await getPassages([alt]);
    if (altPassage && quoteMatches(q.text, altPassage.text)) {
      return { kind: "keep", passage: altPassage, newRef: altPassage.reference };
    }
  }
  const found = await locate(q.text, opts);
  if (found.exact) return { kind: "keep", passage: found.exact, newRef: found.exact.reference };
  const own = passage ? bestWindow(q.text, passage) : null;
  // The finder is sure the words are another verse than the one named: the reference was wrong.
  if (found.close && found.byFinder && !(passage && passage.text.includes(found.close.text))) {
    return { kind: "replace", passage: found.close, newRef: found.close.reference };
  }
  if (found.close && (!own || quoteSimilarity(q.text, found.close.text) > own.similarity + 0.15)) {
    return { kind: "replace", passage: found.close, newRef: found.close.reference };
  }
  if (!passage) return { kind: "remove" };
  if (fitsInline(passage))
    return { kind: "replace", passage, newRef: ref.remappedFrom ? passage.reference : undefined };
  if (own && own.similarity >= 0.4) return { kind: "replace", passage: own.passage };
  return { kind: "remove" };
}

async function judgeUnattributed(q: QuoteSpan, opts: VerifyOptions): Promise<Outcome> {
  if (wordCount(q.text) < MIN_UNATTRIBUTED_WORDS) return { kind: "ignore" };
  const found = await locate(q.text, opts);
  if (found.exact) return { kind: "keep", passage: found.exact, newRef: found.exact.reference };
  if (found.close && (found.byFinder || quoteSimilarity(q.text, found.close.text) >= 0.75)) {
    return { kind: "replace", passage: found.close, newRef: found.close.reference };
  }
  return { kind: "ignore" };
}

/** The sentence (or line) around [start, end), for removing a quote that cannot be trusted. */
function sentenceAround(text: string, start: number, end: number): [number, number] {
  let s = start;
  while (s > 0 && text[s - 1] !== "\n" && !(/[.!?]/.test(text[s - 2] ?? "") && /\s/.test(text[s - 1]))) s--;
  let e = end;
  while (
    e < text.length &&
    text[e] !== "\n" &&
    !(/[.!?]/.test(text[e]) && (e + 1 >= text.length || /\s/.test(text[e + 1])))
  )
    e++;
  if (e < text.length && /[.!?]/.test(text[e])) e++;
  return [s, e];
}

/** Removes a reference that does not exist: with its brackets or list separator, or down to the book name in prose. */
function dropReference(text: string, ref: ParsedReference): Edit {
  const start = ref.index;
  const end = refEnd(ref);
  const before = text.slice(0, start);
  const after = text.slice(end);
  const paren = /\(\s*$/.exec(before);
  const close = /^\s*\)/.exec(after);
  if (paren && close) {
    const space = /\s$/.test(before.slice(0, paren.index)) ? 1 : 0;
    return { start: paren.index - space, end: end + close[0].length, text: "" };
  }
  const sepBefore = /\s*[;,]\s*$/.exec(before);
  // In a list of references ("Romanos 8:28; Juan 99:99 y Salmo 23") it goes with its separator.
  const inList = /\d\s*$/.test(before.slice(0, sepBefore?.index ?? 0));
  if (sepBefore && (inList || close || /^\s*[;,)\]]/.test(after) || /^\s*$/.test(after.split("\n")[0]))) {
    return { start: sepBefore.index, end, text: "" };
  }
  const sepAfter = /^\s*[;,]\s*/.exec(after);
  if (sepAfter && /[(\[]\s*$|^\s*$/.test(before.split("\n").pop() ?? ""))
    return { start, end: end + sepAfter[0].length, text: "" };
  // In running prose keep the sentence readable: "como dice Hechos 40:1" → "como dice Hechos".
  return { start, end, text: ref.bookName };
}

function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Edit[] = [];
  for (const e of sorted) {
    const prev = kept[kept.length - 1];
    if (prev && e.start < prev.end) continue; // inside a larger edit (a removed sentence)
    kept.push(e);
  }
  if (kept.length === 0) return text;
  let out = text;
  for (const e of kept.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return tidy(out);
}

/** Light clean-up after edits: empty brackets, doubled spaces, spaces before commas, emptied list items. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]*\(\s*\)/g, "")
    .replace(/(\S)[ \t]+([,;]|\.(?!\.))/g, "$1$2")
    .replace(/(\S)[ \t]{2,}(?=\S)/g, "$1 ")
    .replace(/^[ \t]*(?:[-*+]|\d+\.)[ \t]*(?:\n|$)/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function addCitation(cited: Cited[], at: number, passage: Passage): void {
  if (passage.verses.length <= MAX_CITATION_VERSES) cited.push({ at, passage });
}

/**
 * Checks every reference and quote in an answer against RV1909 and returns the corrected text with
 * the passages it cites ({reference, text} with the database's text), in order of appearance.
 */
export async function verifyCitations(
  answer: string,
  opts: VerifyOptions = {},
): Promise<{ text: string; citations: Citation[] }> {
  const refs = findReferences(answer);
  const quotes = findQuotes(answer, refs);
  const passages = await getPassages(refs);
  const passageOf = new Map(refs.map((r, i) => [r, passages[i]]));
  const edits: Edit[] = [];
  const cited: Cited[] = [];
  const attributionRefs = new Set<ParsedReference>();
  const insideQuote = (r: ParsedReference) => quotes.some((q) => r.index >= q.textStart && refEnd(r) <= q.textEnd);

  const judged = await Promise.all(
    quotes.map(async (q) => {
      if (q.ref && wordCount(q.text) >= MIN_QUOTE_WORDS) {
        return judgeAttributed(q, q.ref, passageOf.get(q.ref) ?? null, opts);
      }
      return q.ref ? ({ kind: "ignore" } as const) : judgeUnattributed(q, opts);
    }),
  );

  quotes.forEach((q, i) => {
    const outcome = judged[i];
    if (q.ref && outcome.kind !== "ignore") attributionRefs.add(q.ref);
    switch (outcome.kind) {
      case "ignore":
        return;
      case "remove": {
        const lo = Math.min(q.start, q.ref?.index ?? q.start);
        const hi = Math.max(q.end, q.ref ? refEnd(q.ref) : q.end);
        if (q.kind === "block") {
          let [s, e] = [q.start, q.end];
          if (q.ref && q.refPlace !== "inside") {
            const [rs, re] = sentenceAround(answer, q.ref.index, refEnd(q.ref));
            if (q.refPlace === "before" && /:\s*$/.test(answer.slice(rs, re))) s = Math.min(s, rs);
            else if (q.refPlace === "after") e = Math.max(e, re);
            else edits.push(dropReference(answer, q.ref));
          }
          edits.push({ start: s, end: e, text: "" });
        } else {
          const [s, e] = sentenceAround(answer, lo, hi);
          edits.push({ start: s, end: e, text: "" });
        }
        return;
      }
      case "keep":
      case "replace": {
        if (outcome.kind === "replace") edits.push({ start: q.textStart, end: q.textEnd, text: outcome.passage.text });
        if (q.ref && outcome.newRef) edits.push({ start: q.ref.index, end: refEnd(q.ref), text: outcome.newRef });
        if (!q.ref && outcome.newRef) {
          edits.push(
            q.kind === "block"
              ? { start: q.end, end: q.end, text: `\n>\n> — ${outcome.newRef}` }
              : { start: q.end, end: q.end, text: ` (${outcome.newRef})` },
          );
        }
        addCitation(cited, q.ref?.index ?? q.start, outcome.passage);
      }
    }
  });

  for (const r of refs) {
    if (attributionRefs.has(r) || insideQuote(r)) continue;
    const p = passageOf.get(r);
    if (!r.exists || !p) {
      edits.push(dropReference(answer, r));
      continue;
    }
    if (r.remappedFrom) edits.push({ start: r.index, end: refEnd(r), text: p.reference });
    addCitation(cited, r.index, p);
  }

  const seen = new Set<string>();
  const citations = cited
    .sort((a, b) => a.at - b.at)
    .filter((c) => !seen.has(c.passage.reference) && seen.add(c.passage.reference))
    .map((c) => ({ reference: c.passage.reference, text: c.passage.text }));
  return { text: applyEdits(answer, edits), citations };
}
