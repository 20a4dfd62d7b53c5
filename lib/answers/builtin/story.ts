import "server-only";
import {
  STORY_ALSO_TOLD,
  STORY_INVITATION,
  STORY_READ_MORE,
  STORY_RECALLED,
  STORY_TOLD,
} from "../../../content/story-answers.ts";
import { bookByOsis, getPassage, type Passage, type Subject } from "../../scripture/index.ts";
import { foldAccents } from "../../scripture/normalize.ts";
import { SUBJECTS, spanOf } from "../../scripture/subjects/index.ts";
import { plain } from "../text.ts";
import { quotePassage, type Quoted } from "./quotes.ts";

// A story's answer: told briefly (its summary), then its narrative in the Bible's words — the part the
// question is about, or the opening — with the verses at its heart, how the other Gospels (or
// Chronicles) tell the same moment, and where to read all of it.

/** Verses of the narrative quoted around the part asked about. */
const PART_VERSES = 6;
/** A narrative this short is quoted whole: its opening says why, its end what came of it (Babel, Caná). */
const WHOLE_STORY_VERSES = 12;
/** Verses quoted of a letter or psalm that looks back on the story. */
const RECALLED_VERSES = 4;
/** Key verses quoted besides the part, when it does not hold them already. */
const MAX_KEYS = 2;
/** Other books' accounts of the same event, each quoted a few verses around the same moment. */
const MAX_PARALLELS = 2;
const PARALLEL_VERSES = 3;
/** Citations an answer's first lines hold: a story told in one book fills the ones left with its moments. */
const CITED_FIRST = 5;
/** Verses quoted around each moment of the story its summary tells. */
const MOMENT_VERSES = 3;
/** A word in more than one verse in this many of a narrative does not tell one of its moments. */
const COMMON_IN_NARRATIVE = 4;

/**
 * The moments a story's summary tells, in its order ("lo echaron al mar", "un gran pez lo tragó"), each
 * found in the narrative as the verse not quoted yet that shares most of its words; a short stretch
 * from the verse before it. A question that asks for the whole story ("¿qué pasó con Jonás?") is
 * answered with the part people remember, not only the opening and a key verse.
 */
