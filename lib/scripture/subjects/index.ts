// The subject index (issue 12): one list of topics, feelings, occasions, stories, lists, people,
// places, ethical questions and books, each with Spanish names and ranked passages. Loaded and
// validated once; the matcher's indexes are built once too, because findSubjects() runs on every
// question. Data: data/subjects/*.json (curated by hand, and generated from Nave's Topical Bible by
// scripts/build-subjects.ts).
import "server-only";
import { z } from "zod";
import booksData from "../../../data/subjects/books.json";
import careData from "../../../data/subjects/care.json";
import curatedData from "../../../data/subjects/curated.json";
import eventsData from "../../../data/subjects/events.json";
import handData from "../../../data/subjects/hand.json";
import listsData from "../../../data/subjects/lists.json";
import navesData from "../../../data/subjects/naves.json";
import { SHORTHAND } from "../../../content/meaning-words.ts";
import { foldAccents } from "../normalize.ts";
import { findEvents } from "./events.ts";
import { lifeEvent, namesake, personsNamed, type LifeEventMatch } from "./life.ts";
import { profileByName, profilePassages } from "./people.ts";
import { spanOf, verseIdsOf } from "./spans.ts";
import type { Subject, SubjectKind, SubjectMatch } from "./types.ts";

export { biblePosition, distinctPassages, refVerseIds, spanOf, verseIdsOf, type VerseSpan } from "./spans.ts";
export type { Subject, SubjectCaution, SubjectKind, SubjectMatch, SubjectPassage } from "./types.ts";
export type { LifeEventMatch } from "./life.ts";

const KINDS = ["topic", "feeling", "occasion", "story", "list", "person", "place", "ethical", "book"] as const;

const subjectSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: z.enum(KINDS),
  aliases: z.array(z.string().min(1)),
  passages: z.array(z.object({ ref: z.string().min(1), weight: z.number().min(0).max(1) })).min(1),
  summary: z.string().min(1).optional(),
  items: z
    .array(z.object({ label: z.string().min(1), ref: z.string().min(1) }))
    .min(1)
    .optional(),
  caution: z.enum(["judgment", "violence", "curse"]).optional(),
  warning: z.literal(true).optional(),
  related: z.array(z.string()).optional(),
  phrase: z.string().min(1).optional(),
  terms: z.array(z.string()).optional(),
  who: z.array(z.string().regex(/^[a-z0-9 /-]+$/)).optional(),
  words: z.array(z.string().regex(/^[a-z0-9]+\*?$/)).optional(),
  key: z.array(z.string().min(1)).optional(),
  tradition: z.literal(true).optional(),
  source: z.enum(["curated", "naves"]),
});

function load(): Subject[] {
  const all = z
    .array(subjectSchema)
    .parse([
      ...curatedData,
      ...handData,
      ...careData,
      ...eventsData,
      ...listsData,
      ...booksData,
      ...navesData,
    ]) as Subject[];
  const ids = new Set<string>();
  for (const s of all) {
    if (ids.has(s.id)) throw new Error(`data/subjects: duplicate subject id "${s.id}"`);
    ids.add(s.id);
  }
  return all;
}

export const SUBJECTS: readonly Subject[] = load();

const byId = new Map(SUBJECTS.map((s) => [s.id, s]));

export function subjectById(id: string): Subject | undefined {
  return byId.get(id);
}

// ---------------------------------------------------------------------------------------------
// Words. Accents and case never matter; plurals fold to their singular ("oraciones" → "oracion",
// "cruces" → "cruz") on both sides, so "pecados" finds an alias written "pecado".

