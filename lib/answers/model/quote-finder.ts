import "server-only";
import { quoteSimilarity } from "../../scripture/compare.ts";
import { getPassage } from "../../scripture/passages.ts";
import { bookByOsis } from "../../scripture/books.ts";
import { searchVerses } from "../../scripture/search.ts";
import type { VerseFinder } from "../../scripture/verify.ts";
import type { ModelVerifyOptions } from "./verify-quotes.ts";

// The model's quotes are checked with the database's full-text search until the verse finder
// (lib/scripture/verse-finder, issue 12) is on main: candidates from the search (or every verse of a
// named chapter), scored by how much of the quote each holds in order. It finds RV1909 and RVR1960
// wording, rarely today's; what it cannot place is removed, never shown as Scripture.
const searchFinder: VerseFinder = async (phrase, opts = {}) => {
  const limit = opts.limit ?? 5;
  let pool: { reference: string; text: string }[];
  if (opts.bookOsis && opts.chapter) {
    const book = bookByOsis(opts.bookOsis);
    const chapter = book ? await getPassage(`${book.name} ${opts.chapter}`) : null;
    pool = (chapter?.verses ?? []).map((v) => ({ reference: `${book!.name} ${v.chapter}:${v.verse}`, text: v.text }));
  } else {
    const found = await searchVerses(phrase, { limit: opts.bookOsis ? 100 : 20 });
    const name = opts.bookOsis ? bookByOsis(opts.bookOsis)?.name : undefined;
    pool = found.filter((p) => !name || p.reference.startsWith(`${name} `));
  }
  return pool
    .map((p) => ({ ...p, score: quoteSimilarity(phrase, p.text) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
};

export const modelQuoteChecks: ModelVerifyOptions = {
  findVerses: searchFinder,
  confident: 0.75,
  scopedConfident: 0.6,
  paraphraseSupported: 0.4,
};
