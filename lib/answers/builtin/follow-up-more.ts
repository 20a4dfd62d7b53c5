import "server-only";
import { FOLLOW_UP, SCOPE_NAMES } from "../../../content/follow-ups.ts";
import {
  getPassage,
  isCautionPassage,
  retrieve,
  searchVerses,
  subjectById,
  subjectsForChapter,
  type Passage,
  type Subject,
} from "../../scripture/index.ts";
import type { HistoryTurn } from "../types.ts";
import { inSentence } from "./compose.ts";
import { gatherEvidence, MIN_EVIDENCE, type Evidence } from "./evidence.ts";
import type { Scope } from "./follow-up-forms.ts";
import { shownVerseIds, spanOf, type Span } from "./follow-up-spans.ts";
import { quotePassage } from "./quotes.ts";

// "Dame más", "otro ejemplo", "¿y en el Nuevo Testamento?": more passages on the subject of the
// question the conversation is on, leaving out every verse already shown, within a part of the Bible
// when one is named. Candidates come from the same retrievers as the first answer (the subject
// index, curated themes and people, the verse finder), then full-text search.

const MORE_QUOTES = 3;
const MAX_VERSES = 6;
const GOSPELS = new Set(["Matt", "Mark", "Luke", "John"]);
/** Full-text hits searched through when a part of the Bible is named (most hits may fall outside it). */
const SCOPED_SEARCH = 100;

function inScope(s: Span, scope?: Scope): boolean {
  if (!scope) return true;
  if (scope === "gospels") return GOSPELS.has(s.book.osis);
  return s.book.testament === scope;
}

/** A subject's passages, then those of the subjects it names as related (the next place to look). */
function subjectRefs(s: Subject | undefined): string[] {
  if (!s) return [];
  const related = (s.related ?? []).map(subjectById).filter((r): r is Subject => r !== undefined);
  return [...s.passages, ...related.flatMap((r) => r.passages)].map((p) => p.ref);
}

/** The old words of the subjects found ("afán" for ansiedad), to widen a search within a part of the Bible. */
function termsOf(evidence: Evidence[]): string[] {
  return evidence.flatMap((e) =>
    e.kind === "subject" ? (e.subject.terms ?? []) : e.kind === "theme" ? (subjectById(e.theme.id)?.terms ?? []) : [],
  );
}

function evidenceRefs(e: Evidence): string[] {
  switch (e.kind) {
    case "verse":
      return e.matches.map((m) => m.reference);
    case "figure":
      return e.figure.passages;
    case "theme":
      return [...e.theme.passages, ...subjectRefs(subjectById(e.theme.id))];
    case "subject":
      return subjectRefs(e.subject);
    case "fulltext":
      return e.passages.map((p) => p.reference);
    case "book":
      return [];
  }
}

function aboutOf(e: Evidence | undefined): string | null {
  if (!e) return null;
  if (e.kind === "subject") return e.subject.phrase?.trim() || inSentence(e.subject.name, e.subject.kind);
  if (e.kind === "theme") return e.theme.name;
  if (e.kind === "figure") return e.figure.title;
  return null;
}

export async function moreAnswer(opts: {
  question: string;
  /** The turns from the topic's question on: what they quoted is not repeated. */
  history: HistoryTurn[];
  scope?: Scope;
  span: Span | null;
}): Promise<string> {
  const evidence = (await gatherEvidence(opts.question, { fulltext: "always" })).filter((e) => e.score >= MIN_EVIDENCE);
  const careful = evidence.some((e) => (e.kind === "theme" || e.kind === "subject") && e.personal);
  const refs = evidence.flatMap(evidenceRefs);
  // A reading ("Juan 3:16") has no topic of its own: the subjects of its chapter stand for it.
  if (!refs.length && opts.span) {
    for (const s of subjectsForChapter(opts.span.book.osis, opts.span.startChapter))
      refs.push(...s.passages.map((p) => p.ref));
  }
  const [retrieved, searched] = await Promise.all([
    retrieve(opts.question, { limit: 20 }),
    opts.scope
      ? searchVerses([opts.question, ...termsOf(evidence)].join(" "), { limit: SCOPED_SEARCH })
      : Promise.resolve([] as Passage[]),
  ]);
  refs.push(...retrieved.map((p) => p.reference), ...searched.map((p) => p.reference));

  const taken = shownVerseIds(opts.history);
  const chosen: string[] = [];
  for (const ref of refs) {
    if (chosen.length >= MORE_QUOTES) break;
    const s = spanOf(ref);
    if (!s || !inScope(s, opts.scope) || (careful && isCautionPassage(ref))) continue;
    const ids = shownVerseIds([{ sender: "bot", text: "", citations: [{ reference: ref, text: "" }] }]);
    if ([...ids].some((id) => taken.has(id))) continue;
    ids.forEach((id) => taken.add(id));
    chosen.push(ref);
  }
  const about = aboutOf(evidence[0]);
  const scopeName = opts.scope ? SCOPE_NAMES[opts.scope] : null;
  const passages = (await Promise.all(chosen.map((r) => getPassage(r)))).filter((p): p is Passage => p !== null);
  if (!passages.length) return FOLLOW_UP.noMore(about, scopeName);
  return [
    FOLLOW_UP.moreIntro(about, scopeName),
    "",
    passages.map((p) => quotePassage(p, spanOf(p.reference)?.book.name, MAX_VERSES).markdown).join("\n\n"),
    "",
    FOLLOW_UP.moreInvite,
  ].join("\n");
}
