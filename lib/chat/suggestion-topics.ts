import "server-only";
// Study questions Berea suggests, per subject of the index (lib/scripture/subjects). The questions are
// data (data/subjects/suggestions.json), so suggestions are instant and always in good Spanish.
import suggestionsJson from "../../data/subjects/suggestions.json";

export interface SubjectSuggestions {
  /** Subject id in the index. */
  subject: string;
  questions: string[];
}

const data = suggestionsJson as { general: string[]; subjects: SubjectSuggestions[] };

export const SUGGESTION_TOPICS: readonly SubjectSuggestions[] = data.subjects;

export const GENERAL_SUGGESTIONS: readonly string[] = data.general;
