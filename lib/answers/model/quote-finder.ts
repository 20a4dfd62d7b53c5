import { findVerses, VERSE_MATCH_CONFIDENT } from "../../scripture/verse-finder.ts";
import type { VerseFinder } from "../../scripture/verify.ts";
import type { ModelVerifyOptions } from "./verify-quotes.ts";

// The verse finder the model's quotes are checked with, and the score it calls confident.
export const modelQuoteChecks: ModelVerifyOptions = {
  findVerses: findVerses satisfies VerseFinder,
  confident: VERSE_MATCH_CONFIDENT,
};