// Words that carry no subject: they join the others but weigh nothing on their own.
const STOP = new Set(
  (
    "a al algo algun alguna ante asi aun cada como con contra cual cuales cuando de del desde donde dos el ella ellas " +
    "ellos en entre era es esa ese eso esta estan este esto fue ha han hasta hay la las le les lo los mas me mi mis " +
    "muy ni no nos o os otra otro para pero poco por porque pues que quien se segun ser si sin sobre son su sus tan " +
    "te ti tu tus un una uno unos unas y ya yo"
  ).split(" "),
);
// Words that appear in all kinds of questions: they may complete a phrase but hardly decide a subject
// ("solo" must not select loneliness, "siento" must not select a verse about sitting).
const COMMON = new Set(
  (
    "biblia biblico dice dicen decir dijo dios senor jesus cristo vida siento sentir sento solo sola todo toda todos " +
    "hacer hago hace tener tengo tiene estoy esta estar puedo puede poder quiero quiere querer debo deber bien mal " +
    "mucho mucha muchos tiempo dia dias ano anos vez veces cosa cosas persona personas gente alguien nada nunca " +
    "siempre hoy ahora asi aqui ensena ensenanza significa significado versiculo versiculos pasaje pasajes cita " +
    "habla hablame explica explicame cuentame sabes saber creo mismo misma otra otros bueno buena malo mala gran grande " +
    "hombre mujer hijo hija padre madre casa dar da hay mundo parte forma manera"
  ).split(" "),
);

