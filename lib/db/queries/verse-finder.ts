import "server-only";
import type { Database } from "../open-database.ts";

// The verse finder keeps its n-gram index in memory (a trigram scan of 31,084 verses per query is
// 20–65 ms on PGlite, which runs one query at a time); it reads the whole text once per database.

export interface VerseTextRow {
  id: number;
  text: string;
}

/** Every verse's id and exact RV1909 text, in canonical order. */
export async function allVerseTexts({ db }: { db: Database }): Promise<VerseTextRow[]> {
  return db.raw.query<VerseTextRow>(`SELECT id, text FROM verses ORDER BY id`);
}
