// The curated topic index: today's words ("ansiedad") → passages and RV1909's older vocabulary
// ("afán", "congoja"). Data in data/topics.json; a test checks that every passage exists.
import topicsJson from "./data/topics.json";
import { foldAccents } from "./normalize.ts";
import type { Topic } from "./types.ts";

export const TOPICS: readonly Topic[] = topicsJson as Topic[];

interface Matcher {
  topic: Topic;
  exact: Set<string>;
  prefixes: string[];
  phrases: string[];
}

const words = (s: string) => foldAccents(s).match(/[a-z0-9ñ]+/g) ?? [];

/** "perdón" also matches "perdones"; "ansioso" does not match "ansiosa" unless written "ansios*". */
function plurals(w: string): string[] {
  return [w, `${w}s`, `${w}es`, w.endsWith("z") ? `${w.slice(0, -1)}ces` : w];
}

const MATCHERS: Matcher[] = TOPICS.map((topic) => {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const phrases: string[] = [];
  for (const k of [topic.name, ...topic.keywords]) {
    const folded = foldAccents(k).trim();
    if (folded.endsWith("*")) prefixes.push(folded.slice(0, -1));
    else if (/\s/.test(folded)) phrases.push(` ${words(folded).join(" ")} `);
    else for (const p of plurals(folded)) exact.add(p);
  }
  return { topic, exact, prefixes, phrases };
});

const FRAMING = / (es|sera|seria) (un )?pecado /;

/** Topics a question is about, best first. */
export function findTopics(question: string): Topic[] {
  const tokens = words(question);
  if (tokens.length === 0) return [];
  const joined = ` ${tokens.join(" ")} `;
  // "¿Es pecado tatuarse?" asks about tattoos; "pecado" only frames the question, so it weighs less
  // than the thing asked about (and still wins when it is all the question has).
  const framing = FRAMING.test(joined) ? new Set(["pecado"]) : new Set<string>();
  const scored: { topic: Topic; score: number; order: number }[] = [];
  MATCHERS.forEach((m, order) => {
    let score = 0;
    for (const t of new Set(tokens)) {
      const weight = framing.has(t) ? 1 : 2;
      if (m.exact.has(t)) score += weight;
      else if (m.prefixes.some((p) => t.startsWith(p))) score += weight;
    }
    for (const p of m.phrases) if (joined.includes(p)) score += 3;
    if (score > 0) scored.push({ topic: m.topic, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.topic);
}

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((t) => t.id === id);
}
