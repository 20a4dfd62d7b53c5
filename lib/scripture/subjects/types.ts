import "server-only";
// The subject index's shape (contract: /work/wt/contracts/subjects.md, issue 12). Data lives in
// data/subjects/*.json; lib/scripture/subjects/index.ts loads, validates and matches it.

export type SubjectKind = "topic" | "feeling" | "occasion" | "story" | "list" | "person" | "place" | "ethical" | "book";

/** Passages whose nature makes them wrong to quote to someone hurting or celebrating. */
export type SubjectCaution = "judgment" | "violence" | "curse";

export interface SubjectPassage {
  /** Spanish canonical reference in this module's (RV1909) numbering, e.g. "Juan 3:16",
   *  "1 Samuel 31:1-13" — always a string `findReferences()` reads back to the same passage. */
  ref: string;
  /** 0..1, higher first; passages are stored best first. */
  weight: number;
}

export interface Subject {
  /** Stable slug, e.g. "muerte-de-saul", "ansiedad", "bienaventuranzas". */
  id: string;
  /** Spanish display name ("La muerte de Saúl"). */
  name: string;
  kind: SubjectKind;
  /** Modern Mexican Spanish names, synonyms and typical phrasings. Accents and case do not matter;
   *  a trailing "*" matches any ending ("preocup*" → "preocupado", "preocupación"). */
  aliases: string[];
  /** Ranked, best first (at least one). */
  passages: SubjectPassage[];
  /** Spanish, 1-3 sentences: a brief telling for stories, an introduction otherwise. */
  summary?: string;
  /** Kind "list": every item, in order, with its reference. */
  items?: { label: string; ref: string }[];
  /** Subjects whose passages are judgment / violence / curse narratives. */
  caution?: SubjectCaution;
  /**
   * What befalls one who does not forgive or love ("si no perdonareis…, tampoco vuestro Padre os
   * perdonará"): a teaching when asked about, a threat to someone telling how another wounded them.
   */
  warning?: true;
  /** Ids of nearby subjects (for "closest subjects" suggestions). */
  related?: string[];
  /** How the name reads inside a Spanish sentence, with its article ("el amor", "los diezmos y las
   *  ofrendas"); people keep their bare name. Absent: the name in lower case. */
  phrase?: string;
  /** RV1909's own older vocabulary for the subject ("afán", "congoja"), to widen full-text search. */
  terms?: string[];
  /** Stories: who takes part, each with the names people use for them ("adivina/pitonisa/bruja"),
   *  accent-free, lower case; a name may have several words ("juan el bautista"). */
  who?: string[];
  /** Stories: the words people use to tell what happened ("murio", "tormenta"); a trailing "*" matches
   *  any ending ("resucit*"). Matched with `who` by lib/scripture/subjects/events.ts. */
  words?: string[];
  /** Stories: the verses at the heart of the narrative (the climax, the saying everyone remembers). */
  key?: string[];
  /**
   * Kind "list": a list of the church's tradition, not one the Bible gives (the seven deadly sins, the
   * sacraments): its summary says so, its items name where the Bible speaks of each, and its first
   * passage, where the Bible speaks of the whole, is quoted before them.
   */
  tradition?: true;
  source: "curated" | "naves";
  /** A person: one of several people of the name (Nave's numbered namesakes, made by ./life.ts), whose
   *  profile keeps only the stories that tell one of their passages. */
  namesake?: boolean;
}

export interface SubjectMatch {
  subject: Subject;
  /** 0..1: how specific and how complete the match is. */
  score: number;
  /** The alias (or name) that matched best, as written in the data. */
  matched: string;
  /** Stories and lists found by who takes part: how many of their participants the question names. */
  participants?: number;
}
