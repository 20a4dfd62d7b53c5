import "server-only";
import { getDb, type Database } from "../db/index.ts";
import { editDistance } from "../edit-distance.ts";
import { allVerseTexts } from "../db/queries/verse-finder.ts";
import { bookByOsis, refFromVerseId } from "./books.ts";
import wordsJson from "./data/verse-finder-words.json";
import { foldAccents } from "./normalize.ts";
import { SUBJECTS, spanOf, verseIdsOf } from "./subjects/index.ts";

// The verse finder: a phrase quoted from memory, in RV1909 or today's wording, to the verses it most
// likely is. Everything happens in memory (PGlite answers one query at a time and a pg_trgm scan of the
// whole Bible costs 20–65 ms there): an inverted index of light word stems narrows the Bible to a few
// dozen candidates, which are then scored by
//   - how much of the phrase's meaning they hold (rarity-weighted stems, in any order), and
//   - how much of it they hold as a phrase (the rarity-weighted word n-gram the two share in order,
//     and how tightly it sits in the verse: "Dios es amor" is 1 Juan 4:8, not a psalm with the three
//     words far apart),
// both after the same normalisation: accents folded ("fué" = "fue"), words RV1909 and today's Spanish
// say differently mapped to one form ("Señor" = "Jehová", "estoy" = "soy", "ustedes" = "vosotros"),
// and a misspelt word read as the nearest word the Bible has.

export interface VerseCandidate {
  reference: string;
  text: string;
  score: number;
  /** Share of the phrase's weight (its rarer words count more) the verse holds, in any order. */
  held: number;
  /**
   * Share of the verse's own weight the phrase says, read on the clauses of the verse that hold the
   * phrase's words: "nunca te dejaré ni te abandonaré" says all of "No te desampararé, ni te dejaré",
   * the last clause of Hebreos 13:5, though little of the whole verse.
   */
  said: number;
  /**
   * How many different less common stems of the phrase the verse holds (itself or a near synonym).
   * "Ayúdate que yo te ayudaré" has one ("ayud"), so any verse with "ayudarás" holds all its weight
   * without saying what it says.
   */
  stems: number;
  /** How many different less common words the phrase itself has ("ayúdate", "ayudaré": two). */
  words: number;
}

/** A match at or above this score is the verse the person meant, worth quoting as the answer. */
export const VERSE_MATCH_CONFIDENT = 0.75;

/** Share of the score given by the words held in any order; the rest is for holding them as a phrase. */
const MEANING_WEIGHT = 0.45;
/** Stems in more verses than this are too common to find candidates with (they still score). */
const COMMON_DF = 1500;
/** The rough pass stops taking new verses here (rarest stems first, so the likely ones are in). */
const POOL_MAX = 2500;
const CANDIDATES = 60;
/**
 * Centrality: a verse that hand-written subjects quote (the ones pastors cite and people know by heart)
 * is likelier the one a person half-remembers than a verse that shares the same words by chance: "todo
 * tiene su tiempo bajo el sol" is Eclesiastés 3:1, though 1:3 says "debajo del sol". One step, not one
 * per subject: a verse quoted by many topics ("vence con el bien el mal") is not thereby the one meant by
 * "somos más que vencedores". An exact quote of any verse still wins.
 */
const KNOWN_BOOST = 0.07;
/** How far a verse whose words the phrase mostly says rises toward a full match (by the square of that share). */
const VERSE_COVER = 0.4;
/** Stems that share this many first letters are counted as one word when asking what a verse says. */
const SAME_ROOT = 5;
/** A verse joined with its neighbour must beat the verse alone by this much to be offered as a range. */
const RANGE_GAIN = 0.08;

const CANONICAL = new Map<string, string>();
for (const group of (wordsJson as { groups: string[][] }).groups) {
  const [head, ...rest] = group.map((w) => foldAccents(w));
  for (const w of rest) CANONICAL.set(w, head);
}

