import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Model answers with every kind of misquote (eval/model-answers.json, described in
// eval/model-answers.md): what a local OpenAI-compatible server plays back for the model-path eval
// of issue 16, and what must and must not reach the user once the quote checker has run.

/** What the checker must do with a span. */
export const SPAN_EXPECTATIONS = ["replace", "remove", "saying", "keep"] as const;

const span = z
  .object({
    /** The kind of misquote or claim (see eval/model-answers.md). */
    kind: z.string().min(1),
    /** The span exactly as it appears in the model's answer. */
    text: z.string().min(1),
    /**
     * replace: shown as the exact RV1909 text of `reference` (or an alternative), with that reference;
     * remove: its sentence does not reach the user; saying: not shown as Scripture, and the answer
     * says plainly it is not in the Bible; keep: a paraphrase the named place supports, kept as is.
     */
    expect: z.enum(SPAN_EXPECTATIONS),
    reference: z.string().min(1).optional(),
    alternatives: z.array(z.string().min(1)).optional(),
    /** For a saying: the passage people confuse it with, if any (may be offered, never as the saying). */
    related: z.array(z.string().min(1)).optional(),
  })
  .strict()
  .refine((s) => !["replace", "keep"].includes(s.expect) || !!s.reference, {
    message: "replace and keep need a reference",
  });

const modelAnswer = z
  .object({
    id: z.string().min(1),
    /** What the user asked. */
    question: z.string().min(1),
    /** The model's whole answer (Markdown), as the server sends it. */
    answer: z.string().min(1),
    spans: z.array(span).min(1),
    /** Text that must not be in what reaches the user (invented words, orphaned claims, references that do not exist). */
    mustNotAppear: z.array(z.string().min(1)),
    /** Text that must be in what reaches the user (e.g. "no está en la Biblia" for a saying). */
    mustAppear: z.array(z.string().min(1)).optional(),
    /** References that must not be among the answer's citations (a chapter named only by a dropped sentence). */
    citationsMustNotInclude: z.array(z.string().min(1)).optional(),
  })
  .strict();

export type ModelAnswerCase = z.infer<typeof modelAnswer>;
export type ModelAnswerSpan = z.infer<typeof span>;

export function loadModelAnswers(root = process.cwd()): ModelAnswerCase[] {
  return z
    .array(modelAnswer)
    .parse(JSON.parse(readFileSync(path.join(root, "eval", "model-answers.json"), "utf8")) as unknown);
}
