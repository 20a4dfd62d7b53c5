// What a person means when they describe their life (issue 12): "se me fue mi jefita" is grief for a
// mother though it names neither "duelo" nor "madre". Words are grouped into concepts by meaning
// (data/subjects/meaning.json: "muerte" holds murió, falleció, se nos fue, velorio…; "madre" holds
// mamá, jefita, madrecita…), and a feeling, need, occasion or ethical subject is recognised by a
// signal: concepts that must all be present ("muerte+madre"). New phrasings are covered by adding
// words to a concept, once, for every subject that uses it — not by listing sentences per subject.
import "server-only";
import { z } from "zod";
import meaningData from "../../../data/subjects/meaning.json";
import { foldAccents } from "../normalize.ts";
import { SUBJECTS, subjectById } from "./index.ts";
import type { Subject } from "./types.ts";

const schema = z.object({
  concepts: z.record(z.string(), z.object({ weight: z.number().min(0), terms: z.array(z.string().min(1)).min(1) })),
  signals: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});

/** Concepts that only frame a question (who speaks, what is asked for): required by a signal, worth nothing alone. */
export type Cue = "voz" | "pide" | "alguien" | "etica";

export interface MeaningMatch {
  subject: Subject;
  /** Sum of the weights of the concepts of the best signal that is fully present. */
  weight: number;
  /** The concepts of that signal. */
  concepts: string[];
}

interface Term {
  concept: string;
  words: string[];
  /** The last word matches any ending. */
  prefix: boolean;
}

interface Compiled {
  weights: Map<string, number>;
  /** First word → terms starting with it; prefix terms of one word are filed under their first 3 letters. */
  byFirst: Map<string, Term[]>;
  byPrefix3: Map<string, Term[]>;
  signals: { subject: Subject; order: number; concepts: string[] }[];
}

const words = (s: string) => foldAccents(s).match(/[a-z0-9ñ]+/g) ?? [];

function compile(): Compiled {
  const data = schema.parse(meaningData);
  const weights = new Map<string, number>();
  const byFirst = new Map<string, Term[]>();
  const byPrefix3 = new Map<string, Term[]>();
  const push = (m: Map<string, Term[]>, k: string, t: Term) => {
    const list = m.get(k);
    if (list) list.push(t);
    else m.set(k, [t]);
  };
  for (const [concept, { weight, terms }] of Object.entries(data.concepts)) {
    weights.set(concept, weight);
    for (const raw of terms) {
      const prefix = raw.trim().endsWith("*");
      const ws = words(raw);
      const first = ws[0];
      if (first === undefined) continue;
      const term: Term = { concept, words: ws, prefix };
      if (prefix && ws.length === 1) push(byPrefix3, first.slice(0, 3), term);
      else push(byFirst, first, term);
    }
  }
  const order = new Map(SUBJECTS.map((s, i) => [s.id, i]));
  const signals: Compiled["signals"] = [];
  for (const [id, list] of Object.entries(data.signals)) {
    const subject = subjectById(id);
    if (!subject) throw new Error(`data/subjects/meaning.json: no subject "${id}"`);
    for (const sig of list) {
      const concepts = sig.split("+");
      for (const c of concepts)
        if (!weights.has(c)) throw new Error(`meaning.json: "${id}" uses unknown concept "${c}"`);
      signals.push({ subject, order: order.get(id) ?? 0, concepts });
    }
  }
  return { weights, byFirst, byPrefix3, signals };
}

let compiled: Compiled | null = null;
const get = () => (compiled ??= compile());

function termAt(t: Term, ws: string[], i: number): boolean {
  if (i + t.words.length > ws.length) return false;
  for (let k = 0; k < t.words.length; k++) {
    const w = t.words[k] ?? "";
    const at = ws[i + k] ?? "";
    const last = k === t.words.length - 1;
    if (last && t.prefix ? !at.startsWith(w) : at !== w) return false;
  }
  return true;
}

/** The concepts a text speaks of. */
export function conceptsOf(text: string): Set<string> {
  const { byFirst, byPrefix3 } = get();
  const ws = words(text);
  const found = new Set<string>();
  ws.forEach((w, i) => {
    for (const t of byFirst.get(w) ?? []) if (!found.has(t.concept) && termAt(t, ws, i)) found.add(t.concept);
    for (const t of byPrefix3.get(w.slice(0, 3)) ?? [])
      if (!found.has(t.concept) && w.startsWith(t.words[0] ?? "")) found.add(t.concept);
  });
  return found;
}

/**
 * Subjects whose signals are fully present in the text, strongest first (a signal of more, and more
 * telling, concepts wins: "murió mi mamá" is the death of a mother before it is grief in general).
 */
export function findMeaning(text: string): { matches: MeaningMatch[]; concepts: Set<string> } {
  const { weights, signals } = get();
  const concepts = conceptsOf(text);
  const best = new Map<string, MeaningMatch & { order: number }>();
  for (const s of signals) {
    if (!s.concepts.every((c) => concepts.has(c))) continue;
    const weight = s.concepts.reduce((sum, c) => sum + (weights.get(c) ?? 0), 0);
    if (weight <= 0) continue;
    const prev = best.get(s.subject.id);
    if (!prev || weight > prev.weight)
      best.set(s.subject.id, { subject: s.subject, weight, concepts: s.concepts, order: s.order });
  }
  const matches = [...best.values()]
    .sort((a, b) => b.weight - a.weight || b.concepts.length - a.concepts.length || a.order - b.order)
    .map(({ subject, weight, concepts: c }) => ({ subject, weight, concepts: c }));
  return { matches, concepts };
}
