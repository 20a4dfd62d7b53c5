import { describe, it, expect } from "vitest";
import path from "node:path";
import { loadModelAnswers } from "@/lib/answers/eval/model-answers";
import { findReferences } from "@/lib/scripture";
import { SHIPPED_VERSES, verseKeys } from "../support/bible-files.ts";

// The model-path eval data of issue 16 (eval/model-answers.json) must say what it means: every
// span is really in its answer, every reference it expects exists in the RV1909 text, and every
// kind of misquote the issue lists is there.

const ROOT = path.resolve(__dirname, "..", "..");
const cases = loadModelAnswers(ROOT);
function exists(ref: string): boolean {
  return verseKeys(ref)?.every((k) => SHIPPED_VERSES.has(k)) ?? false;
}

describe("eval/model-answers.json", () => {
  it("holds at least 40 model answers with unique ids", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it("quotes each span exactly as it stands in its answer", () => {
    const missing = cases.flatMap((c) =>
      c.spans.filter((s) => !c.answer.includes(s.text)).map((s) => `${c.id}: ${s.text}`),
    );
    expect(missing).toEqual([]);
  });

  it("expects only references that exist and that the engine reads back", () => {
    const bad: string[] = [];
    for (const c of cases)
      for (const s of c.spans)
        for (const ref of [s.reference, ...(s.alternatives ?? []), ...(s.related ?? [])].filter(
          (r): r is string => !!r,
        )) {
          const found = findReferences(ref);
          if (!exists(ref) || found.length !== 1 || !found[0].exists) bad.push(`${c.id}: ${ref}`);
        }
    expect(bad).toEqual([]);
  });

  it("covers every kind of misquote issue 16 lists", () => {
    const kinds = new Set(cases.flatMap((c) => c.spans.map((s) => s.kind)));
    for (const kind of [
      "bible_no_reference",
      "book_only",
      "chapter_invented_words",
      "nonexistent_reference_claim",
      "unsupported_chapter_paraphrase",
      "split_quote",
      "quote_in_list",
      "mixed_quotes",
      "modern_wording_no_reference",
      "rvr1960_no_reference",
      "bible_saying_verbatim",
      "popular_saying",
      "wrong_reference",
      "blockquote_no_reference",
      "supported_paraphrase",
    ])
      expect(kinds, kind).toContain(kind);
    const expectations = new Set(cases.flatMap((c) => c.spans.map((s) => s.expect)));
    expect([...expectations].sort()).toEqual(["keep", "remove", "replace", "saying"]);
  });
});
