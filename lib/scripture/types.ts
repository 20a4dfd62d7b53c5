import "server-only";
export interface VerseRef {
  osis: string;
  chapter: number;
  verse: number;
}

/** One reference found in text. Chapter and verse numbers are this module's (RV1909) numbering. */
export interface ParsedReference {
  /** The text as written, e.g. "Jn 3 16". */
  raw: string;
  /** Position of `raw` in the input. */
  index: number;
  bookOsis: string;
  bookName: string;
  startChapter: number;
  startVerse?: number;
  endChapter?: number;
  endVerse?: number;
  /** False for "Juan 99:99", "Judas 2:1". */
  exists: boolean;
  /** "Juan 3:16", "1 Corintios 13:4-7", "Salmos 23". */
  canonical: string;
  /**
   * Set when the reference was written in RVR1960 numbering for a verse that is empty here and was
   * led to its place in this text: "Jonás 1:17" gives canonical "Jonás 2:1", remappedFrom "Jonás 1:17".
   */
  remappedFrom?: string;
  /**
   * Set when the name as written may also stand for other books where the same numbers exist ("Ma
   * 3:1": canonical "Mateo 3:1", alternatives ["Marcos 3:1", "Malaquías 3:1"]).
   */
  alternatives?: string[];
}

export interface PassageVerse {
  osis: string;
  chapter: number;
  verse: number;
  text: string;
}

export interface Passage {
  reference: string;
  verses: PassageVerse[];
  /** The verses joined with spaces, exactly as RV1909 has them. */
  text: string;
}

import type { Citation } from "../citation.ts";
export type { Citation };

/** A reference to a book outside the Reina-Valera 1909 ("Tobías 3:1", "1 Macabeos 2"). */
export interface DeuterocanonicalReference {
  raw: string;
  index: number;
  osis: string;
  /** Its usual Spanish name: "Tobías", "1 Macabeos". */
  name: string;
  startChapter: number;
  startVerse?: number;
}
