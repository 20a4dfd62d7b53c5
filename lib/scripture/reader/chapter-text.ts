import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PassageVerse } from "../types.ts";

// The reader's pages are built from data/bible/verses.tsv, not from the database: the 1,189 chapter
// pages are rendered at build time, when no database is open, and the share image needs no query.
// The file is read once per process (about 4 MB) and kept by chapter.

let chapters: Map<string, PassageVerse[]> | null = null;

function load(): Map<string, PassageVerse[]> {
  const out = new Map<string, PassageVerse[]>();
  const tsv = readFileSync(path.join(process.cwd(), "data", "bible", "verses.tsv"), "utf8");
  for (const line of tsv.split("\n")) {
    if (!line) continue;
    const [osis, chapter, verse, text] = line.split("\t");
    const key = `${osis} ${chapter}`;
    let list = out.get(key);
    if (!list) out.set(key, (list = []));
    list.push({ osis, chapter: Number(chapter), verse: Number(verse), text });
  }
  return out;
}

/** The verses with text in a chapter, in order (empty when the chapter does not exist). */
export function chapterVerses(osis: string, chapter: number): PassageVerse[] {
  chapters ??= load();
  return chapters.get(`${osis} ${chapter}`) ?? [];
}