// Verb and word endings, longest first: "faltará"/"falta", "vencedores"/"vencer", "renovación"/"renovad"
// meet at their root. At least four letters stay, so short words keep their meaning.
const ENDINGS = [
  "aremos",
  "eremos",
  "iremos",
  "asteis",
  "isteis",
  "abamos",
  "ieramos",
  "ieron",
  "iendo",
  "edores",
  "adores",
  "aciones",
  "aron",
  "aran",
  "eran",
  "iran",
  "aras",
  "eras",
  "iras",
  "aria",
  "eria",
  "iria",
  "aban",
  "ando",
  "ados",
  "adas",
  "idos",
  "idas",
  "amos",
  "emos",
  "imos",
  "edor",
  "ador",
  "acion",
  "cion",
  "ais",
  "eis",
  "ara",
  "era",
  "ira",
  "are",
  "ere",
  "ire",
  "aba",
  "ado",
  "ada",
  "ido",
  "ida",
  "ad",
  "ed",
  "id",
  "an",
  "en",
  "ar",
  "er",
  "ir",
  "o",
  "a",
  "e",
].sort((a, b) => b.length - a.length);
const MIN_ROOT = 4;

// A bare final vowel goes from words of five letters or more ("espera"/"esperan", "cubre"/"cubrirá"),
// except from the few where it tells two common words apart ("siento", I feel, is not "sienta", sits;
// "ayuda" is not "ayudan").
const LONG_WORD = 5;
const VOWEL_TELLS = new Set(["siento", "sienta", "siente", "ayuda"]);

function root(w: string): string {
  for (const e of ENDINGS) {
    if (e.length === 1 && (w.length < LONG_WORD || VOWEL_TELLS.has(w))) continue;
    if (w.length - e.length >= MIN_ROOT && w.endsWith(e)) return w.slice(0, -e.length);
  }
  return w;
}

// RV1909 speaks to "vosotros", today's Mexican Spanish to "ustedes": each of the older verb endings is
// read as today's one of the same tense before stemming, so "conoceréis"/"conocerán", "hagáis"/"hagan",
// "amasteis"/"amaron", "sereis"/"serán" meet (the plural "-s" taken off first left "conocerei" against
// "conocer"). Longest first; the last three only on words long enough to be a verb ("país", "seis" stay).
const VOSOTROS: [string, string][] = [
  ["asteis", "aron"],
  ["isteis", "ieron"],
  ["ieseis", "iesen"],
  ["ierais", "ieran"],
  ["riais", "rian"],
  ["abais", "aban"],
  ["aseis", "asen"],
  ["arais", "aran"],
  ["reis", "ran"],
  ["iais", "ian"],
  ["ais", "an"],
  ["eis", "en"],
  ["is", "en"],
];
// RV1909's imperfect subjunctive in "-se" ("si hiciesen", "fuese") as today's in "-ra" ("hicieran", "fuera").
const SUBJUNCTIVE_SE: [string, string][] = [
  ["ieseis", "ierais"],
  ["iesen", "ieran"],
  ["ieses", "ieras"],
  ["iese", "iera"],
  ["uesen", "ueran"],
  ["uese", "uera"],
  ["asen", "aran"],
  ["ases", "aras"],
  ["ase", "ara"],
];
const VOSOTROS_MIN = 5;

/** A verb of "vosotros" in today's "ustedes" form ("guardaréis" → "guardaran"); other words as they are. */
export function ustedesForm(word: string): string {
  if (word.length < VOSOTROS_MIN) return word;
  let w = word;
  for (const [old, today] of SUBJUNCTIVE_SE) {
    if (w.length >= 6 && w.endsWith(old)) {
      w = w.slice(0, -old.length) + today;
      break;
    }
  }
  // "apartaos"/"apártense", "levantaos"/"levántense": the pronoun off, the verb in today's form ("-eos"
  // and "-íos" are mostly nouns: "fariseos", "judíos"; "descanse" is no reflexive).
  if (w.length >= 6 && w.endsWith("aos")) return w.slice(0, -3) + "en";
  if (w.length >= 9 && /[ae]nse$/.test(w)) return w.slice(0, -2);
  for (const [old, today] of VOSOTROS) if (w.endsWith(old)) return w.slice(0, -old.length) + today;
  return w;
}

/** The stem of a plain word, before today's and RV1909's roots are made one. */
function rawStem(word: string): string {
  let w = ustedesForm(word);
  if (w.length > 5 && w.endsWith("es")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("s")) w = w.slice(0, -1);
  // "busquen"/"buscad", "pague"/"paga": the spelling of a root's last consonant changes with its vowel.
  w = root(w).replace(/qu$/, "c").replace(/gu$/, "g");
  return w.length > 6 ? w.slice(0, 6) : w;
}

