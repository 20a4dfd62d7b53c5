import "server-only";
// Pastoral themes: subjects of the index (lib/scripture/subjects) that carry a caring word for someone
// living them. The words are data (data/subjects/pastoral.json, keyed by subject id); the triggers
// are the subject's names and aliases, and the passages its best-ranked ones.
import pastoralJson from "../../../data/subjects/pastoral.json";
import { findSubjects, subjectById, type SubjectKind } from "../../scripture/index.ts";

export interface Theme {
  id: string;
  /** "feeling" or "occasion": an occasion's answer closes with passages to share, not "tell me more". */
  kind: SubjectKind;
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
    kind: s.kind,
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

/** A pastoral theme must match about as well as the best subject: "¿Cómo murió Saúl?" asks about
 *  Saul's death (a story), even though "murió" alone would point to grief. */
const THEME_SHARE_OF_BEST = 0.75;

/** The pastoral theme the question is most about, if the subject index finds one. */
export function themeFor(text: string): Theme | null {
  const matches = findSubjects(text, { limit: 40 });
  const best = matches[0]?.score ?? 0;
  for (const m of matches) {
    if (m.score < best * THEME_SHARE_OF_BEST) break;
    const theme = byId.get(m.subject.id);
    if (theme) return theme;
  }
  return null;
}
