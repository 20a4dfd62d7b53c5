import "server-only";
// Passages for a question: the passages it names first (exact text), then the subject index, then
// full-text search, without repeating a verse.
import { findReferences } from "./parse.ts";
import { getPassages } from "./passages.ts";
import { searchVerses } from "./search.ts";
import { findSubjects } from "./subjects/index.ts";
import type { Passage } from "./types.ts";

const key = (v: { osis: string; chapter: number; verse: number }) => `${v.osis} ${v.chapter}:${v.verse}`;

export async function retrieve(question: string, opts: { limit?: number } = {}): Promise<Passage[]> {
  const limit = Math.max(opts.limit ?? 6, 1);
  const named = findReferences(question).filter((r) => r.exists);
  const topics = findSubjects(question, { limit: 2 }).map((m) => m.subject);
  const topicRefs = topics
    .flatMap((t) => t.passages.slice(0, 4))
    .flatMap((p) => findReferences(p.ref).slice(0, 1))
    .filter((r) => r.exists);
  // The words around a named reference are not a topic ("¿Qué dice Juan 3:16?").
  let rest = question;
  for (const r of [...findReferences(question)].reverse()) {
    rest = rest.slice(0, r.index) + " " + rest.slice(r.index + r.raw.length);
  }
  // Old words of the matched topics widen the search ("ansiedad" also finds "afán").
  const searchText = [rest, ...topics.flatMap((t) => t.terms ?? [])].join(" ");
  const needSearch = named.length + topicRefs.length < limit;
  const [fetched, found] = await Promise.all([
    getPassages([...named, ...topicRefs]),
    needSearch ? searchVerses(searchText, { limit }) : Promise.resolve([]),
  ]);
  const out: Passage[] = [];
  const seen = new Set<string>();
  for (const p of [...fetched, ...found]) {
    if (!p || out.length >= limit) continue;
    if (p.verses.every((v) => seen.has(key(v)))) continue;
    p.verses.forEach((v) => seen.add(key(v)));
    out.push(p);
  }
  return out;
}
