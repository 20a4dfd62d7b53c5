import "server-only";
import { findVerses, VERSE_MATCH_CONFIDENT } from "../../scripture/verse-finder.ts";
import type { VerseFinder } from "../../scripture/verify.ts";
import type { ModelVerifyOptions } from "./verify-quotes.ts";

// The verse finder the model's quotes are checked with (issue 12), and the score it calls confident;
// the scoped thresholds in verify-quotes.ts are calibrated on it.
export const modelQuoteChecks: ModelVerifyOptions = {
  findVerses: findVerses satisfies VerseFinder,
  confident: VERSE_MATCH_CONFIDENT,
};
