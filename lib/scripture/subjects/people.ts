// A person's profile passages: who they were, the key moments of their life in order, and how the rest
// of the Bible remembers them — passages that name the person, not a loose topic. Nave's lists every
// verse that names someone, in the order of the Bible and with namesakes mixed in (Nave's "Enoc" opens
// with Cain's son); the stories of data/subjects/events.json say which moments make the person's life.
import "server-only";
import { bookByOsis } from "../books.ts";
import { foldAccents } from "../normalize.ts";
import { chapterVerses } from "../reader/chapter-text.ts";
import { biblePosition, distinctPassages, spanOf, verseIdsOf } from "./spans.ts";
import type { Subject } from "./types.ts";

interface Roles {
  lead: Subject[];
  part: Subject[];
}

let byName: Map<string, Roles> | null = null;
let known: Map<string, number> | null = null;
let built: readonly Subject[] | null = null;

const nameKey = (s: string) =>
  foldAccents(s)
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A name as it sounds, so that the way people type it meets RV1909's spelling: "Enoc" is "Henoch",
 * "Matías" "Matthías", "Felipe" "Philipo" (h before a vowel at the start, ph, th, ch, y, doubled letters).
 */
export function spellingKey(word: string): string {
  return foldAccents(word)
    .replace(/ph/g, "f")
    .replace(/th/g, "t")
    .replace(/ch(?=[ei])/g, "qu")
    .replace(/ch/g, "c")
    .replace(/^h(?=[aeiou])/, "")
    .replace(/y/g, "i")
    .replace(/z/g, "s")
    .replace(/(.)\1/g, "$1");
}

function index(subjects: readonly Subject[]): void {
  byName = new Map();
  known = new Map();
  for (const s of subjects) {
    if (s.source !== "naves" && s.kind !== "book")
      for (const p of s.passages) {
        const span = spanOf(p.ref);
        if (span) for (const id of new Set(verseIdsOf(span))) known.set(id, (known.get(id) ?? 0) + 1);
      }
    if (s.kind !== "story" || !s.who?.length || !s.key?.length) continue;
    s.who.forEach((p, i) => {
      for (const name of p.split("/").map(nameKey)) {
        const roles = byName!.get(name) ?? { lead: [], part: [] };
        (i === 0 ? roles.lead : roles.part).push(s);
        byName!.set(name, roles);
      }
    });
  }
  built = subjects;
}

/** Position in the Bible, to tell a life in its order. */
const order = biblePosition;

/** Old or New Testament: Malaquías is the 39th book. */
const testament = (ref: string) => ((bookByOsis(spanOf(ref)?.osis ?? "")?.order ?? 0) <= 39 ? "ot" : "nt");

interface Verse {
  osis: string;
  chapter: number;
  verse: number;
  text: string;
}

/** The verses of a stored reference, read off the text (at most `max`, a whole chapter is long). */
function versesOf(ref: string, max = 60): Verse[] {
  const span = spanOf(ref);
  if (!span) return [];
  const out: Verse[] = [];
  for (let c = span.chapter; c <= span.endChapter && out.length < max; c++) {
    for (const v of chapterVerses(span.osis, c)) {
      if (c === span.chapter && span.verse !== undefined && v.verse < span.verse) continue;
      if (c === span.endChapter && span.endVerse !== undefined && v.verse > span.endVerse) break;
      out.push(v);
      if (out.length >= max) break;
    }
  }
  return out;
}

const refOf = (v: Verse, through?: Verse) => {
  const name = bookByOsis(v.osis)?.name ?? v.osis;
  return through && through.verse > v.verse && through.chapter === v.chapter
    ? `${name} ${v.chapter}:${v.verse}-${through.verse}`
    : `${name} ${v.chapter}:${v.verse}`;
};

// Lists of names (Nave's sends every genealogy that names someone): a name there says who begat whom,
// not who the person was.
const GENEALOGY = new Set([
  "1Chr 1",
  "1Chr 2",
  "1Chr 3",
  "1Chr 4",
  "1Chr 5",
  "1Chr 6",
  "1Chr 7",
  "1Chr 8",
  "1Chr 9",
  "Matt 1",
  "Luke 3",
]);
const inGenealogy = (ref: string) => {
  const s = spanOf(ref);
  return s ? GENEALOGY.has(`${s.osis} ${s.chapter}`) : false;
};
// Books that look back on the people of the Bible ("Por la fe Henoch fué traspuesto…", "Elías era
// hombre sujeto á semejantes pasiones"): the letters, Hebrews and the Revelation.
const LOOKS_BACK = new Set([
  "Rom",
  "1Cor",
  "2Cor",
  "Gal",
  "Eph",
  "Phil",
  "Col",
  "1Thess",
  "2Thess",
  "1Tim",
  "2Tim",
  "Titus",
  "Phlm",
  "Heb",
  "Jas",
  "1Pet",
  "2Pet",
  "1John",
  "2John",
  "3John",
  "Jude",
  "Rev",
]);

