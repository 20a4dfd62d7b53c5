// The events of a person's life, found as events and not as the person's profile: "¿cómo murió
// Sansón?" is Jueces 16, "¿por qué huyó Moisés de Egipto?" Éxodo 2, "¿quién fue la esposa de Isaac?"
// Génesis 24. Nave's Topical Bible lists a person's life under headings ("Death of", "Call of",
// "Flees to Midian", "Marriage of", "Children of"); data/subjects/life.json keeps those headings with
// their references in this Bible's numbering (scripts/build-subjects.ts). A question that names a
// person and an event of a life (to die, be born, be called, flee, sin, win, marry, be converted…)
// is answered with the passages of the heading that tells that event, for that person — no event is
// listed by hand.
import "server-only";
import lifeData from "../../../data/subjects/life.json";
import { bookByOsis } from "../books.ts";
import { foldAccents } from "../normalize.ts";
import { chapterVerses } from "../reader/chapter-text.ts";
import { NAMESAKE_WORDS } from "../../../content/namesakes.ts";
import { LIFE_EVENT_TOLD_IN as TOLD_IN } from "../../../content/story-answers.ts";
import { editDistance } from "../../edit-distance.ts";
import { spellingKey } from "./people.ts";
import { refVerseIds, spanOf } from "./spans.ts";
import type { Subject } from "./types.ts";

/** Person id → [heading, ...references], in Nave's order. */
const LIFE = lifeData as unknown as Record<string, string[][]>;

/** Nave's headings of a person's life, each with its references. */
export function lifeSections(id: string): { heading: string; refs: string[] }[] {
  return (LIFE[id] ?? []).map(([heading, ...refs]) => ({ heading, refs }));
}

/**
 * An event of a life: how a question asks about it (accent-free, lower case) and how Nave's heads it.
 * `name` is the event as a Spanish title, with {who} for the person.
 */
interface LifeEvent {
  id: string;
  asked: RegExp;
  heading: RegExp;
  name: string;
  /** An event a life has once (a death, a birth): Nave's headings that seem to tell more are others'. */
  once?: boolean;
}

export const LIFE_EVENTS: LifeEvent[] = [
  {
    id: "muerte",
    asked:
      /\b(muri[oa]|murieron|muere|morir|muerte|fallec\w*|lo mataron|la mataron|le mataron|mat(o|aron) a|ejecutaron|decapit\w*|apedrearon)\b/,
    heading: /\b(death|died|dies|slain|killed|burial|buried|executed|beheaded|stoned|suicide|murdered|assassinated)\b/i,
    name: "La muerte de {who}",
    once: true,
  },
  {
    id: "nacimiento",
    asked: /\b(naci[oa]|nacimiento|nace|nacer)\b/,
    heading: /\b(birth|born|nativity)\b/i,
    name: "El nacimiento de {who}",
    once: true,
  },
  {
    id: "llamamiento",
    asked: /\b(llamamiento|vocacion|(lo|la|le|los) llamo|llamo a|llamado (de|a))\b/,
    heading: /\b(call|called|calling|commissioned|commission)\b/i,
    name: "El llamamiento de {who}",
  },
  {
    id: "conversion",
    asked: /\b(convirti[oe]\w*|conversion|convertido|convertirse)\b/,
    heading: /\bconver(sion|ted)\b/i,
    name: "La conversión de {who}",
  },
  {
    id: "huida",
    asked: /\b(huy[oe]\w*|huir|huida|escap[oa]\w*)\b/,
    heading: /\b(flee|flees|fled|flight|escape|escapes)\b/i,
    name: "La huida de {who}",
  },
  {
    id: "pecado",
    asked: /\b(peco|pecaron|pecado|caida|cayo en)\b/,
    heading: /\b(sin|sins|sinned|fall|transgression|disobedience|adultery|idolatry|rebellion|presumption)\b/i,
    name: "El pecado de {who}",
  },
  {
    id: "victoria",
    asked: /\b(venci[oa]\w*|vencer|victoria|derrot\w*|conquist\w*)\b/,
    heading: /\b(defeat\w*|victor\w*|conquer\w*|smites|overcomes|overthrows|routs)\b/i,
    name: "La victoria de {who}",
  },
  {
    id: "matrimonio",
    asked: /\b((esposa|esposo|marido) de|se caso|casamiento)\b/,
    heading: /\b(marri\w*|wife|wives|husband)\b/i,
    name: "El matrimonio de {who}",
  },
  {
    id: "hijos",
    asked: /\b(hijos|hijas) de\b/,
    heading: /\b(children|sons|daughters)\b/i,
    name: "Los hijos de {who}",
  },
  {
    id: "padres",
    asked: /\b(papa|padre|mama|madre|papas|padres|papi|mami) de\b/,
    heading: /\b(parents|parentage|father|mother|son of|daughter of)\b/i,
    name: "Los padres de {who}",
  },
  {
    id: "uncion",
    asked: /\b(ungi\w*|uncion)\b/,
    heading: /\banoint\w*/i,
    name: "La unción de {who}",
  },
  {
    id: "tentacion",
    asked: /\b(tent[oa]ron|tentacion|tentado)\b/,
    heading: /\btempt\w*/i,
    name: "La tentación de {who}",
  },
  {
    id: "negacion",
    asked: /\b(nego|negacion|nego a)\b/,
    heading: /\bden(ies|ial|ied)\b/i,
    name: "La negación de {who}",
  },
  {
    id: "traicion",
    asked: /\b(traicion\w*|traiciono|entrego a)\b/,
    heading: /\bbetray\w*/i,
    name: "La traición de {who}",
  },
];

