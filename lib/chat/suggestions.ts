import "server-only";
import { normalizeForComparison } from "../scripture/normalize.ts";
import { recentQuestions } from "./messages.ts";
import { GENERAL_SUGGESTIONS, SUGGESTION_TOPICS, type SuggestionTopic } from "./suggestion-topics.ts";

export const SUGGESTION_COUNT = 4;
const RECENT_QUESTIONS = 10;

export interface Suggestion {
  text: string;
}

function mentions(topic: SuggestionTopic, folded: string): boolean {
  return topic.stems.some((stem) => folded.includes(` ${stem}`));
}

/**
 * Picks study questions from the topics of the user's recent questions (newer ones weigh more),
 * skipping what they already asked, then fills up with the general starter list.
 */
export function pickSuggestions(questionsNewestFirst: string[], count = SUGGESTION_COUNT): Suggestion[] {
  const asked = new Set(questionsNewestFirst.map(normalizeForComparison));
  const scores = new Map<string, number>();
  questionsNewestFirst.forEach((q, i) => {
    const folded = ` ${normalizeForComparison(q)} `;
    for (const topic of SUGGESTION_TOPICS) {
      if (mentions(topic, folded)) scores.set(topic.id, (scores.get(topic.id) ?? 0) + (questionsNewestFirst.length - i));
    }
  });
  const ranked = SUGGESTION_TOPICS.filter((t) => scores.has(t.id)).sort((a, b) => scores.get(b.id)! - scores.get(a.id)!);

  const picked: string[] = [];
  const take = (text: string) => {
    const key = normalizeForComparison(text);
    if (picked.length < count && !asked.has(key) && !picked.some((p) => normalizeForComparison(p) === key)) picked.push(text);
  };
  // Round-robin over the user's topics so one topic does not crowd out the others.
  for (let round = 0; round < 3; round++) for (const topic of ranked) if (topic.questions[round]) take(topic.questions[round]);
  for (const text of GENERAL_SUGGESTIONS) take(text);
  return picked.map((text) => ({ text }));
}

export async function suggestionsFor({ userId }: { userId: string }): Promise<Suggestion[]> {
  const questions = await recentQuestions({ userId, take: RECENT_QUESTIONS });
  return pickSuggestions(questions);
}
