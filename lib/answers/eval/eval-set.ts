import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The question sets of `npm run eval` (eval/questions.json, the tuning set, and eval/holdout.json,
// the held-out set; eval/README.md says who may read which). One schema for both, so a typo in a
// category or an item list fails loudly instead of silently scoring nothing.

export const EVAL_CATEGORIES = [
  "verse",
  "story",
  "list",
  "occasion",
  "pastoral",
  "ethical",
  "topic",
  "people",
  "book",
  "lookup",
  "crisis",
  "adversarial",
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

const listItem = z.object({
  /** How the item is usually called ("No matarás", "Andrés"). */
  name: z.string().min(1),
  /** The verse that names it, in this project's RV1909 numbering. */
  ref: z.string().min(1),
  /** Phrases that count as naming it (any case, accents optional); the name when absent. */
  match: z.array(z.string().min(1)).optional(),
});

const evalItem = z
  .object({
    id: z.string().min(1),
    category: z.enum(EVAL_CATEGORIES),
    question: z.string().min(1),
    expected: z.array(z.string().min(1)).optional(),
    items: z.array(listItem).min(2).optional(),
    crisis: z.enum(["suicide", "self_harm", "abuse"]).optional(),
    minor: z.boolean().optional(),
    expect: z.enum(["role", "off_topic", "saying", "missing", "spanish", "nothing", "greeting"]).optional(),
  })
  .strict()
  .refine((i) => i.category !== "list" || (i.items?.length ?? 0) > 0, { message: "a list question needs its items" })
  .refine((i) => i.category !== "crisis" || !!i.crisis, { message: "a crisis question needs its kind" })
  .refine((i) => i.category !== "adversarial" || !!i.expect, { message: "an adversarial question needs its expect" })
  .refine((i) => ["crisis", "adversarial"].includes(i.category) || (i.expected?.length ?? 0) > 0, {
    message: "expected passages are required",
  });
export type EvalItem = z.infer<typeof evalItem>;

export type EvalSetName =
  "tuning" | "holdout" | "holdout2" | "holdout3" | "holdout4" | "holdout5" | "holdout6" | "holdout7" | "holdout8";

export const EVAL_SET_FILES: Record<EvalSetName, string> = {
  tuning: "eval/questions.json",
  holdout: "eval/holdout.json",
  // A second held-out set, written blind at the start of stop 22 (after the first had been
  // reported many times), so that unseen-question figures do not rest on one set of 135.
  holdout2: "eval/holdout2.json",
  // A third, written blind at the start of stop 23 by someone who had read neither the code nor
  // the other sets: holdout2 had been reported after a round of tuning beside it.
  holdout3: "eval/holdout3.json",
  // A fourth, written blind at the start of stop 24 the same way, before that stop's tuning.
  holdout4: "eval/holdout4.json",
  // A fifth, written blind at the start of stop 25 the same way, before that stop's tuning.
  holdout5: "eval/holdout5.json",
  // A sixth (150 questions), written blind at the start of stop 26 the same way, before that
  // stop's tuning; its figures on the code before tuning are in the stop's note.
  holdout6: "eval/holdout6.json",
  // A seventh (153 questions), written blind at the start of stop 27 the same way, before that
  // stop's tuning; its figures on the code before tuning are in the stop's note.
  holdout7: "eval/holdout7.json",
  holdout8: "eval/holdout8.json",
};

/** The held-out sets: reported apart, never tuned on (eval/README.md). */
export const HELD_OUT_SETS: EvalSetName[] = ["holdout6", "holdout7", "holdout8"];

/**
 * Retired held-out sets. Each had been reported many times, and tuning happened beside its
 * figures, so from stop 27 they are open like the tuning set: their failures show how people
 * who never saw the code ask, which is what tuning needs. The untouched part is HELD_OUT_SETS.
 */
export const SEEN_SETS: EvalSetName[] = ["holdout", "holdout2", "holdout3", "holdout4", "holdout5"];

export function loadEvalSet(name: EvalSetName, root = process.cwd()): EvalItem[] {
  const raw = JSON.parse(readFileSync(path.join(root, EVAL_SET_FILES[name]), "utf8")) as unknown;
  return z.array(evalItem).parse(raw);
}
