// The Scripture core (issue 3): p50/p95 of a reference lookup (parse + fetch), a topical search
// (full-text search, and retrieve: named passages + topic index + search) and the verification of a
// ~300-word answer with 6 citations, over at least 500 distinct inputs each, on PGlite and on
// PostgreSQL, each beside a single indexed verse SELECT measured in the same run. Aims: p95 under
// 20 ms for search and 5 ms for verification. Also reports the process's resident memory (PGlite runs
// inside this process, as it does inside the server).
// `npx tsx bench/scripture.ts`, or through `npm run bench -- scripture`. BENCH_SCRIPTURE_N sets the
// count (600). PostgreSQL is skipped when it cannot be reached (DATABASE_URL or the local server).
import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { setDbForTests, type Database } from "../lib/db/index.ts";
import {
  BOOKS,
  SUBJECTS,
  clearPassageCache,
  formatQuote,
  getPassage,
  retrieve,
  searchVerses,
  verifyCitations,
  verseCount,
} from "../lib/scripture/index.ts";
import type { Passage } from "../lib/scripture/index.ts";
import { createTestDb, postgresAvailable, type DbKind } from "../tests/support/test-db-core.ts";

export interface ScriptureBenchRow {
  database: DbKind;
  measure: string;
  inputs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  aimMs?: number;
}

/** Deterministic numbers, so every run measures the same inputs. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeEach<T>(inputs: T[], fn: (input: T) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (const input of inputs) {
    const t = performance.now();
    await fn(input);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

function referenceInputs(n: number): string[] {
  const rand = rng(1909);
  const styles = [
    (b: string, c: number, v: number) => `${b} ${c}:${v}`,
    (b: string, c: number, v: number) => `¿Qué dice ${b} ${c} ${v}?`,
    (b: string, c: number, v: number) => `${b} capítulo ${c} versículo ${v}`,
    (b: string, c: number, v: number) => `${b} ${c}:${v}–${v + 2}`,
  ];
  const out = new Set<string>();
  while (out.size < n) {
    const book = BOOKS[Math.floor(rand() * BOOKS.length)];
    const chapter = 1 + Math.floor(rand() * book.chapters);
    const verse = 1 + Math.floor(rand() * Math.max(1, verseCount(book.osis, chapter) - 2));
    const alias = rand() < 0.5 ? book.name : book.abbreviations[Math.floor(rand() * book.abbreviations.length)];
    out.add(styles[Math.floor(rand() * styles.length)](alias, chapter, verse));
  }
  return [...out];
}

function topicalInputs(n: number): string[] {
  const rand = rng(2024);
  const templates = [
    "¿Qué dice la Biblia sobre {k}?",
    "Necesito consejo, tengo {k}",
    "versículos de {k} para mi familia",
    "¿Cómo puedo vivir {k} según Jesús?",
    "Estoy pasando por {k} y no sé qué hacer",
  ];
  // The hand-written subjects: the old topic index these figures were first measured on.
  const CURATED = SUBJECTS.filter((s) => s.source === "curated" && s.kind !== "book");
  const out = new Set<string>();
  while (out.size < n) {
    const topic = CURATED[Math.floor(rand() * CURATED.length)];
    const words = [topic.name, ...topic.aliases].map((k) => k.replace(/\*$/, ""));
    const k = words[Math.floor(rand() * words.length)];
    out.add(templates[Math.floor(rand() * templates.length)].replace("{k}", k));
  }
  return [...out];
}

const FILLER =
  "La Palabra nos recuerda que Dios está cerca de quienes lo buscan con sinceridad, y que cada día es una oportunidad para confiar en Él, orar con honestidad y acompañar a otros en su camino. ";

/** ~300-word answers, each quoting 6 real verses in the styles a model writes (blockquote, “”, «»). */
export async function answerInputs(n: number): Promise<string[]> {
  const rand = rng(1611);
  const verses: Passage[] = [];
  while (verses.length < n * 6) {
    const book = BOOKS[Math.floor(rand() * BOOKS.length)];
    const chapter = 1 + Math.floor(rand() * book.chapters);
    const verse = 1 + Math.floor(rand() * verseCount(book.osis, chapter));
    const p = await getPassage(`${book.name} ${chapter}:${verse}`);
    if (p && p.text.split(" ").length <= 30) verses.push(p);
  }
  const answers: string[] = [];
  for (let i = 0; i < n; i++) {
    const six = verses.slice(i * 6, i * 6 + 6);
    const parts = six.map((p, j) => {
      const style = j % 3;
      if (style === 0) return `${FILLER}\n\n${formatQuote(p)}\n`;
      if (style === 1) return `${FILLER}Como está escrito: “${p.text}” (${p.reference}).`;
      return `${FILLER}En ${p.reference} leemos: «${p.text}»`;
    });
    answers.push(parts.join("\n\n"));
  }
  return answers;
}