const ROOTS = new Map<string, string>();
for (const group of (wordsJson as { roots?: string[][] }).roots ?? []) {
  const [head, ...rest] = group.map((w) => rawStem(foldAccents(w)));
  for (const r of rest) if (r !== head) ROOTS.set(r, head);
}

/** Near synonyms, by stem: each word of a group is related to every other one (both ways). */
const RELATED = new Map<string, string[]>();
for (const group of (wordsJson as { related?: string[][] }).related ?? []) {
  const stems = [...new Set(group.map((w) => stem(foldAccents(w))))];
  for (const a of stems) RELATED.set(a, [...(RELATED.get(a) ?? []), ...stems.filter((b) => b !== a)]);
}
/** Share of a word's weight that a near synonym earns. */
const RELATED_SHARE = 0.6;

/** Accent-folded words with RV1909's and today's forms mapped to one. */
export function canonicalWords(text: string): string[] {
  const words = foldAccents(text).match(/[a-zñ0-9]+/g) ?? [];
  return words.map((w) => CANONICAL.get(w) ?? w);
}

/**
 * A light stem: plural and verb endings off, then the first letters ("vivirá"/"vivir", "temas"/"temes"
 * stay close), with the roots today's Spanish and RV1909 say differently made one ("confía"/"fíate").
 */
export function stem(word: string): string {
  const s = rawStem(word);
  return ROOTS.get(s) ?? s;
}

interface Index {
  ids: Int32Array;
  texts: string[];
  /** Per verse, its words' stem numbers in order. */
  seqs: Int32Array[];
  /** Per verse, where each of its clauses (parted by ";", ":", ".", "?", "!") starts in `seqs`. */
  clauses: Int32Array[];
  stemNo: Map<string, number>;
  stemList: string[];
  df: Int32Array;
  postings: Int32Array[];
  /** Misspelt words already read as a word the Bible has (or -1). */
  fuzzy: Map<string, number>;
  /** Per-stem scratch space for one query at a time (queries never interleave: no await inside). */
  scratchWeight: Float64Array;
  scratchStamp: Int32Array;
  stampClock: number;
}

function buildIndex(rows: { id: number; text: string }[]): Index {
  const stemNo = new Map<string, number>();
  const stemList: string[] = [];
  const dfList: number[] = [];
  const postingsList: number[][] = [];
  const seqs: Int32Array[] = [];
  const clauses: Int32Array[] = [];
  rows.forEach((row, i) => {
    const starts: number[] = [];
    let at = 0;
    for (const part of row.text.split(/[;:.?!]/)) {
      const n = canonicalWords(part).length;
      if (n) starts.push(at);
      at += n;
    }
    clauses.push(Int32Array.from(starts.length ? starts : [0]));
    const seq = canonicalWords(row.text).map((word) => {
      const s = stem(word);
      let n = stemNo.get(s);
      if (n === undefined) {
        n = stemList.length;
        stemNo.set(s, n);
        stemList.push(s);
        dfList.push(0);
        postingsList.push([]);
      }
      return n;
    });
    for (const n of new Set(seq)) {
      dfList[n]++;
      postingsList[n].push(i);
    }
    seqs.push(Int32Array.from(seq));
  });
  return {
    ids: Int32Array.from(rows.map((r) => r.id)),
    texts: rows.map((r) => r.text),
    seqs,
    clauses,
    stemNo,
    stemList,
    df: Int32Array.from(dfList),
    postings: postingsList.map((p) => Int32Array.from(p)),
    fuzzy: new Map(),
    scratchWeight: new Float64Array(stemList.length),
    scratchStamp: new Int32Array(stemList.length),
    stampClock: 0,
  };
}

let knownVerses: Map<number, number> | null = null;

/** Verses hand-written subjects quote (numeric verse id → how many subjects). */
function knownCounts(): Map<number, number> {
  if (knownVerses) return knownVerses;
  const out = new Map<number, number>();
  for (const s of SUBJECTS) {
    if (s.source === "naves" || s.kind === "book") continue;
    const ids = new Set<number>();
    for (const p of s.passages) {
      const span = spanOf(p.ref);
      if (!span) continue;
      const ref = verseIdsOf(span);
      // A whole chapter or a long narrative is read, not known by heart verse by verse.
      if (ref.length > 8) continue;
      const order = bookByOsis(span.osis)?.order ?? 0;
      for (const id of ref) {
        const [, c, v] = id.split(".");
        ids.add(order * 1_000_000 + Number(c) * 1_000 + Number(v));
      }
    }
    for (const id of ids) out.set(id, (out.get(id) ?? 0) + 1);
  }
  return (knownVerses = out);
}