const plain = (s: string) =>
  foldAccents(s)
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The events of a life the question asks about, with where their words stand in it. */
export function lifeEventsAsked(question: string): { event: LifeEvent; at: number; of: boolean }[] {
  const q = plain(question);
  const out: { event: LifeEvent; at: number; of: boolean }[] = [];
  for (const event of LIFE_EVENTS) {
    const m = event.asked.exec(q);
    // "¿Por qué Elías no murió?" asks why an event did not happen: not for its passage.
    if (m && /\bno $/.test(q.slice(0, m.index))) continue;
    // "la esposa de Isaac", "los hijos de Aarón", "mataron a Esteban": the person is the one named after.
    if (m) out.push({ event, at: m.index, of: / (de|a)$/.test(m[0]) });
  }
  return out;
}

/** Events of kinship: who someone's children, parents or spouse were. */
const KIN_EVENTS = new Set(["hijos", "padres", "matrimonio"]);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** Verses shown around an event's first passage when Nave's cites a verse or two: the narrative around it. */
const BEFORE = 4;
const AFTER = 2;
const SHORT = 3;

/** A short reference widened to the verses of its chapter around it; longer ones as they are. */
function narrativeAround(ref: string): string {
  const span = spanOf(ref);
  const book = span ? bookByOsis(span.osis) : undefined;
  if (!span || !book || span.verse === undefined || span.endChapter !== span.chapter) return ref;
  const end = span.endVerse ?? span.verse;
  if (end - span.verse + 1 > SHORT) return ref;
  const last = chapterVerses(span.osis, span.chapter).at(-1)?.verse ?? end;
  const from = Math.max(1, span.verse - BEFORE);
  const to = Math.min(last, end + AFTER);
  return from === to ? ref : `${book.name} ${span.chapter}:${from}-${to}`;
}

/** Namesakes' numbers and groups ("4. One of the twelve apostles / Call of") are not the event. */
const lastPart = (heading: string) =>
  heading
    .split(" / ")
    .at(-1)!
    .replace(/^\d+\.\s*/, "");

/** Words of a heading's clause before the event's word that still make it the person's own event. */
const OWN_WITHIN = 4;
const KIN =
  /^(sons?|daughters?|wife|wives|children|father|mother|brothers?|sisters?|family|descendants|house|household|servants?|army|people|bod(y|ies)) of\b/i;