async function measure(
  kind: DbKind,
  n: number,
): Promise<{ rows: ScriptureBenchRow[]; rssBeforeMb: number; rssMb: number }> {
  const db: Database = await createTestDb(kind, { bible: true });
  setDbForTests(db);
  try {
    const refs = referenceInputs(n);
    const topical = topicalInputs(n);
    const answers = await answerInputs(n);
    const ids = refs.map((_, i) => BOOKS[i % 66].order * 1_000_000 + 1_000 + 1 + (i % 20));
    // Warm up: statistics for search ranking, JIT, connection pool.
    await searchVerses("amor");
    await verifyCitations(answers[0]);
    for (const id of ids.slice(0, 20)) await db.raw.query(`SELECT text FROM verses WHERE id = $1`, [id]);

    const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
    clearPassageCache();
    await new Promise((r) => setTimeout(r, 10));
    const select = await timeEach(ids, (id) => db.raw.query(`SELECT text FROM verses WHERE id = $1`, [id]));
    const lookup = await timeEach(refs, (r) => getPassage(r));
    clearPassageCache();
    await new Promise((r) => setTimeout(r, 10));
    const verify = await timeEach(answers, (a) => verifyCitations(a));
    const verifyWarm = await timeEach(answers, (a) => verifyCitations(a));
    const search = await timeEach(topical, (q) => searchVerses(q, { limit: 10 }));
    const retrieval = await timeEach(topical, (q) => retrieve(q, { limit: 6 }));

    const row = (measureName: string, times: number[], aimMs?: number): ScriptureBenchRow => ({
      database: kind,
      measure: measureName,
      inputs: times.length,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: times[times.length - 1],
      aimMs,
    });
    const words = answers[0].split(/\s+/).length;
    return {
      rows: [
        row("verse SELECT by id (baseline)", select),
        row("reference lookup (parse + fetch)", lookup),
        row("topical search (FTS)", search, 20),
        row("retrieve (names + topics + FTS)", retrieval, 20),
        row(`verify ${words}-word answer, 6 citations`, verify, 5),
        row(`verify again (passages cached)`, verifyWarm, 5),
      ],
      rssBeforeMb,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    };
  } finally {
    setDbForTests(undefined);
    await db.close();
  }
}

export async function run(): Promise<ScriptureBenchRow[]> {
  const n = Math.max(500, Number(process.env.BENCH_SCRIPTURE_N ?? 600));
  const kinds: DbKind[] = ["pglite"];
  if (await postgresAvailable()) kinds.push("postgres");
  else console.log("scripture bench: PostgreSQL not reachable, measuring PGlite only");
  const rows: ScriptureBenchRow[] = [];
  const rss: Record<string, [number, number]> = {};
  for (const kind of kinds) {
    const r = await measure(kind, n);
    rows.push(...r.rows);
    rss[kind] = [r.rssBeforeMb, r.rssMb];
  }
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  const load = loadavg()[0].toFixed(1);
  console.log(
    `\nScripture core — ${n} distinct inputs per measure and database (load ${load} on ${cpus().length} CPUs)`,
  );
  console.table(
    rows.map((r) => ({
      database: r.database,
      measure: r.measure,
      p50: f(r.p50Ms),
      p95: f(r.p95Ms),
      max: f(r.maxMs),
      aim: r.aimMs ? `p95 < ${r.aimMs} ms: ${r.p95Ms < r.aimMs ? "yes" : "NO"}` : "",
    })),
  );
  for (const [kind, [before, after]] of Object.entries(rss)) {
    console.log(
      `resident memory (${kind}): ${before.toFixed(0)} MB with the Bible loaded, ${after.toFixed(0)} MB after the run`,
    );
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run()
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
