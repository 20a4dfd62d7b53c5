import "server-only";
import { SEASON_PLANS, type SeasonPlan } from "../../content/reflections.ts";
import {
  recentConversationTitles,
  recentQuestionTexts,
  recentReflectionReferences,
} from "../db/queries/reflections.ts";
import { getPassage, type Passage } from "../scripture/index.ts";
import { findSubjects, isCautionPassage, subjectById, type Subject } from "../scripture/subjects/index.ts";
import { daysBefore, seasonOf, type SeasonDay } from "./seasons.ts";

// Which passage 'Reflexión de hoy' is about. From the subjects of the person's recent questions and
// the titles of their recent threads (lib/scripture/subjects finds them), weighted towards the
// newest, avoiding the passages of the last week; with no such history, the day's reading in the
// plan through the Christian year.

/** Questions looked at, and how far back. */
const HISTORY_QUESTIONS = 30;
const HISTORY_THREADS = 10;
/** A thread's title names what a whole conversation was about: it weighs like a recent question. */
const TITLE_WEIGHT = 0.5;
const HISTORY_DAYS = 30;
/** A subject must be matched at least this well to count (the matcher's 0..1 score). */
const MIN_SUBJECT_SCORE = 0.35;
/** Subjects whose passages are considered, best first. */
const TOP_SUBJECTS = 3;
/** A passage is read whole on the card: longer ones are left for the chat. */
const MAX_VERSES = 6;
/** A passage shown in the last week is not chosen again while another one fits. */
const REPEAT_DAYS = 7;

export interface ReflectionChoice {
  passage: Passage;
  source: "history" | "season";
  subject?: Subject;
  season: SeasonDay & { plan: SeasonPlan };
}

/**
 * The subjects of a person's questions (newest first) and thread titles, best first: each text's
 * matches, newer questions weighing more.
 */
export function subjectsOfQuestions(questions: string[], titles: string[] = []): Subject[] {
  const scores = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const m of findSubjects(text, { limit: 3 })) {
      if (m.score < MIN_SUBJECT_SCORE || m.subject.caution) continue;
      scores.set(m.subject.id, (scores.get(m.subject.id) ?? 0) + m.score * weight);
    }
  };
  questions.forEach((q, i) => add(q, 1 / (1 + 0.2 * i)));
  titles.forEach((title) => add(title, TITLE_WEIGHT));
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([id]) => subjectById(id)!)
    .filter(Boolean);
}

async function readable(ref: string): Promise<Passage | null> {
  if (isCautionPassage(ref)) return null;
  const p = await getPassage(ref);
  return p && p.verses.length > 0 && p.verses.length <= MAX_VERSES ? p : null;
}

/** The first passage of the subjects that was not shown in the last week (else the first that reads well). */
async function fromSubjects(
  subjects: Subject[],
  recent: Set<string>,
): Promise<{ passage: Passage; subject: Subject } | null> {
  let fallback: { passage: Passage; subject: Subject } | null = null;
  for (const subject of subjects.slice(0, TOP_SUBJECTS)) {
    for (const { ref } of subject.passages) {
      const passage = await readable(ref);
      if (!passage) continue;
      if (!recent.has(passage.reference)) return { passage, subject };
      fallback ??= { passage, subject };
    }
  }
  return fallback;
}

/** The plan's reading for a day (the next one that exists, should a reference ever fail to read). */
export async function seasonalChoice(day: string): Promise<ReflectionChoice> {
  const season = seasonOf(day);
  const plan = SEASON_PLANS[season.season];
  for (let k = 0; k < plan.passages.length; k++) {
    const passage = await readable(plan.passages[(season.dayOfSeason + k) % plan.passages.length]);
    if (passage) return { passage, source: "season", season: { ...season, plan } };
  }
  throw new Error(`content/reflections.ts: no readable passage in the ${plan.id} plan`);
}

/** Today's passage for one person: from their recent questions when they have any, else the season's. */
export async function chooseReflection({
  userId,
  day,
  now,
}: {
  userId: string;
  day: string;
  now: Date;
}): Promise<ReflectionChoice> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 24 * 3600 * 1000);
  const [questions, titles] = await Promise.all([
    recentQuestionTexts({ userId, since, limit: HISTORY_QUESTIONS }),
    recentConversationTitles({ userId, since, limit: HISTORY_THREADS }),
  ]);
  const subjects = subjectsOfQuestions(questions, titles);
  if (subjects.length) {
    const recent = new Set(await recentReflectionReferences({ userId, sinceDay: daysBefore(day, REPEAT_DAYS) }));
    const found = await fromSubjects(subjects, recent);
    if (found) {
      const season = seasonOf(day);
      return { ...found, source: "history", season: { ...season, plan: SEASON_PLANS[season.season] } };
    }
  }
  return seasonalChoice(day);
}
