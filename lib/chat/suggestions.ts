import "server-only";
import { normalizeForComparison } from "../scripture/normalize.ts";
import { findSubjects, subjectById } from "../scripture/index.ts";
import { recentQuestions } from "./messages.ts";
import { GENERAL_SUGGESTIONS, SUGGESTION_TOPICS, type SubjectSuggestions } from "./suggestion-topics.ts";

export const SUGGESTION_COUNT = 4;
const RECENT_QUESTIONS = 10;
/** Subjects of one question that may lead to suggestions. */
const SUBJECTS_PER_QUESTION = 3;

export interface Suggestion {
  text: string;
}

const bySubject = new Map(SUGGESTION_TOPICS.map((t) => [t.subject, t]));

/** The questions for a subject, or for the nearest related subject that has some ("miedo" → "ansiedad"). */
function questionsFor(id: string): SubjectSuggestions | undefined {
  return bySubject.get(id) ?? (subjectById(id)?.related ?? []).map((r) => bySubject.get(r)).find(Boolean);
}

/**
 * Picks study questions from the subjects of the user's recent questions (newer ones weigh more),
 * skipping what they already asked, then fills up with the general starter list.
 */
export function pickSuggestions(questionsNewestFirst: string[], count = SUGGESTION_COUNT): Suggestion[] {
  const asked = new Set(questionsNewestFirst.map(normalizeForComparison));
  const scores = new Map<string, number>();
  questionsNewestFirst.forEach((q, i) => {
    for (const m of findSubjects(q, { limit: SUBJECTS_PER_QUESTION })) {
      const topic = questionsFor(m.subject.id);
      if (topic)
        scores.set(topic.subject, (scores.get(topic.subject) ?? 0) + (questionsNewestFirst.length - i) * (1 + m.score));
    }
  });
  const ranked = SUGGESTION_TOPICS.filter((t) => scores.has(t.subject)).sort(
    (a, b) => scores.get(b.subject)! - scores.get(a.subject)!,
  );

  const picked: string[] = [];
  const take = (text: string) => {
    const key = normalizeForComparison(text);
    if (picked.length < count && !asked.has(key) && !picked.some((p) => normalizeForComparison(p) === key))
      picked.push(text);
  };
  // Round-robin over the user's topics so one topic does not crowd out the others.
  for (let round = 0; round < 3; round++)
    for (const topic of ranked) if (topic.questions[round]) take(topic.questions[round]);
  for (const text of GENERAL_SUGGESTIONS) take(text);
  return picked.map((text) => ({ text }));
}

export async function suggestionsFor({ userId }: { userId: string }): Promise<Suggestion[]> {
  const questions = await recentQuestions({ userId, take: RECENT_QUESTIONS });
  return pickSuggestions(questions);
}
