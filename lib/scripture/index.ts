import "server-only";
// The Scripture core: reference parsing, passages, search, the subject index and the citation verifier.
export type { VerseRef, ParsedReference, DeuterocanonicalReference, PassageVerse, Passage, Citation } from "./types.ts";
export { findReferences, readReferences, canonicalReference } from "./parse.ts";
export type { ReadReferences } from "./parse.ts";
export { getPassage, getPassages, formatQuote, clearPassageCache } from "./passages.ts";
export { searchVerses } from "./search.ts";
export { retrieve } from "./retrieve.ts";
export {
  SUBJECTS,
  subjectById,
  findSubjects,
  findStories,
  findLifeEvent,
  findNamesake,
  profileOf,
  profileOfName,
  subjectsForChapter,
  cautionVerseIds,
  isCautionPassage,
  isWarningPassage,
} from "./subjects/index.ts";
export type { Subject, SubjectCaution, SubjectKind, SubjectMatch, SubjectPassage } from "./subjects/index.ts";
export { conceptsOf, findMeaning, type MeaningMatch } from "./subjects/meaning.ts";
export { verifyCitations } from "./verify.ts";
export { rvr1960ToModule } from "./numbering.ts";
export { BOOKS, bookByOsis, verseCount } from "./books.ts";
export {
  findVerses,
  phraseShare,
  VERSE_MATCH_CONFIDENT,
  warmVerseFinder,
  type VerseCandidate,
} from "./verse-finder.ts";
