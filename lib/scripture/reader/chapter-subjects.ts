import "server-only";
import { bookByOsis } from "../books.ts";
import { findReferences } from "../parse.ts";
import { subjectsForChapter } from "../subjects/index.ts";

// The subjects a chapter speaks to, for the reader's chapter page: the subject index's subjects with
// a passage in the chapter (most specific first), each with those passages.

export interface ChapterSubject {
  id: string;
  name: string;
  /** The subject's passages that fall in this chapter ("Juan 3:16"). */
  passages: string[];
}

const MAX_SUBJECTS = 12;
const MAX_PASSAGES = 4;

export function chapterSubjects(osis: string, chapter: number): ChapterSubject[] {
  const out: ChapterSubject[] = [];
  // Passages are canonical ("Juan 3:16"): only those naming this book are worth parsing (a subject
  // from Nave's can list hundreds, and this runs for each of the 1,189 pages at build).
  const prefix = `${bookByOsis(osis)?.name ?? osis} `;
  for (const subject of subjectsForChapter(osis, chapter)) {
    const passages = subject.passages
      .filter((p) => p.ref.startsWith(prefix))
      .map((p) => findReferences(p.ref).find((r) => r.exists))
      .filter(
        (r) => r && r.bookOsis === osis && r.startChapter <= chapter && (r.endChapter ?? r.startChapter) >= chapter,
      )
      .map((r) => r!.canonical);
    if (passages.length === 0) continue;
    out.push({ id: subject.id, name: subject.name, passages: [...new Set(passages)].slice(0, MAX_PASSAGES) });
    if (out.length === MAX_SUBJECTS) break;
  }
  return out;
}