/**
 * How surely a heading tells the event of the person's own life, or -1 when it tells another's: the
 * event's word opens one of its clauses ("Death of", "Takes the life of an Egyptian; flees from Egypt",
 * "Gives birth to Isaac"), not deep in it ("Forbidden to mourn the death of his son") nor as what
 * befell others ("Esau and Jacob born to").
 */
function ownness(heading: string, event: LifeEvent): number {
  const h = lastPart(heading);
  let best = -1;
  // "Sons of, murdered", "Wife of, estranged": what befell the person's family, not the person.
  const kin = KIN.exec(h);
  if (kin && !event.heading.test(kin[1])) return -1;
  for (const clause of h.split(/[;:]/)) {
    const words = clause.trim().split(/\s+/);
    const i = words.findIndex((w) => event.heading.test(w));
    if (i < 0 || i >= OWN_WITHIN || (/^born$/i.test(words[i]) && /^to$/i.test(words[i + 1] ?? ""))) continue;
    // "Foretells the death of Ahaziah": the event of someone named after it ("Death and burial of" is theirs).
    if (/^(and \w+ )?of \S/i.test(words.slice(i + 1).join(" "))) continue;
    best = Math.max(best, 2 - i / 10 - h.length / 1000);
  }
  return best;
}

// Which namesake the question's other words describe (content/namesakes.ts): a Spanish word of
// the question against the English of Nave's titles, both as whole words.
const DESCRIBES: [RegExp, RegExp][] = NAMESAKE_WORDS.map(({ es, en }) => [
  new RegExp(`^(${es.join("|")})$`),
  new RegExp(`\\b(${en.join("|")})\\b`, "i"),
]);

interface Group {
  title: string;
  sections: { heading: string; refs: string[] }[];
}

/** A person's sections by namesake: a numbered heading opens one, the unnumbered ones after it follow it. */
function namesakes(id: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  for (const s of lifeSections(id)) {
    const m = /^(\d+)\.\s*([^/]*)/.exec(s.heading);
    if (m) {
      const title = m[2].trim();
      if (!current || current.title !== title) {
        current = { title, sections: [] };
        groups.push(current);
      }
    }
    current?.sections.push(s);
  }
  return groups.length >= 2 ? groups : [];
}

/** Shorter words are too often words of both languages ("son", "man") to be read as names. */
const NAME_MIN = 5;

/** Share of the name's verses that makes a namesake the one the name means by itself. */
const DOMINANT = 0.8;

/** Title words count more than the headings of the namesake's life. */
const TITLE_WEIGHT = 2;

/** The namesake the question's other words describe, if they single one out. */
export function namesakeOf(person: Subject, question: string): Group | null {
  const groups = namesakes(person.id);
  if (!groups.length) return null;
  // The person's own name is no description (its aliases may be: "felipe el apóstol").
  const own = new Set(
    plain(person.name)
      .split(" ")
      .filter((w) => !DESCRIBES.some(([es]) => es.test(w))),
  );
  const said = plain(question)
    .split(" ")
    .filter((w) => !own.has(w));
  const wanted = DESCRIBES.filter(([es]) => said.some((w) => es.test(w))).map(([, en]) => en);
  // Names of places and people are written alike in both languages ("Simón de Cirene": "A man from the
  // city of Cyrene"; "Herodes Agripa": "Herod Agrippa I"): a word of the question spelt as a word of
  // a namesake's title describes that namesake.
  for (const w of said) {
    if (w.length < NAME_MIN || DESCRIBES.some(([es]) => es.test(w))) continue;
    const key = spellingKey(w);
    const spelt = (en: string) => en.length >= NAME_MIN && editDistance(key, spellingKey(en), 1) <= 1;
    const titles = groups.flatMap((g) => g.title.toLowerCase().match(/[a-z]+/g) ?? []);
    const hit = titles.find(spelt);
    if (hit) wanted.push(new RegExp(`\\b${hit}\\b`, "i"));
  }
  if (!wanted.length) return null;
  // A title that opens with what was said ("The mother of Jesus") before one that says it further on
  // ("Sister of Mary the mother of Jesus").
  const scored = groups.map((g) => ({
    g,
    score:
      wanted.reduce(
        (sum, en) => sum + (en.test(g.title) ? TITLE_WEIGHT : g.sections.some((s) => en.test(s.heading)) ? 1 : 0),
        0,
      ) -
      Math.min(...wanted.map((en) => en.exec(g.title)?.index ?? 100)) / 1000,
  }));
  scored.sort((a, b) => b.score - a.score);
  if (scored[0].score < 1 || scored[0].score === scored[1].score) return null;
  return scored[0].g;
}