const indexes = new WeakMap<Database, Promise<Index>>();

function indexFor(db: Database): Promise<Index> {
  let ix = indexes.get(db);
  if (!ix) {
    ix = allVerseTexts({ db }).then(buildIndex);
    ix.catch(() => indexes.delete(db));
    indexes.set(db, ix);
  }
  return ix;
}

/** Builds the in-memory index now (a server calls this at start so the first question does not wait). */
export async function warmVerseFinder(): Promise<void> {
  await indexFor(await getDb());
}

/** The stem number of a word, or of the closest stem the Bible has when it is misspelt ("vienaventurado"). */
function lookupStem(ix: Index, s: string): number {
  const known = ix.stemNo.get(s);
  if (known !== undefined) return known;
  // A word kept whole for its meaning is not read as its neighbour either ("siento" is not "sienta").
  if (s.length < 5 || VOWEL_TELLS.has(s)) return -1;
  const cached = ix.fuzzy.get(s);
  if (cached !== undefined) return cached;
  let best = -1;
  let bestDf = 0;
  for (let n = 0; n < ix.stemList.length; n++) {
    const cand = ix.stemList[n];
    if (cand[0] !== s[0] && cand[1] !== s[1]) continue;
    if (editDistance(s, cand, 1) <= 1 && ix.df[n] > bestDf) {
      best = n;
      bestDf = ix.df[n];
    }
  }
  if (ix.fuzzy.size > 5000) ix.fuzzy.clear();
  ix.fuzzy.set(s, best);
  return best;
}

/** The Bible's stems that say nearly what `s` says ("criatura" for "creación", "esperan" for "confían"). */
function nearStems(ix: Index, s: string): number[] {
  const out: number[] = [];
  for (const r of RELATED.get(s) ?? []) {
    const n = ix.stemNo.get(r);
    if (n !== undefined) out.push(n);
  }
  return out;
}

interface QueryTerm {
  no: number; // -1 when no verse has it
  idf: number;
  /** Near synonyms' stems, with the weight they earn. */
  alts: Map<number, number> | null;
}

/** The weight a verse's stem earns for a query term: all of it for the word, part for a near synonym. */
function credit(t: QueryTerm, x: number): number {
  if (t.no >= 0 && t.no === x) return t.idf;
  return t.alts?.get(x) ?? 0;
}

function reference(id: number, lastId?: number): string {
  const r = refFromVerseId(id);
  const name = bookByOsis(r.osis)!.name;
  if (lastId === undefined || lastId === id) return `${name} ${r.chapter}:${r.verse}`;
  return `${name} ${r.chapter}:${r.verse}-${refFromVerseId(lastId).verse}`;
}

function sameChapter(a: number, b: number): boolean {
  return Math.floor(a / 1000) === Math.floor(b / 1000);
}

/** 1 when the matched words sit together; each word in between costs half a matched word. */
function tightness(matched: number, span: number): number {
  return matched / (matched + 0.5 * (span - matched));
}

/**
 * How much of the query a verse holds as a phrase: the rarity-weighted longest common subsequence of
 * stems (share of the query's weight), times how tightly those words sit in the verse. Words
 * remembered in another order ("el justo por la fe vivirá" for "el justo vivirá por fe") count too,
 * a little less, by the tightest stretch of the verse that holds them all.
 */