/** Words of a title, not of a name ("el rey Salomón", "el apóstol Pablo"). */
const TITLE = new Set(
  "el la los las rey reina profeta profetisa apostol san santo santa virgen sacerdote juez".split(" "),
);
// A verse of who was born to whom names a namesake as readily as the person (Cain's son Enoc).
const BEGAT = /engendr|\bconcibi|\bpari[oó]\b|\bnaci[oó]\b/i;

/** A person's answer opens with these many passages: who they were, their key moments, how they are remembered. */
const CORE = 5;
/** Key moments among the core: a life with more stories keeps its first, its end and the best known between. */
const MOMENTS = 3;

/**
 * Passages that show who a person of the index was, best first: where they are introduced (the first
 * verse naming them in their first story), the key verse of each story they lead and the verse naming
 * them in each story they take part in (the first, the last, and the best known between, in the order
 * of the Bible), one passage of a letter that looks back on them, then Nave's passages that name them.
 * The person's own passages (Nave's) are searched for the verses that name them.
 */
export function profilePassages(person: Subject, subjects: readonly Subject[], limit: number): string[] {
  const own = person.passages.map((p) => p.ref);
  const profile = profileByName(person.name, person.aliases ?? [], own, limit, subjects, person.namesake);
  if (person.source !== "curated") return profile;
  // A person written by hand keeps the passages a pastor chose, in their order; the profile fills up.
  const pick = distinctPassages(limit);
  [...own, ...profile].forEach(pick.add);
  return pick.out;
}

