// The Scripture core: reference parsing, passages, search, topics and the citation verifier.
export type { VerseRef, ParsedReference, DeuterocanonicalReference, PassageVerse, Passage, Citation, Topic } from "./types.ts";
export { findReferences, readReferences, canonicalReference } from "./parse.ts";
export type { ReadReferences } from "./parse.ts";
export { getPassage, getPassages, formatQuote, clearPassageCache } from "./passages.ts";
export { searchVerses } from "./search.ts";
export { retrieve } from "./retrieve.ts";
export { findTopics, topicById, TOPICS } from "./topics.ts";
export { verifyCitations } from "./verify.ts";
export { rvr1960ToModule } from "./numbering.ts";
export { BOOKS, bookByOsis, verseCount } from "./books.ts";
