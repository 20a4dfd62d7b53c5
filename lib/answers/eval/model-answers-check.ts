import "server-only";
import { quoteMatches } from "../../scripture/compare.ts";
import { findReferences } from "../../scripture/parse.ts";
import { normalizeForComparison } from "../../scripture/normalize.ts";
import type { Answer } from "../types.ts";
import type { ModelAnswerCase, ModelAnswerSpan } from "./model-answers.ts";

// Scores what reached the user for one model answer of eval/model-answers.json against what must
// and must not reach them (eval/model-answers.md), span by span.

export interface SpanOutcome {
  span: ModelAnswerSpan;
  /** The span's own (non-RV1909) wording is still shown where the check should have changed it. */
  unverified: boolean;
  /** A claim that had to go (expect "remove") is still there. */
  unanchored: boolean;
  /** For expect "replace": the RV1909 text of the expected verse reached the user, with its reference. */
  replaced?: boolean;
  /** For expect "keep": the sentence survived. */
  kept?: boolean;
}

export interface CaseOutcome {
  id: string;
  spans: SpanOutcome[];
  /** mustNotAppear strings that reached the user, mustAppear strings that did not, forbidden citations. */
  problems: string[];
}

const norm = (s: string) => ` ${normalizeForComparison(s)} `;

/** The text of each expected reference (or alternative), read from RV1909 by the caller. */
export type ReferenceTexts = Map<string, string>;

function shows(answer: Answer, fragment: string): boolean {
  return norm(answer.text).includes(norm(fragment));
}

/** The sentence of `answer` holding the span's words, if they are still there. */
function sentenceWith(answer: Answer, fragment: string): string | null {
  const sentences = answer.text.split(/(?<=[.!?])\s+|\n+/);
  return sentences.find((s) => norm(s).includes(norm(fragment))) ?? null;
}

export function checkModelAnswer(c: ModelAnswerCase, answer: Answer, texts: ReferenceTexts): CaseOutcome {
  // References as the reader sees them ("Salmo 23:1" is Salmos 23:1).
  const shown = new Set(findReferences(answer.text).map((r) => r.canonical));
  const spans = c.spans.map<SpanOutcome>((span) => {
    const refs = [span.reference, ...(span.alternatives ?? [])].filter((r): r is string => !!r);
    const stillShown = shows(answer, span.text);
    const isRv1909 = refs.some((r) => texts.has(r) && quoteMatches(span.text, texts.get(r)!));
    switch (span.expect) {
      case "replace": {
        const replaced = refs.some((r) => {
          const t = texts.get(r);
          // The whole verse, or the span itself when it already was RV1909 word for word.
          if (!t || !(shows(answer, t) || (stillShown && quoteMatches(span.text, t)))) return false;
          // Its reference: a citation whose text holds that verse (a range around it counts).
          return answer.citations.some((cit) => norm(cit.text).includes(norm(t)) && shown.has(cit.reference));
        });
        return { span, unverified: stillShown && !isRv1909, unanchored: false, replaced };
      }
      case "remove":
        return { span, unverified: stillShown, unanchored: stillShown };
      case "saying": {
        const sentence = sentenceWith(answer, span.text);
        const disclaimed = !!sentence && /no est[aá] en la Biblia/i.test(sentence);
        return { span, unverified: stillShown && !disclaimed, unanchored: false };
      }
      case "keep":
        return { span, unverified: false, unanchored: false, kept: stillShown };
    }
  });
  const problems = [
    ...c.mustNotAppear.filter((s) => answer.text.includes(s)).map((s) => `shown: ${s}`),
    ...(c.mustAppear ?? []).filter((s) => !answer.text.includes(s)).map((s) => `missing: ${s}`),
    ...(c.citationsMustNotInclude ?? [])
      .filter((r) => answer.citations.some((x) => x.reference === r))
      .map((r) => `cited: ${r}`),
  ];
  return { id: c.id, spans, problems };
}

export interface ModelEvalSummary {
  answers: number;
  spans: number;
  unverifiedQuotes: number;
  unanchoredAttributions: number;
  replaceable: number;
  replaced: number;
  keeps: number;
  kept: number;
  problems: number;
}

export function summarise(outcomes: CaseOutcome[]): ModelEvalSummary {
  const spans = outcomes.flatMap((o) => o.spans);
  return {
    answers: outcomes.length,
    spans: spans.length,
    unverifiedQuotes: spans.filter((s) => s.unverified).length,
    unanchoredAttributions: spans.filter((s) => s.unanchored).length,
    replaceable: spans.filter((s) => s.span.expect === "replace").length,
    replaced: spans.filter((s) => s.replaced).length,
    keeps: spans.filter((s) => s.span.expect === "keep").length,
    kept: spans.filter((s) => s.kept).length,
    problems: outcomes.reduce((n, o) => n + o.problems.length, 0),
  };
}