export interface LifeEventMatch {
  /** The event as a story: its name, and its passages (the narrative first). */
  subject: Subject;
  person: Subject;
  event: string;
  /** The references Nave's gives under the heading, as given. */
  refs: string[];
  /** How many headings of the life tell such an event: one death, but many victories. */
  headings: number;
}

/**
 * The passages of the event a question asks about in the life of one of the named people (`persons`,
 * with where their name stands in the question, best first): the person whose name stands nearest
 * the event's words, among those whose life Nave's heads with that event.
 */
export function lifeEvent(question: string, persons: { subject: Subject; at: number }[]): LifeEventMatch | null {
  const asked = lifeEventsAsked(question);
  if (!asked.length || !persons.length) return null;
  let best: { match: LifeEventMatch; distance: number } | null = null;
  for (const { event, at, of } of asked) {
    // The event is of the person named nearest its words: "¿cómo murió Sansón con los filisteos?" asks
    // for Sansón's death even when only the Philistines' headings tell a death.
    const near = Math.min(...persons.filter((p) => !of || p.at >= at).map((p) => Math.abs(p.at - at)));
    for (const p of persons) {
      if (of && p.at < at) continue;
      if (Math.abs(p.at - at) > near) continue;
      const ranked = (namesakeOf(p.subject, question)?.sections ?? lifeSections(p.subject.id))
        .map((s) => ({ ...s, own: ownness(s.heading, event) }))
        .filter((s) => s.own >= 0)
        .sort((a, b) => b.own - a.own);
      if (!ranked.length) continue;
      const refs = [...new Set((event.once ? ranked.slice(0, 1) : ranked).flatMap((s) => s.refs))];
      const distance = Math.abs(p.at - at);
      if (best && best.distance <= distance) continue;
      const who = p.subject.name;
      // Kin are read in the verse that names them (a genealogy is no narrative to widen).
      const first = KIN_EVENTS.has(event.id) ? refs[0] : narrativeAround(refs[0]);
      const passages = [first, ...refs.slice(first === refs[0] ? 1 : 0)];
      // The whole chapter of a short passage, for reading all of it.
      const span = spanOf(refs[0]);
      const book = span ? bookByOsis(span.osis) : undefined;
      if (span && book && refVerseIds(first).length <= SHORT) passages.push(`${book.name} ${span.chapter}`);
      const name = event.name.replace("{who}", who);
      const subject: Subject = {
        id: `${p.subject.id}-${event.id}`,
        name,
        kind: "story",
        summary: fill(TOLD_IN, { event: name.charAt(0).toLowerCase() + name.slice(1), ref: passages[0] }),
        aliases: [],
        passages: [...new Set(passages)].map((ref, i) => ({ ref, weight: Math.max(0.1, 1 - i * 0.05) })),
        who: [plain(who)],
        source: "naves",
      };
      best = {
        match: { subject, person: p.subject, event: event.id, refs, headings: event.once ? 1 : ranked.length },
        distance,
      };
    }
  }
  return best?.match ?? null;
}

/** Words that are also names in Nave's (Dan, Gad) but in a question are ordinary Spanish. */
const NOT_NAMES = new Set(
  "dan era son ser ver fue con los las una uno mas sal paz rey ley don gran mar vida".split(" "),
);
const TITLES = /^(el|la|los|las|rey|reina|profeta|apostol|san|santo|santa|sacerdote|juez)\s+/;

