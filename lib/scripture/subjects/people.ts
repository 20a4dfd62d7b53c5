// A person's profile passages: the heart of the stories they take part in. Nave's lists every verse
// that names someone, in the order of the Bible and with namesakes mixed in (Nave's "Saúl" opens with
// an Edomite king); the stories of data/subjects/events.json say which moments make the person's life.
// Their protagonist's stories come first, then those they take part in, each by its first key verse,
// in the order of the Bible; Nave's passages in the same books fill up.
import "server-only";
import { bookByOsis } from "../books.ts";
import { foldAccents } from "../normalize.ts";
import { spanOf } from "./spans.ts";
import type { Subject } from "./types.ts";

interface Roles {
  lead: Subject[];
  part: Subject[];
}

let byName: Map<string, Roles> | null = null;
let built: readonly Subject[] | null = null;

const nameKey = (s: string) =>
  foldAccents(s)
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function index(subjects: readonly Subject[]): Map<string, Roles> {
  const out = new Map<string, Roles>();
  for (const s of subjects) {
    if (s.kind !== "story" || !s.who?.length || !s.key?.length) continue;
    s.who.forEach((p, i) => {
      for (const name of p.split("/").map(nameKey)) {
        const roles = out.get(name) ?? { lead: [], part: [] };
        (i === 0 ? roles.lead : roles.part).push(s);
        out.set(name, roles);
      }
    });
  }
  return out;
}

/** Position in the Bible, to tell a life in its order. */
const order = (ref: string) => {
  const s = spanOf(ref);
  return s ? (bookByOsis(s.osis)?.order ?? 0) * 1e6 + s.chapter * 1e3 + (s.verse ?? 0) : 0;
};

/**
 * Passages that show who a person of the index was, best first: the first key verse of each story
 * they lead, then of those they take part in (canonical order within each), then Nave's passages in
 * the books those stories are in. A person in no story keeps Nave's passages.
 */
export function profilePassages(person: Subject, subjects: readonly Subject[], limit: number): string[] {
  if (!byName || built !== subjects) {
    byName = index(subjects);
    built = subjects;
  }
  const roles = byName.get(nameKey(person.name));
  const own = person.passages.map((p) => p.ref);
  if (!roles) return own.slice(0, limit);
  const keys = (list: Subject[]) => list.map((s) => s.key![0]).sort((a, b) => order(a) - order(b));
  const books = new Set([...roles.lead, ...roles.part].map((s) => spanOf(s.passages[0].ref)?.osis));
  const out: string[] = [];
  for (const ref of [...keys(roles.lead), ...keys(roles.part), ...own.filter((r) => books.has(spanOf(r)?.osis))]) {
    if (out.length >= limit) break;
    if (!out.includes(ref)) out.push(ref);
  }
  return out.length ? out : own.slice(0, limit);
}
