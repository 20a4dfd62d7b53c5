// Stories and events found by who takes part and what happened, not by a phrase written in advance:
// "¿cómo murió Saúl?", "la vez que Pedro negó a Jesús", "¿por qué David pudo vencer al gigante?" all
// name a participant and an action word of one story. Each story in data/subjects/events.json lists
// its participants (`who`, with the names people use for them) and the words people use to tell it
// (`words`); a question meets a story when it names a participant and something that happened, or
// two participants, or several of its words. Rarer names and words count more (a story is told with
// "Goliat" far more surely than with "Jesús"), and so does how much of the question the story accounts
// for. The alias matcher (./index.ts) still answers phrases written for a story ("la torre de Babel").
import "server-only";
import { foldAccents } from "../normalize.ts";
import type { Subject, SubjectMatch } from "./types.ts";

// Spanish words told in any form: "naufragó", "naufragio" and "naufragar" share a root, as do "negó" and
// "negación", "tentó" and "tentación". The longest ending goes, keeping at least three letters.
const ENDINGS = [
  "aciones",
  "iciones",
  "amiento",
  "imiento",
  "ieron",
  "iendo",
  "acion",
  "icion",
  "ciones",
  "aron",
  "aban",
  "ando",
  "ados",
  "adas",
  "idos",
  "idas",
  "cion",
  "ado",
  "ada",
  "ido",
  "ida",
  "aba",
  "io",
  "ia",
  "ar",
  "er",
  "ir",
  "os",
  "as",
  "es",
  "o",
  "a",
  "e",
  "i",
  "s",
].sort((a, b) => b.length - a.length);
const MIN_ROOT = 3;

function root(w: string): string {
  for (const e of ENDINGS) if (w.length - e.length >= MIN_ROOT && w.endsWith(e)) return w.slice(0, -e.length);
  return w;
}

/** A story with its participants' names and its words, as the matcher reads them. */
interface Indexed {
  subject: Subject;
  /** Each participant: its names, each name as a list of words, and how much it tells the story apart. */
  who: { names: string[][]; weight: number }[];
  /** `full`: the word as the story lists it, before its ending goes. */
  words: { word: string; prefix: boolean; full: string }[];
}

interface Index {
  stories: Indexed[];
  /** A word (a name's first word, or a story word) → stories that may match a question holding it. */
  byWord: Map<string, number[]>;
  /** First three letters of a prefix word ("resucit*") → stories using it. */
  byPrefix: Map<string, number[]>;
  /** Name or word → how many stories use it (names and words counted apart). */
  nameDf: Map<string, number>;
  wordDf: Map<string, number>;
}

// Words of a question that carry nothing of a story: grammar, and the ways people ask for one
// ("cuéntame la historia de…", "¿qué pasó cuando…?", "la vez que…").
const STOP = new Set(
  (
    "a al algo ante asi aun cada como con contra cual cuales cuando de del desde donde el ella ellas ellos en entre " +
    "era es esa ese eso esta estan este esto fue fueron ha han hasta hay la las le les lo los me mi mis muy ni no nos " +
    "o os para pero por porque pues que quien quienes se segun ser si sin sobre son su sus tan te ti tu tus un una uno " +
    "unos unas y ya yo " +
    "historia historias relato cuento cuentame cuenta contar narra explica explicame hablame paso pasaron sucedio " +
    "ocurrio vez aquella aquel biblia biblico dice pasaje parte capitulo versiculo sabes quiero leer recuerdo acuerdo " +
    "lo del tema significa significado ensena ensenanza aprendemos leccion"
  ).split(" "),
);