function moments(narrative: Passage[], summary: string, shown: Set<string>, budget: number, after: number): Passage[] {
  const out: Passage[] = [];
  const clauses = summary.split(/[.;,:]\s+|\s+y\s+/).filter((c) => stems(c).size >= 2);
  // A word in many of the narrative's verses (its people's names, "Jehová") tells no moment apart.
  const verseStems = narrative.flatMap((p) => p.verses.map((v, i) => ({ p, i, stems: stems(v.text) })));
  const df = new Map<string, number>();
  for (const { stems: vs } of verseStems) for (const w of vs) df.set(w, (df.get(w) ?? 0) + 1);
  const telling = (w: string) => (df.get(w) ?? 0) * COMMON_IN_NARRATIVE <= verseStems.length;
  for (const clause of clauses) {
    if (out.length >= budget) break;
    const wanted = new Set([...stems(clause)].filter(telling));
    let best: { p: Passage; i: number; n: number; size: number } | null = null;
    // A moment the verses already quoted tell as well as any other verse is told: it takes no place
    // ("Dios mandó a Jonás a Nínive… huyó en un barco" is the opening already quoted, so the budget
    // goes to "lo echaron al mar", Jonás 1:15).
    let told = 0;
    for (const { p, i, stems: vs } of verseStems) {
      let n = 0;
      for (const w of vs) if (wanted.has(w)) n += Math.log(1 + verseStems.length / df.get(w)!);
      if (shown.has(verseKey(p.verses[i]))) {
        told = Math.max(told, n);
        continue;
      }
      // After the part asked about, so the answer still opens with it ("la mujer que quedó hecha sal").
      if (versePosition(p.verses[i]) <= after) continue;
      // Of verses that hold the moment's words alike, the shortest says it most plainly ("y echáronlo á
      // la mar", not "echaron suertes").
      if (n > 0 && (!best || n > best.n || (n === best.n && vs.size < best.size))) best = { p, i, n, size: vs.size };
    }
    if (!best || told > best.n) continue;
    const { p, i } = best as { p: Passage; i: number; n: number; size: number };
    let start = Math.max(0, Math.min(i - 1, p.verses.length - MOMENT_VERSES));
    while (start < i && shown.has(verseKey(p.verses[start]))) start++;
    let count = 0;
    while (count < MOMENT_VERSES && start + count < p.verses.length && !shown.has(verseKey(p.verses[start + count])))
      count++;
    const m = slice(p, start, count);
    m.verses.forEach((v) => shown.add(verseKey(v)));
    out.push(m);
  }
  return out;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

const bookOf = (p: Passage) => bookByOsis(p.verses[0]?.osis ?? "");
const verseKey = (v: { osis: string; chapter: number; verse: number }) => `${v.osis} ${v.chapter}:${v.verse}`;
/** Canon order, so quotes from one book read in the order the story runs. */
const versePosition = (v: { osis: string; chapter: number; verse: number }) =>
  (bookByOsis(v.osis)?.order ?? 0) * 1e6 + v.chapter * 1e3 + v.verse;
const position = (p: Passage) => versePosition(p.verses[0]);

function slice(p: Passage, start: number, count: number): Passage {
  const verses = p.verses.slice(start, start + count);
  const a = verses[0];
  const b = verses[verses.length - 1];
  const name = bookOf(p)?.name ?? "";
  const reference =
    verses.length === 1
      ? `${name} ${a.chapter}:${a.verse}`
      : a.chapter === b.chapter
        ? `${name} ${a.chapter}:${a.verse}-${b.verse}`
        : `${name} ${a.chapter}:${a.verse}-${b.chapter}:${b.verse}`;
  return { reference, verses, text: verses.map((v) => v.text).join(" ") };
}

const stems = (text: string) =>
  new Set((foldAccents(text).match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 4).map((w) => w.slice(0, 5)));

/**
 * The `count` verses of a narrative around the verse that shares most of `words` (rarer words within
 * the narrative count more), from `lead` verses before it; the opening when no verse shares any. Read
 * off the verses already loaded: a narrative is a few dozen verses, and an answer must stay fast.
 */
function around(p: Passage, words: string, count: number, lead: number): Passage {
  if (p.verses.length <= count) return p;
  const wanted = stems(words);
  const verseStems = p.verses.map((v) => stems(v.text));
  const df = new Map<string, number>();
  for (const vs of verseStems) for (const w of vs) if (wanted.has(w)) df.set(w, (df.get(w) ?? 0) + 1);
  let at = 0;
  let best = 0;
  verseStems.forEach((vs, i) => {
    let score = 0;
    for (const w of vs) if (wanted.has(w)) score += Math.log(1 + p.verses.length / df.get(w)!);
    if (score > best) {
      best = score;
      at = i;
    }
  });
  const start = Math.max(0, Math.min(at - lead, p.verses.length - count));
  return slice(p, start, count);
}

// Accounts of one event are told by the same kind of book: the Gospels (and Acts) among themselves,
// the histories of Israel among themselves. An epistle that recalls the story (Hebreos 11:4 on Abel)
// comments on it; it is not another account of it.
const GOSPELS = new Set(["Matt", "Mark", "Luke", "John", "Acts", "1Cor"]);
const HISTORIES = new Set([
  "Gen",
  "Exod",
  "Num",
  "Deut",
  "Josh",
  "Judg",
  "Ruth",
  "1Sam",
  "2Sam",
  "1Kgs",
  "2Kgs",
  "1Chr",
  "2Chr",
  "Ezra",
  "Neh",
  "Esth",
  "Isa",
  "Jer",
]);
function sameKindOfAccount(a: string, b: string): boolean {
  return (GOSPELS.has(a) && GOSPELS.has(b)) || (HISTORIES.has(a) && HISTORIES.has(b));
}

const loaded = async (refs: string[]) =>
  (await Promise.all(refs.map((r) => getPassage(r)))).filter((p): p is Passage => p !== null);

/** "¿Cómo terminó?", "¿qué pasó después?", "al final": the question asks how the person's story ends. */
const ASKS_THE_END =
  /\b(?:como|en que|donde) (?:termin|acab)\w*|\bal final\b|\bque (?:paso|fue de el|fue de ella) (?:despues|luego|al final)\b|\bcomo le fue\b/;
/** Key verses quoted of the story that ends the person's account. */
const MAX_END_KEYS = 2;

/**
 * The last story of the same person in the same book, after this one (José sold by his brothers ends
 * with José forgiving them, Génesis 45 and 50): the stories are read off the index by who takes part.
 */
function endingStory(subject: Subject): Subject | null {
  const person = subject.who?.[0]?.split("/")[0];
  const start = spanOf(subject.passages[0].ref);
  if (!person || !start) return null;
  const at = (x: Subject) => {
    const span = spanOf(x.passages[0].ref);
    return span && span.osis === start.osis ? span.chapter * 1000 + (span.verse ?? 0) : -1;
  };
  const here = at(subject);
  let last: Subject | null = null;
  for (const x of SUBJECTS) {
    if (x.kind !== "story" || x.source !== "curated" || x === subject) continue;
    // The person's own story: they come first among those who take part.
    if (!(x.who?.[0] ?? "").split("/").includes(person)) continue;
    if (at(x) > here && (!last || at(x) > at(last))) last = x;
  }
  return last;
}

/** Writes the answer for a story the question is about. */
export async function storyAnswer(subject: Subject, question: string): Promise<string> {
  const [main, ...others] = await loaded(subject.passages.map((p) => p.ref));
  const out = [`### ${subject.name}`];
  if (subject.summary) out.push("", subject.summary);
  if (!main) {
    out.push("", STORY_INVITATION);
    return out.join("\n");
  }
  const mainBook = main.verses[0].osis;
  // The part asked about may lie in the narrative's continuation ("¿cuántos días llovió en el diluvio?"
  // is Génesis 7, after the ark is built in Génesis 6): the passage of the same book whose verse holds
  // most of the question's words, the opening passage when none holds more.
  const wanted = stems(question);
  const reach = (p: Passage) =>
    Math.max(0, ...p.verses.map((v) => [...stems(v.text)].filter((w) => wanted.has(w)).length));
  let askedPart = main;
  let most = reach(main);
  for (const p of others) {
    if (p.verses[0].osis !== mainBook) continue;
    const n = reach(p);
    if (n > most) {
      askedPart = p;
      most = n;
    }
  }
  const part = askedPart.verses.length <= WHOLE_STORY_VERSES ? askedPart : around(askedPart, question, PART_VERSES, 2);
  const shown = new Set(part.verses.map(verseKey));
  const allKeys = await loaded(subject.key ?? []);
  const keys: Passage[] = [];
  for (const k of allKeys.filter((k) => k.verses[0].osis === mainBook)) {
    if (keys.length >= MAX_KEYS) break;
    // Only the verses not quoted yet, so no verse is shown twice.
    const first = k.verses.findIndex((v) => !shown.has(verseKey(v)));
    if (first < 0) continue;
    let end = first;
    while (end + 1 < k.verses.length && !shown.has(verseKey(k.verses[end + 1]))) end++;
    const rest = first === 0 && end === k.verses.length - 1 ? k : slice(k, first, end - first + 1);
    rest.verses.forEach((v) => shown.add(verseKey(v)));
    keys.push(rest);
  }
  const parallelCount = Math.min(
    MAX_PARALLELS,
    others.filter((p) => p.verses[0].osis !== mainBook && sameKindOfAccount(p.verses[0].osis, mainBook)).length,
  );
  const recalls = others.some((p) => p.verses[0].osis !== mainBook && !sameKindOfAccount(p.verses[0].osis, mainBook));
  // Asked how it ends, the key verses of the story that ends the person's account are told too.
  const ending = ASKS_THE_END.test(plain(question)) ? endingStory(subject) : null;
  const endKeys = ending
    ? (await loaded((ending.key ?? [ending.passages[0].ref]).slice(0, MAX_END_KEYS))).filter((k) =>
        k.verses.every((v) => !shown.has(verseKey(v))),
      )
    : [];
  endKeys.forEach((k) => k.verses.forEach((v) => shown.add(verseKey(v))));
  const budget = CITED_FIRST - 1 - keys.length - endKeys.length - parallelCount - (recalls ? 1 : 0);
  const narrative = [main, ...others.filter((p) => p.verses[0].osis === mainBook)];
  const momentsTold =
    budget > 0 && subject.summary ? moments(narrative, subject.summary, shown, budget, position(part)) : [];
  // Told in order: the part asked about, the key verses and the moments of the same book as they run.
  const told = [part, ...keys, ...momentsTold, ...endKeys].sort((a, b) => position(a) - position(b));
  out.push(
    "",
    STORY_TOLD,
    "",
    told.map((p) => quotePassage(p, bookOf(p)?.name, WHOLE_STORY_VERSES).markdown).join("\n\n"),
  );

  // Another book telling the same event (Mateo and Lucas beside Marcos, Crónicas beside Samuel): the
  // same moment in its words, found with the words of the moment quoted above.
  const moment = (keys[0] ?? part).text;
  // Of several accounts, those that share most of the question's words ("palmas" is John's detail).
  const asked = stems(question);
  const shared = (p: Passage) => [...stems(p.text)].filter((w) => asked.has(w)).length;
  const parallels = others
    .filter((p) => p.verses[0].osis !== mainBook && sameKindOfAccount(p.verses[0].osis, mainBook))
    .map((p, i) => ({ p, i, n: shared(p) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, MAX_PARALLELS)
    .map((x) => x.p);
  for (const p of parallels) {
    // A key verse written for this account is its moment; else the verses that say what was quoted above.
    const inside = new Set(p.verses.map(verseKey));
    const key = allKeys.find((k) => k.verses.every((v) => inside.has(verseKey(v))));
    const quoted: Quoted = quotePassage(key ?? around(p, moment, PARALLEL_VERSES, 1), bookOf(p)?.name, PARALLEL_VERSES);
    out.push("", fill(STORY_ALSO_TOLD, { book: bookOf(p)?.name ?? "" }), "", quoted.markdown);
  }
  // A letter or psalm that looks back on the story says what it means (Hebreos 11:5 on Enoc, Salmos 51
  // on David and Betsabé): the first of them is quoted after the accounts.
  const recalled = others.find((p) => p.verses[0].osis !== mainBook && !sameKindOfAccount(p.verses[0].osis, mainBook));
  if (recalled) {
    const quoted = quotePassage(recalled, bookOf(recalled)?.name, RECALLED_VERSES);
    out.push("", fill(STORY_RECALLED, { book: bookOf(recalled)?.name ?? "" }), "", quoted.markdown);
  }
  // The rest of the narrative: the main passage (unless all of it is quoted) and its continuation.
  const rest = [main, ...others.filter((p) => p.verses[0].osis === mainBook)]
    .filter((p) => p.verses.some((v) => !shown.has(verseKey(v))))
    .map((p) => p.reference);
  if (rest.length) {
    const refs = rest.length > 1 ? `${rest.slice(0, -1).join(", ")} y ${rest.at(-1)}` : rest[0];
    out.push("", fill(STORY_READ_MORE, { refs }));
  }
  out.push("", STORY_INVITATION);
  return out.join("\n");
}