function stem(w: string): string {
  if (w.length < 5) return w;
  if (w.endsWith("ces")) return `${w.slice(0, -3)}z`;
  if (/[lrndjy]es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

// Chat shorthand is read as the words it stands for ("x fe o x obras" is "por fe o por obras"), so
// that an alias written in full meets it (content/meaning-words.ts).
const rawWords = (s: string) =>
  (foldAccents(s).match(/[a-z0-9ñ]+/g) ?? []).flatMap((w) => (Object.hasOwn(SHORTHAND, w) ? SHORTHAND[w] : [w]));

/** The matcher's view of a text: accent-free, lower-case stems. */
export function subjectWords(s: string): string[] {
  return rawWords(s).map(stem);
}

interface Alias {
  subject: number;
  text: string;
  /** Stems; the last may be a prefix. */
  words: string[];
  prefix: boolean;
}

interface Index {
  aliases: Alias[];
  /** Content stem → aliases containing it (stop words are not indexed). */
  byWord: Map<string, number[]>;
  /** First 3 letters of a prefix → aliases whose last word is a prefix starting so. */
  byPrefix: Map<string, number[]>;
  idf: Map<string, number>;
  /** Multi-word aliases: how rare the whole phrase is across subjects. */
  phraseIdf: Map<number, number>;
  /** Deletion neighbourhood of long vocabulary words, for one-letter typos. */
  typo: Map<string, string[]>;
  /** Root → the index words (and alias prefixes) of that root, for words said in another form. */
  roots: Map<string, string[]>;
  /** Words that are a whole alias by themselves, as written (no prefix). */
  names: Set<string>;
  vocab: Set<string>;
}

const TYPO_MIN = 6;

function deletions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

function buildIndex(): Index {
  const aliases: Alias[] = [];
  SUBJECTS.forEach((s, i) => {
    const seen = new Set<string>();
    for (const text of [s.name, ...s.aliases]) {
      const prefix = text.trim().endsWith("*");
      const words = subjectWords(text);
      if (!words.length) continue;
      if (prefix) words[words.length - 1] = rawWords(text).at(-1)!; // a prefix is matched as written
      const key = `${words.join(" ")}${prefix ? "*" : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      aliases.push({ subject: i, text, words, prefix });
    }
  });
  const byWord = new Map<string, number[]>();
  const byPrefix = new Map<string, number[]>();
  const df = new Map<string, Set<number>>();
  aliases.forEach((a) => {
    a.words.forEach((w, wi) => {
      const key = a.prefix && wi === a.words.length - 1 ? `${w}*` : w;
      if (!df.has(key)) df.set(key, new Set());
      df.get(key)!.add(a.subject);
    });
  });
  // Each alias is filed under its rarest word only: it can match only when that word is in the
  // question, so a question meets a few dozen aliases instead of every alias with "dios" in it.
  aliases.forEach((a, ai) => {
    let anchor = -1;
    let best = Infinity;
    a.words.forEach((w, wi) => {
      const isPrefix = a.prefix && wi === a.words.length - 1;
      if (STOP.has(w) && !isPrefix) return;
      const n = df.get(isPrefix ? `${w}*` : w)!.size + (COMMON.has(w) ? 1e6 : 0);
      if (n < best) {
        best = n;
        anchor = wi;
      }
    });
    if (anchor < 0) anchor = 0;
    const w = a.words[anchor];
    if (a.prefix && anchor === a.words.length - 1) {
      const k = w.slice(0, 3);
      const list = byPrefix.get(k);
      if (list) list.push(ai);
      else byPrefix.set(k, [ai]);
    } else {
      const list = byWord.get(w);
      if (list) list.push(ai);
      else byWord.set(w, [ai]);
    }
  });
  const n = SUBJECTS.length;
  // A prefix ("esposo*") is as common as all the words it would match ("esposo", "esposos").
  const sorted = [...df.keys()].filter((w) => !w.endsWith("*")).sort();
  for (const [key, subjects] of df) {
    if (!key.endsWith("*")) continue;
    const prefix = key.slice(0, -1);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++)
      df.get(sorted[i])!.forEach((x) => subjects.add(x));
  }
  const idf = new Map<string, number>();
  for (const [w, subjects] of df) idf.set(w, Math.log(1 + n / subjects.size));
  const vocab = new Set([...df.keys()].filter((w) => !w.endsWith("*")));
  const phraseDf = new Map<string, Set<number>>();
  aliases.forEach((a) => {
    if (a.words.length < 2) return;
    const key = a.words.join(" ");
    if (!phraseDf.has(key)) phraseDf.set(key, new Set());
    phraseDf.get(key)!.add(a.subject);
  });
  const phraseIdf = new Map<number, number>();
  aliases.forEach((a, ai) => {
    if (a.words.length >= 2) phraseIdf.set(ai, Math.log(1 + n / phraseDf.get(a.words.join(" "))!.size));
  });
  const typo = new Map<string, string[]>();
  for (const w of vocab) {
    if (w.length < TYPO_MIN || COMMON.has(w)) continue;
    for (const d of deletions(w)) {
      const list = typo.get(d);
      if (list) list.push(w);
      else typo.set(d, [w]);
    }
  }
  const roots = new Map<string, string[]>();
  // Only words that name a subject by themselves (one-word aliases): a word of a longer alias ("venga"
  // of "venga tu reino") says nothing alone.
  for (const w of new Set(aliases.filter((a) => a.words.length === 1).map((a) => a.words[0]))) {
    if (STOP.has(w) || COMMON.has(w)) continue;
    const r = rootOf(w, NAME_ENDINGS, false);
    if (!r) continue;
    const list = roots.get(r);
    if (!list) roots.set(r, [w]);
    else if (!list.includes(w)) list.push(w);
  }
  const names = new Set(aliases.filter((a) => a.words.length === 1 && !a.prefix).map((a) => a.words[0]));
  return { aliases, byWord, byPrefix, idf, phraseIdf, typo, vocab, roots, names };
}

let index: Index | null = null;
const getIndex = () => (index ??= buildIndex());

function weightOf(ix: Index, w: string, prefix = false): number {
  if (STOP.has(w) && !prefix) return 0;
  // A word no alias uses may be content or noise: it counts against completeness, moderately.
  const idf = ix.idf.get(prefix ? `${w}*` : w) ?? UNKNOWN_WEIGHT;
  return COMMON.has(w) ? Math.min(idf, 0.6) : idf;
}

/**
 * One letter added, dropped or changed, or two swapped — but a change in the last two letters only
 * when it is a swap: Spanish endings are inflections ("hablan" is not a typo of "hablar").
 */
function withinOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const tail = Math.min(a.length, b.length) - 2;
  if (a.length === b.length) {
    if (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) return true;
    return i < tail && a.slice(i + 1) === b.slice(i + 1);
  }
  if (i >= tail) return false;
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A long word we do not know, one letter away from exactly one word we do ("ansiedda" → "ansiedad"). */
function correct(ix: Index, w: string): string | null {
  if (w.length < TYPO_MIN || ix.vocab.has(w) || STOP.has(w) || COMMON.has(w)) return null;
  const found = new Set<string>();
  for (const key of [w, ...deletions(w)]) for (const c of ix.typo.get(key) ?? []) if (withinOne(w, c)) found.add(c);
  return found.size === 1 ? [...found][0] : null;
}

const PHRASE_BONUS = 0.9;
const UNKNOWN_WEIGHT = 2;
const GAP_PENALTY = 0.4;
const TYPO_FACTOR = 0.75;

interface Token {
  word: string;
  /** As typed, for prefix aliases ("preocup*" matches "preocupados" before plural folding). */
  raw: string;
  weight: number;
  typo: boolean;
  /** How much more the act a moral question asks about counts in what a subject accounts for (ASKED_BOOST), else 1. */
  boost: number;
}

/**
 * Where alias words appear in order in the question, allowing one extra word between two of them:
 * the positions of the question's words that matched, or null.
 */
function matchAt(
  tokens: Token[],
  a: Alias,
  start: number,
): { positions: number[]; prefixAt: number; gaps: number } | null {
  let pos = start;
  let gaps = 0;
  let prefixAt = -1;
  const positions: number[] = [];
  for (let k = 0; k < a.words.length; k++) {
    const w = a.words[k];
    const last = a.prefix && k === a.words.length - 1;
    const hit = (t: Token | undefined) => !!t && (last ? t.raw.startsWith(w) || t.word.startsWith(w) : t.word === w);
    if (!hit(tokens[pos])) {
      if (k === 0 || STOP.has(w) || !hit(tokens[pos + 1])) return null;
      pos++;
      gaps++;
    }
    if (last) prefixAt = pos;
    positions.push(pos);
    pos++;
  }
  return { positions, prefixAt, gaps };
}

// "¿Es pecado tatuarse?" asks about tattoos: "pecado" only frames the question, so it weighs like a
// common word (and still decides when it is all the question has).
const FRAMING = /\b(es|sera|seria|son|esta bien|esta mal) (un |una )?(pecado|malo|mala|correcto|incorrecto)\b/;
const FRAMING_WORDS = new Set(["pecado", "malo", "mala", "correcto", "incorrecto"]);

// Mexican Spanish says s, z and c (before e, i) alike, and people write them as they sound:
// "jueses", "bienaventuransas", "consiensia". One letter swapped for its sound-alike is tried before
// the edit-distance correction, and only when exactly one such spelling is a word of the index.
function soundAlike(ix: Index, raw: string): string | null {
  if (raw.length < TYPO_MIN || STOP.has(raw) || COMMON.has(raw)) return null;
  const found = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    const next = raw[i + 1] ?? "";
    const swaps =
      c === "s"
        ? /[ei]/.test(next)
          ? ["z", "c"]
          : ["z"]
        : c === "z"
          ? ["s"]
          : c === "c" && /[ei]/.test(next)
            ? ["s"]
            : [];
    for (const t of swaps) {
      const w = stem(raw.slice(0, i) + t + raw.slice(i + 1));
      if (ix.vocab.has(w)) found.add(w);
    }
  }
  return found.size === 1 ? [...found][0] : null;
}

// A word the index does not know, said as an adjective or agent of a word it does: "mentiroso" is
// "mentira", "rencorosa" "rencor", "obediente" "obediencia", "vengativo" "venganza", "apostador"
// "apostar". Both are read down to their root (the ending taken off, then a trailing vowel) and the
// unknown word is read as the index's one-word name of that root. Only these derived endings are
// taken off the question's words: a conjugated verb ("pensamos", "necesito") is not the noun of its
// root (thoughts, the needy).
const NAME_ENDINGS = (
  "aciones iciones amiento imiento cion acion icion encia ancia icia anza ia io " +
  "ar er ir arse erse irse arme erme irme a e o as es os"
).split(" ");
const ASKED_ENDINGS = (
  "osos osas oso osa adores adoras ador adora edores edoras edor edora idores idoras idor idora " +
  "ativos ativas ativo ativa ivos ivas ivo iva entes ente antes ante ones onas ona on arios arias ario aria " +
  "iales ial ando iendo"
).split(" ");
const byLength = (a: string, b: string) => b.length - a.length;
NAME_ENDINGS.sort(byLength);
ASKED_ENDINGS.sort(byLength);
const ROOT_MIN = 4;
/** A word read through its root is a little less sure than the word itself. */
const DERIVED_FACTOR = 0.9;

/** The word's root with one of `endings` taken off; with `mustEnd`, null when none of them ends it. */
function rootOf(w: string, endings: readonly string[], mustEnd: boolean): string | null {
  if (w.length < ROOT_MIN) return null;
  let r = w;
  for (const e of endings)
    if (w.endsWith(e) && w.length - e.length >= ROOT_MIN) {
      r = w.slice(0, -e.length);
      break;
    }
  if (mustEnd && r === w) return null;
  r = r.replace(/[aeiou]+$/, "");
  return r.length >= ROOT_MIN ? r : null;
}

/** The one index word of the same root as a word the index does not know, or null. */
function derived(ix: Index, raw: string): string | null {
  if (STOP.has(raw) || COMMON.has(raw)) return null;
  const r = rootOf(raw, ASKED_ENDINGS, true);
  if (!r) return null;
  const found = ix.roots.get(r);
  if (!found) return null;
  // Of several names of one root ("alabanza", "alabar"), the longest: a derived name, not a short form.
  return [...found].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
}

// A verb said with a pronoun ("robarle", "perdonarla", "bautizarme") is its infinitive when that
// infinitive names a subject by itself ("robar"). A verb said in some person is not read so: in a
// recited verse ("los que confían en el Señor…") it would name a topic beside the verse.
const CLITIC = /^(.{3,}(?:ar|er|ir))(?:le|les|lo|los|la|las|me|te|se|nos)$/;

/** The infinitive, named by a one-word alias, of a verb said with a pronoun; or null. */
function infinitive(ix: Index, raw: string): string | null {
  const clitic = CLITIC.exec(raw);
  return clitic && ix.names.has(clitic[1]) ? clitic[1] : null;
}

/** True when an alias written as a prefix ("divorci*") already reads the word. */
function knownByPrefix(ix: Index, raw: string): boolean {
  return (ix.byPrefix.get(raw.slice(0, 3)) ?? []).some((ai) => raw.startsWith(ix.aliases[ai].words.at(-1)!));
}

// "¿Es pecado robarle a mi jefe…?", "¿está bien mentirle a mi mamá para ir a una fiesta?": what a
// moral question asks about is said right after its frame; the words around it tell the case. The
// first telling word after the frame counts three times in how much of the question a subject accounts
// for (not in how rare its words are), so a word of the case (jefe, fiesta) does not take the answer
// from the act asked about.
const MORAL_FRAME =
  /\b(?:(?:es|sera|seria) (?:un |una )?(?:pecado|malo|mala|correcto|incorrecto)|(?:esta|estaria) (?:bien|mal)|se vale)\b/;
const ASKED_BOOST = 3;
/** How many words after the frame may come before the act asked about ("es malo que yo le…"). */
const ASKED_REACH = 3;

/**
 * The position of the first telling word after a moral question's frame, or -1. The frame must open
 * the question or a clause of it ("tengo un negocito…, ¿es pecado no declarar todo?"): inside a
 * telling ("ya sé que está mal sentir envidia pero…") it asks nothing.
 */
function askedAt(question: string, words: string[]): number {
  const text = foldAccents(question);
  const re = new RegExp(MORAL_FRAME.source, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!/(^|[,.;:?¿!¡])$/.test(text.slice(0, m.index).trimEnd())) continue;
    const start = rawWords(text.slice(0, m.index + m[0].length)).length;
    for (let i = start; i < Math.min(words.length, start + ASKED_REACH + 1); i++)
      if (!STOP.has(words[i]) && !COMMON.has(words[i])) return i;
    return -1;
  }
  return -1;
}

function tokenize(ix: Index, question: string): Token[] {
  const words = rawWords(question);
  const framed = FRAMING.test(words.join(" "));
  const asked = askedAt(question, words);
  return words.map((raw, i) => {
    const word = stem(raw);
    const fixed = ix.vocab.has(word) ? null : (soundAlike(ix, raw) ?? correct(ix, word));
    const other =
      ix.vocab.has(word) || fixed || knownByPrefix(ix, raw) || STOP.has(raw) || COMMON.has(raw)
        ? null
        : (derived(ix, raw) ?? infinitive(ix, raw));
    const w = fixed ?? other ?? word;
    let weight =
      (other && !ix.vocab.has(other) ? weightOf(ix, other, true) : weightOf(ix, w)) * (other ? DERIVED_FACTOR : 1);
    // A word the index knows only through a prefix ("divorciar" through "divorci*") weighs what the
    // prefix does, for every subject alike.
    if (!ix.vocab.has(w)) {
      for (const ai of ix.byPrefix.get(raw.slice(0, 3)) ?? []) {
        const p = ix.aliases[ai].words.at(-1)!;
        if (raw.startsWith(p)) weight = Math.max(weight, weightOf(ix, p, true));
      }
    }
    return {
      word: w,
      raw,
      weight: framed && FRAMING_WORDS.has(w) ? Math.min(weight, 0.6) : weight,
      typo: fixed !== null,
      boost: i === asked ? ASKED_BOOST : 1,
    };
  });
}

/**
 * Subjects a question is about, best first. The score (0..1) grows with how rare the matched words
 * are across all aliases (a rare name beats a common word), with whole phrases (a three-word alias
 * beats its words one by one) and with how much of the question the subject accounts for.
 */
export function findSubjects(question: string, opts: { kinds?: SubjectKind[]; limit?: number } = {}): SubjectMatch[] {
  const ix = getIndex();
  const tokens = tokenize(ix, question);
  if (!tokens.length) return [];
  const kinds = opts.kinds ? new Set(opts.kinds) : null;

  const candidates = new Set<number>();
  for (const t of tokens) {
    for (const ai of ix.byWord.get(t.word) ?? []) candidates.add(ai);
    for (const ai of ix.byPrefix.get(t.raw.slice(0, 3)) ?? []) candidates.add(ai);
  }

  interface Hit {
    raw: number;
    alias: Alias;
    /** Question positions matched, with the weight each carried. */
    covered: Map<number, number>;
    extra: number;
  }
  const bySubject = new Map<number, Hit>();
  for (const ai of candidates) {
    const a = ix.aliases[ai];
    if (kinds && !kinds.has(SUBJECTS[a.subject].kind)) continue;
    for (let start = 0; start < tokens.length; start++) {
      const m = matchAt(tokens, a, start);
      if (!m) continue;
      let raw = 0;
      const covered = new Map<number, number>();
      for (const p of m.positions) {
        const t = tokens[p];
        const w = (p === m.prefixAt ? weightOf(ix, a.words.at(-1)!, true) : t.weight) * (t.typo ? TYPO_FACTOR : 1);
        raw += w;
        covered.set(p, w);
      }
      if (a.words.length > 1) {
        // Only words that say something make a phrase more specific: "mi esposo" is "esposo".
        const telling = a.words.filter((w) => !STOP.has(w)).length;
        raw += PHRASE_BONUS * Math.max(0, telling - 1) - GAP_PENALTY * m.gaps;
        // A phrase of everyday words ("me siento solo") is as telling as the few subjects using it.
        const phrase = ix.phraseIdf.get(ai) ?? 0;
        raw = Math.max(raw, phrase * (m.gaps ? 0.6 : 0.75));
      }
      if (raw <= 0) continue;
      const prev = bySubject.get(a.subject);
      if (!prev) bySubject.set(a.subject, { raw, alias: a, covered, extra: 0 });
      else {
        const newWords = [...covered.keys()].some((p) => !prev.covered.has(p));
        const merged = new Map(prev.covered);
        covered.forEach((w, p) => merged.set(p, Math.max(w, merged.get(p) ?? 0)));
        if (raw > prev.raw) {
          bySubject.set(a.subject, {
            raw,
            alias: a,
            covered: merged,
            extra: newWords ? prev.extra + prev.raw : prev.extra,
          });
        } else if (newWords) {
          prev.covered = merged;
          prev.extra += raw;
        }
      }
      break;
    }
  }

  const total = tokens.reduce((s, t) => s + t.weight * t.boost, 0) || 1;
  const out: SubjectMatch[] = [];
  for (const [si, hit] of bySubject) {
    const raw = hit.raw + 0.3 * hit.extra;
    // A prefix alias may weigh more than the bare word did: the question's total grows with it.
    let coveredWeight = 0;
    let extraTotal = 0;
    hit.covered.forEach((w, p) => {
      coveredWeight += w * tokens[p].boost;
      extraTotal += Math.max(0, w - tokens[p].weight) * tokens[p].boost;
    });
    const coverage = Math.min(1, coveredWeight / (total + extraTotal));
    const specificity = 1 - Math.exp(-raw / 5);
    const score = specificity * (0.5 + 0.5 * coverage);
    out.push({ subject: SUBJECTS[si], score: Math.round(score * 1000) / 1000, matched: hit.alias.text });
  }
  // Ties: the curated subject first; of people of one name, the one whose verses the hand-written
  // stories and subjects tell (Natanael the disciple, not the princes of Issachar Nave's lists under
  // another entry), then the one with more passages (of two people named Saúl, the king); otherwise
  // the one listed first. More passages say nothing of which subject a shared word means: a broad
  // topic would beat a feeling met by the same word only for being long.
  const order = (s: Subject) => (s.source === "curated" ? 0 : 1);
  // The same words, met in two subjects, mean the one they name or that lists them first among its
  // aliases: "cansancio" is the feeling of that name before strength (its tenth alias), "velorio" the
  // funeral before grief. Which subject has more passages says nothing of that.
  const read = (m: SubjectMatch) => subjectWords(m.matched).join(" ");
  const rank = (m: SubjectMatch) =>
    ownNamesOf(m.subject).includes(read(m)) ? -1 : m.subject.aliases.indexOf(m.matched);
  const own = (a: SubjectMatch, b: SubjectMatch) => (read(a) === read(b) ? rank(a) - rank(b) : 0);
  const people = (a: SubjectMatch, b: SubjectMatch) =>
    a.subject.kind === "person" && b.subject.kind === "person"
      ? toldVerses(b.subject) - toldVerses(a.subject) || b.subject.passages.length - a.subject.passages.length
      : 0;
  out.sort((a, b) => b.score - a.score || order(a.subject) - order(b.subject) || own(a, b) || people(a, b));
  return out.slice(0, opts.limit ?? 10);
}

const ownNames = new Map<string, string[]>();

/** A subject's name and slug as the matcher reads them, without an article ("El sueño" → "sueno"). */
function ownNamesOf(subject: Subject): string[] {
  let names = ownNames.get(subject.id);
  if (!names) {
    const read = (s: string) =>
      subjectWords(s)
        .filter((w, i) => i > 0 || !STOP.has(w))
        .join(" ");
    names = [read(subject.name), read(subject.id.replace(/-/g, " "))];
    ownNames.set(subject.id, names);
  }
  return names;
}

let toldIds: Set<string> | null = null;
const toldCount = new Map<string, number>();

/** How many of a subject's verses the hand-written subjects (stories, topics, lists) quote. */
function toldVerses(subject: Subject): number {
  const cached = toldCount.get(subject.id);
  if (cached !== undefined) return cached;
  if (!toldIds) {
    toldIds = new Set();
    for (const s of SUBJECTS)
      if (s.source !== "naves" && s.kind !== "book")
        for (const p of s.passages) {
          const span = spanOf(p.ref);
          if (span) for (const id of verseIdsOf(span)) toldIds.add(id);
        }
  }
  let n = 0;
  for (const p of subject.passages) {
    const span = spanOf(p.ref);
    if (span) for (const id of new Set(verseIdsOf(span))) if (toldIds.has(id)) n++;
  }
  toldCount.set(subject.id, n);
  return n;
}

/** Stories and lists the question asks about, by who takes part and what happened or is listed (./events.ts). */
export function findStories(question: string, opts: { limit?: number } = {}): SubjectMatch[] {
  return findEvents(question, SUBJECTS, opts);
}

/** The event of a named person's life the question asks about ("¿cómo murió Elí?"), from Nave's headings (./life.ts). */
export function findLifeEvent(question: string): LifeEventMatch | null {
  return lifeEvent(question, personsNamed(question, SUBJECTS));
}

/** The one of several people of a name that the question describes ("Felipe el apóstol"), as a person (./life.ts). */
export function findNamesake(question: string): { person: Subject; subject: Subject } | null {
  return namesake(question, personsNamed(question, SUBJECTS));
}

/** A person's passages that show who they were: the heart of their stories first (./people.ts). */
export function profileOf(person: Subject, limit: number): string[] {
  return profilePassages(person, SUBJECTS, limit);
}

/** A person's profile by name alone, from the stories they take part in (./people.ts). */
export function profileOfName(name: string, limit: number): string[] {
  return profileByName(name, [], [], limit, SUBJECTS);
}

// ---------------------------------------------------------------------------------------------
// Passages by chapter and verse.

let chapters: Map<string, Subject[]> | null = null;

function buildChapters(): Map<string, Subject[]> {
  const scored = new Map<string, { subject: Subject; score: number }[]>();
  for (const s of SUBJECTS) {
    if (s.kind === "book") continue;
    const per = new Map<string, number>();
    for (const p of s.passages) {
      const span = spanOf(p.ref);
      if (!span) continue;
      for (let c = span.chapter; c <= span.endChapter; c++) {
        const key = `${span.osis} ${c}`;
        // A passage of a few verses says more about a chapter than a reference to all of it.
        const narrow = span.verse !== undefined && span.endChapter === span.chapter ? 1 : 0.4;
        per.set(key, (per.get(key) ?? 0) + p.weight * narrow);
      }
    }
    // Subjects spread over many passages (a whole life, a broad doctrine) are less specific.
    const spread = Math.log(2 + s.passages.length);
    for (const [key, w] of per) {
      const list = scored.get(key) ?? [];
      list.push({ subject: s, score: w / spread + (s.source === "curated" ? 0.5 : 0) });
      scored.set(key, list);
    }
  }
  const out = new Map<string, Subject[]>();
  for (const [key, list] of scored)
    out.set(
      key,
      list.sort((a, b) => b.score - a.score).map((x) => x.subject),
    );
  return out;
}

/** Subjects with a passage in this chapter, most specific first (books themselves are left out). */
export function subjectsForChapter(bookOsis: string, chapter: number): Subject[] {
  chapters ??= buildChapters();
  return chapters.get(`${bookOsis} ${chapter}`) ?? [];
}

/** Every verse in a passage of a subject that `marked` selects, built once on first use. */
function markedVerses(marked: (s: Subject) => boolean): () => ReadonlySet<string> {
  let ids: Set<string> | null = null;
  return () => {
    if (!ids) {
      ids = new Set();
      for (const s of SUBJECTS) {
        if (!marked(s)) continue;
        for (const p of s.passages) {
          const span = spanOf(p.ref);
          if (span) for (const id of verseIdsOf(span)) ids.add(id);
        }
      }
    }
    return ids;
  };
}

/** Every verse in a passage of a subject marked with a caution (judgment, violence, curse). */
export const cautionVerseIds = markedVerses((s) => !!s.caution);
const warningVerseIds = markedVerses((s) => !!s.warning);

/** True when any verse of the reference lies in a passage of a subject marked as a warning ("Mateo 6:15"). */
export function isWarningPassage(ref: string): boolean {
  const span = spanOf(ref);
  if (!span) return false;
  const ids = warningVerseIds();
  return verseIdsOf(span).some((id) => ids.has(id));
}

/** True when any verse of the reference lies in a caution passage ("Éxodo 12:29" is; "Juan 3:16" is not). */
export function isCautionPassage(ref: string): boolean {
  const span = spanOf(ref);
  if (!span) return false;
  const ids = cautionVerseIds();
  return verseIdsOf(span).some((id) => ids.has(id));
}