let nameIndex: { names: [string, Subject][]; built: readonly Subject[] } | null = null;

/**
 * The people a question names, with where (the character where the name starts), each person once:
 * people whose life Nave's tells, found by their names and aliases as whole words; the longer name
 * first ("juan el bautista" before "juan"), and among namesakes the one with the longer life first.
 */
export function personsNamed(question: string, subjects: readonly Subject[]): { subject: Subject; at: number }[] {
  if (!nameIndex || nameIndex.built !== subjects) {
    const names: [string, Subject][] = [];
    for (const s of subjects) {
      if (s.kind !== "person" || !LIFE[s.id]) continue;
      // "José, hijo de Jacob" is also "José": the namesakes of his life (Nave's) tell the others apart.
      const bare = s.name.includes(",") ? [s.name.split(",")[0]] : [];
      for (const n of new Set([s.name, ...s.aliases, ...bare].map(plain))) {
        if (n.length >= 3 && !NOT_NAMES.has(n)) names.push([n, s]);
        const bare = n.replace(TITLES, "");
        if (bare !== n && bare.length >= 3 && !NOT_NAMES.has(bare)) names.push([bare, s]);
      }
    }
    names.sort((a, b) => b[0].length - a[0].length || (LIFE[b[1].id]?.length ?? 0) - (LIFE[a[1].id]?.length ?? 0));
    nameIndex = { names, built: subjects };
  }
  const q = ` ${plain(question)} `;
  const taken: [number, number][] = [];
  const out: { subject: Subject; at: number }[] = [];
  for (const [name, subject] of nameIndex.names) {
    let from = 0;
    for (;;) {
      const i = q.indexOf(` ${name} `, from);
      if (i < 0) break;
      from = i + 1;
      const start = i;
      const end = i + name.length;
      // Inside a longer name already found ("juan" in "juan el bautista") counts only for namesakes of that name.
      const inside = taken.find(([a, b]) => start >= a && end <= b);
      if (inside && !(inside[0] === start && inside[1] === end)) continue;
      if (out.some((o) => o.subject.id === subject.id)) continue;
      taken.push([start, end]);
      out.push({ subject, at: start });
    }
  }
  return out;
}

/**
 * The one of several people of a name that the question describes ("¿quién fue Felipe el apóstol?"),
 * as a person of their own: their name and Nave's passages of that namesake alone, in Nave's order.
 */
export function namesake(
  question: string,
  persons: { subject: Subject; at: number }[],
): { person: Subject; subject: Subject } | null {
  for (const p of persons) {
    const g = namesakeOf(p.subject, question);
    if (!g) continue;
    const refs = [...new Set(g.sections.flatMap((s) => s.refs))];
    if (!refs.length) continue;
    // A namesake who holds nearly all of the name's passages (Elías the Tishbite) is the one the name's
    // profile is about already: their stories (only theirs) make the profile. A namesake among others
    // of a like size (the two Felipes, the Jacobos) is told by Nave's passages of them, in Nave's order.
    const size = (x: Group) =>
      x.sections.reduce((n, s) => n + s.refs.reduce((m, r) => m + refVerseIds(r).length, 0), 0);
    const total = namesakes(p.subject.id).reduce((n, x) => n + size(x), 0);
    const main = size(g) >= DOMINANT * total;
    return {
      person: p.subject,
      subject: {
        ...p.subject,
        // "José, hijo de Jacob" describes one of the name: another namesake is "José", without the
        // words written for the first.
        name: main ? p.subject.name : p.subject.name.split(",")[0],
        phrase: main ? p.subject.phrase : undefined,
        summary: main ? p.subject.summary : undefined,
        id: `${p.subject.id}-${plain(g.title).split(" ").slice(0, 4).join("-")}`,
        passages: refs.map((ref, i) => ({ ref, weight: Math.max(0.1, 1 - i * 0.05) })),
        namesake: true,
        source: main ? p.subject.source : "curated",
      },
    };
  }
  return null;
}