// Words too common in questions to tell a story by themselves ("hijo", "Dios", "agua"): they count a
// little when a story has them, and never make a match on their own.
const COMMON = new Set(
  (
    "dios jesus senor cristo hijo hija hijos padre madre hermano casa pueblo hombre mujer dia anos tierra cielo agua " +
    "vida muerte nombre palabra rey fe amor pastor iglesia hermanos amigos esposo esposa mama papa familia"
  ).split(" "),
);
const COMMON_ROOTS = new Set([...COMMON].map((w) => root(w)));
const COMMON_WEIGHT = 0.6;
/** Participants other than the protagonist. */
const SUPPORTING = 0.75;
/** A word of the question no story uses: it may be content the story does not account for. */
const UNKNOWN_WEIGHT = 2;

/** Asked what happened ("¿qué le pasó a…?", "la historia de…"): one participant of a single story is enough. */
const EVENT_FRAME =
  /\b(que (le |les )?(paso|sucedio|ocurrio)|historia de|la vez que|cuentame|como fue|como (llego|se hizo|se convirtio|termino|acabo))\b/;
/** A question that asks what happened is likelier about a story than a topic or an occasion sharing its words. */
const EVENT_BONUS = 0.05;

/** Asked for the members of a list ("¿cuáles son…?", "¿cómo se llamaban…?", "los 12…"): its common words count too. */
const LIST_FRAME =
  /\b(cuales|quienes|como se llama(ba|ban|n)?|nombres?|lista|enumera|menciona|(los|las) (\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce))\b/;
/** A list asked for as a list is likelier the answer than a story that shares its words. */
const LIST_BONUS = 0.1;

/** Asked what the Bible says *about* something, or whether something is right: a topic or an ethical
 *  question, even when a story's word is in it ("¿está mal tomar vino en una boda?"). */
const TOPIC_FRAME =
  /\b(que|como) (dice|ensena|habla|dicen|opina)\b.*\b(sobre|acerca|respecto)\b|\b(sobre|acerca de) (el|la|los|las)\b|\b(es pecado|esta mal|esta bien|es malo|puede un cristiano|debe un cristiano|me permite|permite la biblia)\b/;
const TOPIC_FACTOR = 0.7;

function stem(w: string): string {
  if (w.length < 5) return w;
  if (w.endsWith("ces")) return `${w.slice(0, -3)}z`;
  if (/[lrndjy]es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

// Numbers told in figures or in letters are one word: "a los 12 años" is "a los doce años".
// A Map, not an object: "constructor" in a question is no number.
const NUMBERS = new Map<string, string>(
  Object.entries({
    "2": "dos",
    "3": "tres",
    "4": "cuatro",
    "5": "cinco",
    "7": "siete",
    "10": "diez",
    "12": "doce",
    "30": "treinta",
    "40": "cuarenta",
    "70": "setenta",
    "300": "trescientos",
  }),
);
const words = (s: string) => (foldAccents(s).match(/[a-z0-9]+/g) ?? []).map((w) => NUMBERS.get(w) ?? w);

function build(subjects: readonly Subject[]): Index {
  const stories: Indexed[] = [];
  const nameDf = new Map<string, number>();
  const wordDf = new Map<string, number>();
  for (const subject of subjects) {
    if ((subject.kind !== "story" && subject.kind !== "list") || (!subject.who?.length && !subject.words?.length))
      continue;
    // Longest names first, so "mujer de lot" is met before "lot" takes the word.
    // The first participant listed is the story's protagonist ("la resurrección de Lázaro" is Lázaro's
    // story though Jesús is in it; "la resurrección de Jesús" is another); the others count a little less.
    const who = (subject.who ?? [])
      .map((p, i) => ({ names: p.split("/").map((name) => words(name).map(stem)), weight: i === 0 ? 1 : SUPPORTING }))
      .sort((a, b) => Math.max(...b.names.map((n) => n.length)) - Math.max(...a.names.map((n) => n.length)));
    const ws = (subject.words ?? []).map((w) => {
      const prefix = w.endsWith("*");
      const full = prefix ? foldAccents(w.slice(0, -1)) : (NUMBERS.get(w) ?? foldAccents(w));
      return { word: prefix ? full : root(full), prefix, full };
    });
    stories.push({ subject, who, words: ws });
    for (const name of new Set(who.flatMap((p) => p.names).map((n) => n.join(" "))))
      nameDf.set(name, (nameDf.get(name) ?? 0) + 1);
    for (const w of new Set(ws.map((x) => (x.prefix ? `${x.word}*` : x.word)))) wordDf.set(w, (wordDf.get(w) ?? 0) + 1);
  }
  const byWord = new Map<string, number[]>();
  const byPrefix = new Map<string, number[]>();
  const file = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [i]);
    else if (list.at(-1) !== i) list.push(i);
  };
  stories.forEach((st, i) => {
    for (const p of st.who) for (const name of p.names) if (name.length) file(byWord, name[0], i);
    for (const w of st.words) file(w.prefix ? byPrefix : byWord, w.prefix ? w.word.slice(0, 3) : w.word, i);
  });
  return { stories, byWord, byPrefix, nameDf, wordDf };
}