function phraseScore(
  q: QueryTerm[],
  qTotal: number,
  v: Int32Array,
  distinct: Map<number, number>,
  dTotal: number,
): number {
  const m = q.length;
  const n = v.length;
  if (m === 0 || n === 0) return 0;
  // dp[i][j]: best weight of q[0..i) and v[0..j); kept whole for the walk back (m ≤ 40, n ≤ ~160).
  const dp = new Float64Array((m + 1) * (n + 1));
  const w = n + 1;
  for (let i = 1; i <= m; i++) {
    const t = q[i - 1];
    for (let j = 1; j <= n; j++) {
      const c = credit(t, v[j - 1]);
      const diag = c > 0 ? dp[(i - 1) * w + j - 1] + c : 0;
      dp[i * w + j] = Math.max(dp[(i - 1) * w + j], dp[i * w + j - 1], diag);
    }
  }
  const best = dp[m * w + n];
  if (best <= 0) return 0;
  let i = m;
  let j = n;
  let first = n;
  let last = -1;
  let matched = 0;
  while (i > 0 && j > 0) {
    const t = q[i - 1];
    const c = credit(t, v[j - 1]);
    if (c > 0 && dp[i * w + j] === dp[(i - 1) * w + j - 1] + c) {
      matched++;
      first = j - 1;
      if (last < 0) last = j - 1;
      i--;
      j--;
    } else if (dp[(i - 1) * w + j] >= dp[i * w + j - 1]) i--;
    else j--;
  }
  const ordered = (best / qTotal) * (0.4 + 0.6 * tightness(matched, last - first + 1));

  // Any order: the shortest stretch of the verse holding every query stem the verse has.
  const present = new Set<number>();
  for (const x of v) if (distinct.has(x)) present.add(x);
  let got = 0;
  for (const x of present) got += distinct.get(x)!;
  const need = present.size;
  const counts = new Map<number, number>();
  let have = 0;
  let shortest = n;
  for (let r = 0, l = 0; r < n; r++) {
    if (!present.has(v[r])) continue;
    const c = (counts.get(v[r]) ?? 0) + 1;
    counts.set(v[r], c);
    if (c === 1) have++;
    while (have === need) {
      shortest = Math.min(shortest, r - l + 1);
      if (present.has(v[l])) {
        const cl = counts.get(v[l])! - 1;
        counts.set(v[l], cl);
        if (cl === 0) have--;
      }
      l++;
    }
  }
  const anyOrder = 0.9 * Math.min(1, got / dTotal) * (0.4 + 0.6 * tightness(need, Math.max(need, shortest)));
  return Math.max(ordered, anyOrder);
}