/** The same for a person known by name only (a person of the stories whom Nave's does not list apart). */
export function profileByName(
  name: string,
  aliases: readonly string[],
  own: string[],
  limit: number,
  subjects: readonly Subject[],
  /** One of several people of the name: only the stories that tell one of `own`'s verses are theirs. */
  namesake = false,
): string[] {
  if (!byName || built !== subjects) index(subjects);
  if (!byName || !known) return own.slice(0, limit);
  const key = nameKey(name);
  const all = byName.get(key) ?? { lead: [], part: [] };
  const ownIds = new Set(own.flatMap((r) => verseIdsOf(spanOf(r)!)));
  const tells = (s: Subject) => s.passages.some((p) => verseIdsOf(spanOf(p.ref)!).some((id) => ownIds.has(id)));
  const roles = namesake ? { lead: all.lead.filter(tells), part: all.part.filter(tells) } : all;
  // The person's name as the verses spell it, and the other names they go by (Abram, Saulo, Cefas).
  const words = new Set(
    [key, ...aliases.map(nameKey)]
      .map((n) => n.split(" ").find((w) => w.length >= 3 && !TITLE.has(w)) ?? "")
      .filter((w) => w.length >= 3)
      .map(spellingKey),
  );
  const says = (v: Verse) => (foldAccents(v.text).match(/[a-z]+/g) ?? []).some((w) => words.has(spellingKey(w)));
  const knownOf = (ref: string) => {
    const span = spanOf(ref);
    return span ? Math.max(0, ...verseIdsOf(span).map((id) => known!.get(id) ?? 0)) : 0;
  };

  // The moment of each story: a story they lead by its key verse; one they take part in by the first
  // verse of its accounts that names them (Nicodemo is in John's burial, not in Matthew's).
  const moments: string[] = [];
  for (const s of roles.lead) {
    // The key verse in the story's own book; else the first verse of its narrative that names them.
    const book = spanOf(s.passages[0].ref)?.osis;
    const key = s.key!.find((k) => spanOf(k)?.osis === book);
    const named = key ? undefined : versesOf(s.passages[0].ref).find(says);
    moments.push(key ?? (named ? refOf(named) : s.key![0]));
  }
  // Stories of others where the person only appears, in books far from their own life (Elías at the
  // transfiguration), remember them rather than tell their life: they come after.
  const leadSides = new Set(roles.lead.map((s) => testament(s.passages[0].ref)));
  const inLife = (s: Subject) => !leadSides.size || leadSides.has(testament(s.passages[0].ref));
  const later: string[] = [];
  for (const s of roles.part) {
    const into = inLife(s) ? moments : later;
    const keyNaming = s.key!.find((k) => versesOf(k).some(says));
    if (keyNaming) {
      into.push(keyNaming);
      continue;
    }
    for (const p of s.passages) {
      const v = versesOf(p.ref).find(says);
      if (v) {
        into.push(refOf(v));
        break;
      }
    }
  }
  moments.sort((a, b) => order(a) - order(b));

  // Where the person enters: the first verse naming them in their first story, or in the book where
  // Nave's finds them most; with the verse after it, which usually says who they were.
  let intro: string | undefined;
  // Where the person enters: the first verse naming them in the stories of their life or in Nave's
  // passages of the same books, not in a list of who begat whom (Nave's holds Cain's son Enoc).
  const lifeStories = [...roles.lead, ...roles.part.filter(inLife)];
  // Nave's passages only from the books of the stories the person leads: Nave's "Felipe" holds Herod's
  // brother in Mateo beside the evangelist of Hechos.
  const lifeBooks = new Set((roles.lead.length ? roles.lead : lifeStories).map((s) => spanOf(s.passages[0].ref)?.osis));
  if (!lifeBooks.size) {
    const perBook = new Map<string, number>();
    for (const r of own.filter((r) => !inGenealogy(r))) {
      const o = spanOf(r)?.osis;
      if (o) perBook.set(o, (perBook.get(o) ?? 0) + 1);
    }
    const book = [...perBook].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (book) lifeBooks.add(book);
  }
  const introFrom = [
    ...lifeStories.map((s) => s.passages[0].ref),
    ...own.filter((r) => !inGenealogy(r) && lifeBooks.has(spanOf(r)?.osis)),
  ].sort((a, b) => order(a) - order(b));
  for (const ref of introFrom) {
    const vs = versesOf(ref);
    const i = vs.findIndex((v) => says(v) && !BEGAT.test(v.text));
    if (i >= 0) {
      const next = chapterVerses(vs[i].osis, vs[i].chapter).find((v) => v.verse === vs[i].verse + 1);
      intro = refOf(vs[i], next);
      break;
    }
  }

  // How the rest of the Bible remembers them: a verse of a letter that names them, the best known first.
  const person = intro ?? lifeStories[0]?.passages[0].ref;
  const storyBooks = new Set(
    [...roles.lead, ...roles.part, ...(intro ? [{ passages: [{ ref: intro }] }] : [])].map(
      (s) => spanOf(s.passages[0].ref)?.osis,
    ),
  );
  let remembered: string | undefined;
  let best = -1;
  for (const ref of own) {
    const osis = spanOf(ref)?.osis;
    // Looking back is what letters do, or the other Testament (Jesús on Jonás); a verse of the same
    // Testament outside the person's books is likelier a namesake (Rebekah's nurse Débora).
    const looksBack = LOOKS_BACK.has(osis ?? "") || (person && testament(ref) !== testament(person));
    if (!osis || !looksBack || storyBooks.has(osis) || inGenealogy(ref)) continue;
    const v = versesOf(ref, 12).find(says);
    if (!v) continue;
    const score = knownOf(refOf(v)) + (LOOKS_BACK.has(osis) ? 1 : 0);
    if (score > best) {
      best = score;
      remembered = refOf(v);
    }
  }

  // With more stories than room, the first and the last stay (a life from its call to its end), and
  // the best known between them.
  let chosen = moments;
  const room = Math.min(MOMENTS + (remembered ? 0 : 1), CORE - (intro ? 1 : 0) - (remembered ? 1 : 0));
  if (moments.length > room && room >= 2) {
    const between = moments
      .slice(1, -1)
      .map((r, i) => ({ r, i, k: knownOf(r) }))
      .sort((a, b) => b.k - a.k || a.i - b.i)
      .slice(0, room - 2)
      .sort((a, b) => a.i - b.i)
      .map((x) => x.r);
    chosen = [moments[0], ...between, moments[moments.length - 1]];
  }

  const { out, add } = distinctPassages(limit);
  add(intro);
  chosen.forEach(add);
  add(remembered);
  // The core told in the order of the Bible: a life from where it enters to how it is remembered.
  out.sort((a, b) => order(a) - order(b));
  // Then the rest: the other moments, Nave's passages that name the person (in their story's books first).
  moments.forEach(add);
  later.forEach(add);
  // Nave's passages that name the person and are no birth notice (where namesakes hide), in the books of
  // their life first.
  const naming = own.filter((r) => !inGenealogy(r) && versesOf(r, 12).some((v) => says(v) && !BEGAT.test(v.text)));
  naming.filter((r) => storyBooks.has(spanOf(r)?.osis)).forEach(add);
  naming.forEach(add);
  return out.length ? out : own.slice(0, limit);
}