let index: Index | null = null;
let indexed: readonly Subject[] | null = null;

/** Where the name's words stand in a row in the question (their positions), or null. */
function findName(tokens: string[], name: string[]): number[] | null {
  for (let i = 0; i + name.length <= tokens.length; i++) {
    if (name.every((w, k) => tokens[i + k] === w)) return name.map((_, k) => i + k);
  }
  return null;
}

// How surely a question that names a story's participants and words is about it: specificity grows
// with the rarity of what matched, completeness with the share of the question it accounts for.
const SPECIFICITY_SCALE = 4;
/** A one-word question ("Saúl", "Goliat") is a person, not one of their stories. */
const MIN_CONTENT = 2;

/**
 * Stories a question tells or asks about, best first: at least a participant and an action word, two
 * participants, or two of the story's words. Scores are 0..1, comparable with findSubjects().
 */
export function findEvents(
  question: string,
  subjects: readonly Subject[],
  opts: { limit?: number } = {},
): SubjectMatch[] {
  if (!index || indexed !== subjects) {
    index = build(subjects);
    indexed = subjects;
  }
  const ix = index;
  const raw = words(question);
  const tokens = raw.map(stem);
  const roots = raw.map(root);
  const content = tokens.map((t, i) => !STOP.has(t) && !STOP.has(raw[i]));
  const contentCount = content.filter(Boolean).length;
  if (contentCount < MIN_CONTENT) return [];
  const n = ix.stories.length;
  const idf = (df: number | undefined) => Math.log(1 + n / (df ?? n));
  const plain = raw.join(" ");
  const topical = TOPIC_FRAME.test(plain);
  const asksWhatHappened = EVENT_FRAME.test(plain);
  const asksForList = LIST_FRAME.test(plain) && !asksWhatHappened;
  // What each content word of the question weighs: rare story words and names much, common words little.
  const tokenWeight = tokens.map((t, i) => {
    if (!content[i]) return 0;
    if (COMMON.has(t) || COMMON_ROOTS.has(roots[i])) return COMMON_WEIGHT;
    const df = Math.max(ix.nameDf.get(t) ?? 0, ix.wordDf.get(roots[i]) ?? 0);
    return df ? idf(df) : UNKNOWN_WEIGHT;
  });
  const total = tokenWeight.reduce((a, b) => a + b, 0) || 1;

  const candidates = new Set<number>();
  tokens.forEach((t, i) => {
    for (const si of ix.byWord.get(t) ?? []) candidates.add(si);
    for (const si of ix.byWord.get(roots[i]) ?? []) candidates.add(si);
    for (const si of ix.byPrefix.get(raw[i].slice(0, 3)) ?? []) candidates.add(si);
  });

  const out: SubjectMatch[] = [];
  for (const si of [...candidates].sort((a, b) => a - b)) {
    const story = ix.stories[si];
    const used = new Set<number>();
    let weight = 0;
    let people = 0;
    let actions = 0;
    let commonActions = 0;
    let single = false;
    let unique = false;
    const matched: string[] = [];
    for (const { names, weight: role } of story.who) {
      let best = 0;
      let at: number[] | null = null;
      let label = "";
      for (const name of names) {
        const pos = findName(tokens, name);
        if (!pos || pos.some((p) => used.has(p))) continue;
        const joined = name.join(" ");
        const w = (COMMON.has(joined) ? COMMON_WEIGHT : idf(ix.nameDf.get(joined))) * role;
        if (w > best) {
          best = w;
          at = pos;
          label = name.join(" ");
        }
      }
      if (at) {
        at.forEach((p) => used.add(p));
        weight += best;
        if (!COMMON.has(label)) people++;
        if (ix.nameDf.get(label) === 1) single = true;
        matched.push(label);
      }
    }
    for (const w of story.words) {
      const key = w.prefix ? `${w.word}*` : w.word;
      // A person's name is not an action word by its root: "María" is not "mar", which made "María, la
      // mamá de Jesús" the Samaritan woman at the well and Pedro walking on the sea. The word itself is
      // one, though some story names its people by it ("ciego": Saulo se quedó ciego).
      const p = tokens.findIndex(
        (t, i) =>
          content[i] &&
          !used.has(i) &&
          (w.prefix ? raw[i].startsWith(w.word) : roots[i] === w.word) &&
          !(ix.nameDf.has(raw[i]) && roots[i] !== raw[i] && !w.prefix && raw[i] !== w.full && raw[i] !== `${w.full}s`),
      );
      if (p < 0) continue;
      used.add(p);
      const common = COMMON_ROOTS.has(w.word) && !(asksForList && story.subject.kind === "list");
      weight += common ? COMMON_WEIGHT : idf(ix.wordDf.get(key));
      if (!common) actions++;
      else commonActions++;
      if (!common && ix.wordDf.get(key) === 1) unique = true;
      matched.push(raw[p]);
    }
    // Asked what happened, one name or one word that belongs to a single story is enough ("¿qué le pasó
    // a la mujer de Lot?", "la vez que Dios habló desde un torbellino").
    // Asked what happened to someone, an everyday word the story itself is told with counts as what
    // happened ("¿cómo fue que David se hizo rey?": David and "rey").
    const told =
      (people >= 1 && actions >= 1) ||
      people >= 2 ||
      actions >= 2 ||
      ((single || unique) && asksWhatHappened) ||
      (people >= 1 && commonActions >= 1 && asksWhatHappened);
    if (!told) continue;
    let covered = 0;
    used.forEach((p) => (covered += tokenWeight[p]));
    const coverage = covered / total;
    const specificity = 1 - Math.exp(-weight / SPECIFICITY_SCALE);
    let score = specificity * (0.5 + 0.5 * Math.min(1, coverage));
    if (topical) score *= TOPIC_FACTOR;
    else if (asksWhatHappened) score = Math.min(1, score + EVENT_BONUS);
    if (asksForList && story.subject.kind === "list") score = Math.min(1, score + LIST_BONUS);
    out.push({
      subject: story.subject,
      score: Math.round(score * 1000) / 1000,
      matched: matched.join(" + "),
      participants: people,
    });
  }
  // Of stories met alike, the one whose name names who was asked about is that person's story: Pedro
  // and an angel in a prison are "Un ángel libra a Pedro de la cárcel" (Hechos 12), before the apostles
  // freed from prison (Hechos 5), who include him.
  const namesWho = (m: SubjectMatch) => {
    const name = ` ${foldAccents(m.subject.name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")} `;
    return m.matched.split(" + ").filter((w) => w.length > 2 && name.includes(` ${w} `)).length;
  };
  out.sort((a, b) => b.score - a.score || namesWho(b) - namesWho(a));
  return out.slice(0, opts.limit ?? 3);
}