/** A quoted or half-remembered phrase, in RV1909 or modern wording, to the verses it most likely is. */
export async function findVerses(
  phrase: string,
  opts: { bookOsis?: string; chapter?: number; limit?: number } = {},
): Promise<VerseCandidate[]> {
  const limit = Math.min(Math.max(opts.limit ?? 5, 1), 50);
  const qWords = canonicalWords(phrase).slice(0, 40);
  if (qWords.length === 0) return [];
  const ix = await indexFor(await getDb());
  const total = ix.ids.length;

  // Scope (a book, a chapter) as an id interval.
  let lo = 0;
  let hi = Number.MAX_SAFE_INTEGER;
  if (opts.bookOsis) {
    const book = bookByOsis(opts.bookOsis);
    if (!book) return [];
    lo = book.order * 1_000_000 + (opts.chapter ?? 0) * 1_000;
    hi = opts.chapter ? lo + 999 : lo + 999_999;
  }
  const inScope = (i: number) => ix.ids[i] >= lo && ix.ids[i] <= hi;

  const maxIdf = Math.log(total + 1);
  const seq: QueryTerm[] = qWords.map((w) => {
    const s = stem(w);
    const no = lookupStem(ix, s);
    // A word no verse has (a modern word) still counts as missing, at half weight.
    const idf = no < 0 ? maxIdf / 2 : Math.log((total + 1) / ix.df[no]);
    const near = nearStems(ix, no >= 0 ? ix.stemList[no] : s);
    const alts = near.length ? new Map<number, number>() : null;
    for (const n of near) if (n !== no) alts!.set(n, Math.min(idf, Math.log((total + 1) / ix.df[n])) * RELATED_SHARE);
    return { no, idf, alts: alts?.size ? alts : null };
  });
  const distinct = new Map<string, QueryTerm>();
  seq.forEach((t, k) => distinct.set(t.no >= 0 ? `#${t.no}` : `?${qWords[k]}`, t));
  const terms = [...distinct.values()];
  const idfTotal = terms.reduce((a, t) => a + t.idf, 0);
  const seqTotal = seq.reduce((a, t) => a + t.idf, 0);
  if (idfTotal <= 0) return [];
  // Every stem a verse may hold for the phrase, with the weight it earns (its near synonyms for less).
  const distinctWeights = new Map<number, number>();
  for (const t of terms) {
    for (const [n, c] of t.alts ?? []) if (c > (distinctWeights.get(n) ?? 0)) distinctWeights.set(n, c);
  }
  for (const t of terms) if (t.no >= 0) distinctWeights.set(t.no, t.idf);

  // Candidates: verses sharing the phrase's less common stems, by the weight they share.
  const known = [...distinctWeights.entries()].sort((a, b) => b[1] - a[1]);
  let finders = known.filter(([n]) => ix.df[n] <= COMMON_DF);
  if (finders.length === 0) finders = known.slice(0, 2);
  // Then every word of the phrase, common ones too, ranks that pool cheaply before the finer scoring.
  const weight = ix.scratchWeight;
  const stamp = ix.scratchStamp;
  for (const [n, c] of distinctWeights) weight[n] = c;
  const rough = new Map<number, number>();
  try {
    for (const [no] of finders) {
      if (rough.size >= POOL_MAX) break;
      for (const i of ix.postings[no]) {
        if (rough.has(i) || !inScope(i)) continue;
        // A mark no earlier query or verse used: a stem counts once per verse, and a verse met again in a
        // later query is weighed afresh (marking by the verse alone left its stems marked from before).
        if (ix.stampClock >= 0x7fffffff) {
          stamp.fill(0);
          ix.stampClock = 0;
        }
        const mark = ++ix.stampClock;
        let w = 0;
        for (const n of ix.seqs[i]) {
          if (weight[n] > 0 && stamp[n] !== mark) {
            stamp[n] = mark;
            w += weight[n];
          }
        }
        rough.set(i, w - ix.seqs[i].length * 1e-4);
      }
    }
  } finally {
    for (const n of distinctWeights.keys()) weight[n] = 0;
  }
  const candidates = [...rough.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, CANDIDATES)
    .map(([i]) => i);
  if (candidates.length === 0) return [];

  const idfOf = (n: number) => Math.log((total + 1) / ix.df[n]);
  const holds = (have: Set<number>): number => {
    let got = 0;
    for (const t of terms) {
      if (t.no >= 0 && have.has(t.no)) got += t.idf;
      else if (t.alts) {
        let best = 0;
        for (const [n, c] of t.alts) if (c > best && have.has(n)) best = c;
        got += best;
      }
    }
    return got / idfTotal;
  };
  // How much of the verse the phrase says: a paraphrase in today's words still names most of its
  // verse's rarer words, while a verse met by chance shares a few of them among many others.
  const says = (have: Set<number>): number => {
    let own = 0;
    let said = 0;
    for (const n of have) {
      const w = idfOf(n);
      own += w;
      if (distinctWeights.has(n)) said += w;
    }
    return own > 0 ? said / own : 0;
  };
  // The same, on the run of the verse's clauses that holds most of the phrase (the shortest such run):
  // a line people quote is often one clause of a long verse.
  const saysInClauses = (v: Int32Array, starts: Int32Array): number => {
    const bounds = [...starts, v.length];
    let best = -1;
    let bestLen = 0;
    let pick: Set<number> | null = null;
    for (let a = 0; a + 1 < bounds.length; a++) {
      for (let b = a + 1; b < bounds.length; b++) {
        const part = new Set(v.subarray(bounds[a], bounds[b]));
        const h = holds(part);
        const len = bounds[b] - bounds[a];
        if (h > best + 1e-9 || (Math.abs(h - best) <= 1e-9 && len < bestLen)) {
          best = h;
          bestLen = len;
          pick = part;
        }
      }
    }
    return pick ? says(pick) : 0;
  };
  const score = (v: Int32Array): number => {
    const have = new Set(v);
    const s =
      MEANING_WEIGHT * holds(have) + (1 - MEANING_WEIGHT) * phraseScore(seq, seqTotal, v, distinctWeights, idfTotal);
    const cover = says(have);
    return s + (1 - s) * VERSE_COVER * cover * cover;
  };
  // Forms of one verb ("ayúdate", "ayudaré") may stem apart ("ayud", "ayudar"); stems that begin alike
  // (the shorter's first letters, up to SAME_ROOT) are one word here.
  const stemsHeld = (have: Set<number>): number => {
    const held: string[] = [];
    for (const [key, t] of distinct) {
      if (t.no >= 0 && ix.df[t.no] > COMMON_DF) continue;
      if (!((t.no >= 0 && have.has(t.no)) || [...(t.alts?.keys() ?? [])].some((a) => have.has(a)))) continue;
      const s = t.no >= 0 ? ix.stemList[t.no] : stem(key.slice(1));
      const sameRoot = (o: string) => {
        const n = Math.min(SAME_ROOT, s.length, o.length);
        return s.slice(0, n) === o.slice(0, n);
      };
      if (!held.some(sameRoot)) held.push(s);
    }
    return held.length;
  };
  const rareWords = new Set(qWords.filter((_, k) => seq[k].no < 0 || ix.df[seq[k].no] <= COMMON_DF)).size;
  const joined = (a: number, b: number) => {
    const v = new Int32Array(ix.seqs[a].length + ix.seqs[b].length);
    v.set(ix.seqs[a]);
    v.set(ix.seqs[b], ix.seqs[a].length);
    return v;
  };

  const scored = candidates.map((i) => {
    let s = score(ix.seqs[i]);
    let first = i;
    let last = i;
    // A phrase that runs over into the next verse (or starts in the previous one).
    if (s < 0.999 && qWords.length >= 6) {
      for (const [a, b] of [
        [i, i + 1],
        [i - 1, i],
      ]) {
        if (a < 0 || b >= total || !sameChapter(ix.ids[a], ix.ids[b]) || !inScope(a) || !inScope(b)) continue;
        const js = score(joined(a, b));
        if (js >= s + RANGE_GAIN) {
          s = js;
          first = a;
          last = b;
        }
      }
    }
    // Centrality orders the candidates; it does not make words a quotation: the score reported (and the
    // confidence read from it) stays what the words hold.
    const rank =
      s < 0.999 && (knownCounts().has(ix.ids[first]) || knownCounts().has(ix.ids[last])) ? s + KNOWN_BOOST : s;
    // Of verses that hold the phrase equally well, the shorter is more likely the one meant.
    const length = ix.seqs[first].length + (last > first ? ix.seqs[last].length : 0);
    return { first, last, score: s, rank, length };
  });
  scored.sort((a, b) => b.rank - a.rank || a.length - b.length || a.first - b.first);

  const out: VerseCandidate[] = [];
  const used = new Set<number>();
  for (const c of scored) {
    if (out.length >= limit) break;
    if (used.has(c.first) || used.has(c.last)) continue;
    used.add(c.first);
    used.add(c.last);
    const seqOf = c.last > c.first ? joined(c.first, c.last) : ix.seqs[c.first];
    const starts =
      c.last > c.first
        ? Int32Array.from([...ix.clauses[c.first], ...[...ix.clauses[c.last]].map((x) => x + ix.seqs[c.first].length)])
        : ix.clauses[c.first];
    const words = new Set(seqOf);
    out.push({
      reference: reference(ix.ids[c.first], c.last > c.first ? ix.ids[c.last] : undefined),
      text: c.last > c.first ? `${ix.texts[c.first]} ${ix.texts[c.last]}` : ix.texts[c.first],
      score: Math.round(Math.min(1, c.score) * 1000) / 1000,
      held: Math.round(holds(words) * 1000) / 1000,
      said: Math.round(Math.max(says(words), saysInClauses(seqOf, starts)) * 1000) / 1000,
      stems: stemsHeld(words),
      words: rareWords,
    });
  }
  return out;
}

/**
 * The share of a phrase's weight (rarer words count more, as the finder weighs them) that the words of
 * `part` carry: how much of "los que confían en el Señor renovarán sus fuerzas y volarán como águilas"
 * the one word "águilas" explains.
 */
export async function phraseShare(phrase: string, part: string): Promise<number> {
  const ix = await indexFor(await getDb());
  const total = ix.ids.length;
  const weigh = (text: string) => {
    const out = new Map<string, number>();
    for (const w of canonicalWords(text).slice(0, 40)) {
      const no = lookupStem(ix, stem(w));
      out.set(no >= 0 ? `#${no}` : `?${w}`, no < 0 ? Math.log(total + 1) / 2 : Math.log((total + 1) / ix.df[no]));
    }
    return out;
  };
  const whole = weigh(phrase);
  const own = weigh(part);
  let all = 0;
  let said = 0;
  for (const [k, w] of whole) {
    all += w;
    if (own.has(k)) said += w;
  }
  return all > 0 ? said / all : 0;
}
