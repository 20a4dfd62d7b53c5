// Full-text search over verses: PostgreSQL's 'spanish' configuration on accent-folded text (GIN).
// PostgreSQL ranks without inverse document frequency, so "Dios" would outweigh "afán"; we weigh each
// query word by how rare it is in the Bible (ts_stat, read once per database) and rank by that.
import "server-only";
import { getDb, type Database } from "../db/index.ts";
import {
  countVerses,
  lexemeDocumentFrequencies,
  spanishLexemes,
  versesByWeightedLexemes,
} from "../db/queries/verses.ts";
import { refFromVerseId, bookByOsis } from "./books.ts";
import { foldAccents } from "./normalize.ts";
import type { Passage } from "./types.ts";

// Words of a question that say nothing about its topic.
const QUESTION_WORDS = new Set(
  (
    "biblia biblico biblica dice dicen decir habla hablan ensena ensenan significa significado versiculo versiculos " +
    "texto textos pasaje pasajes cita citas capitulo capitulos libro libros escritura escrituras quiero saber " +
    "puedes podrias explicame explica explicar dame busca buscar encontrar hay sobre acerca respecto tema temas " +
    "cual cuales como donde cuando porque pregunta ayuda ayudame favor gracias hola"
  ).split(" "),
);

interface Stats {
  total: number;
  docFreq: Map<string, number>;
  lexemes: Map<string, string[]>; // folded word → lexemes ('spanish' stemming), cached
}

const statsByDb = new WeakMap<Database, Promise<Stats>>();

function stats(db: Database): Promise<Stats> {
  let s = statsByDb.get(db);
  if (!s) {
    s = (async () => {
      const rows = await lexemeDocumentFrequencies({ sql: db.raw });
      const n = await countVerses({ sql: db.raw });
      return { total: n, docFreq: new Map(rows.map((r) => [r.word, r.ndoc])), lexemes: new Map() };
    })();
    s.catch(() => statsByDb.delete(db));
    statsByDb.set(db, s);
  }
  return s;
}

/** Folded words of a query worth searching for. */
export function queryWords(query: string): string[] {
  const words = foldAccents(query).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2 && !/^\d+$/.test(w) && !QUESTION_WORDS.has(w)))];
}

async function lexemesFor(db: Database, s: Stats, words: string[]): Promise<string[]> {
  const unknown = words.filter((w) => !s.lexemes.has(w));
  if (unknown.length > 0) {
    const rows = await spanishLexemes({ words: unknown, sql: db.raw });
    if (s.lexemes.size > 20_000) s.lexemes.clear();
    for (const r of rows) s.lexemes.set(r.w, r.lex);
  }
  return [...new Set(words.flatMap((w) => s.lexemes.get(w) ?? []))];
}

interface Weighted {
  lexeme: string;
  weight: number;
}

/** The query's lexemes that occur in the Bible, rarest first, weighted by inverse document frequency. */
async function weightedTerms(db: Database, query: string): Promise<Weighted[]> {
  const s = await stats(db);
  const lexemes = await lexemesFor(db, s, queryWords(query));
  const terms = lexemes
    .filter((l) => /^[a-z0-9]+$/.test(l) && s.docFreq.has(l))
    .map((l) => ({ lexeme: l, df: s.docFreq.get(l)! }))
    .sort((a, b) => a.df - b.df || (a.lexeme < b.lexeme ? -1 : 1));
  // Very common words ("Jehová", "hijo") only help when nothing rarer was asked.
  const useful = terms.filter((t) => t.df <= s.total * 0.02);
  return (useful.length > 0 ? useful : terms)
    .slice(0, 8)
    .map((t) => ({ lexeme: t.lexeme, weight: Math.round(Math.log(s.total / t.df) * 1000) / 1000 }));
}

/** Verses ranked by the rarity-weighted words of `query` they contain ('spanish' stemming, accents folded). */
export async function searchVerses(query: string, opts: { limit?: number } = {}): Promise<Passage[]> {
  const limit = Math.min(Math.max(opts.limit ?? 10, 1), 100);
  const db = await getDb();
  const terms = await weightedTerms(db, query);
  if (terms.length === 0) return [];
  const rows = await versesByWeightedLexemes({ terms, limit, sql: db.raw });
  return rows.map((r) => {
    const ref = refFromVerseId(r.id);
    const name = bookByOsis(ref.osis)!.name;
    return { reference: `${name} ${ref.chapter}:${ref.verse}`, verses: [{ ...ref, text: r.text }], text: r.text };
  });
}
