// Pastoral themes: subjects of the index (lib/scripture/subjects) that carry a caring word for someone
// living them. The words are data (data/subjects/pastoral.json, keyed by subject id); the triggers
// are the subject's names and aliases, and the passages its best-ranked ones.
import pastoralJson from "../../../data/subjects/pastoral.json";
import { findSubjects, subjectById } from "../../scripture/index.ts";

export interface Theme {
  id: string;
  /** "la ansiedad": used in "Esto dice la Biblia sobre …". */
  name: string;
  triggers: string[];
  passages: string[];
  /** For someone going through it ("Siento mucho que…"). */
  comfort: string;
  reflection: string;
  prayer: string;
}

interface PastoralText {
  subject: string;
  phrase: string;
  comfort: string;
  reflection: string;
  prayer: string;
  /** How many of the subject's passages to quote. */
  quote: number;
}

function toTheme(p: PastoralText): Theme {
  const s = subjectById(p.subject);
  if (!s) throw new Error(`data/subjects/pastoral.json: no subject "${p.subject}"`);
  return {
    id: s.id,
    name: p.phrase,
    triggers: [s.name, ...s.aliases],
    passages: s.passages.slice(0, Math.max(1, p.quote)).map((x) => x.ref),
    comfort: p.comfort,
    reflection: p.reflection,
    prayer: p.prayer,
  };
}

export const THEMES: Theme[] = (pastoralJson as PastoralText[]).map(toTheme);

const byId = new Map(THEMES.map((t) => [t.id, t]));

/** The pastoral theme the question is most about, if the subject index finds one. */
export function themeFor(text: string): Theme | null {
  const ids = THEMES.map((t) => t.id);
  for (const m of findSubjects(text, { limit: 40 })) if (ids.includes(m.subject.id)) return byId.get(m.subject.id) ?? null;
  return null;
}
