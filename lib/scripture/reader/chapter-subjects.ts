import { findReferences } from "../parse.ts";
import { TOPICS } from "../topics.ts";

// The subjects a chapter speaks to, for the reader's chapter page: every topic of the index with a
// passage in that chapter, and those passages. (The subject index of issue 12 replaces the topic
// list here once it lands: same shape, more subjects.)

export interface ChapterSubject {
  id: string;
  name: string;
  /** The topic's passages that fall in this chapter ("Juan 3:16"). */
  passages: string[];
}

let byChapter: Map<string, ChapterSubject[]> | null = null;

function build(): Map<string, ChapterSubject[]> {
  const out = new Map<string, ChapterSubject[]>();
  for (const topic of TOPICS) {
    for (const passage of topic.passages) {
      for (const ref of findReferences(passage)) {
        if (!ref.exists) continue;
        const last = ref.endChapter ?? ref.startChapter;
        for (let ch = ref.startChapter; ch <= last; ch++) {
          const key = `${ref.bookOsis} ${ch}`;
          const list = out.get(key) ?? [];
          const entry = list.find((s) => s.id === topic.id);
          if (entry) entry.passages.push(ref.canonical);
          else list.push({ id: topic.id, name: topic.name, passages: [ref.canonical] });
          out.set(key, list);
        }
      }
    }
  }
  return out;
}

export function chapterSubjects(osis: string, chapter: number): ChapterSubject[] {
  byChapter ??= build();
  return byChapter.get(`${osis} ${chapter}`) ?? [];
}
