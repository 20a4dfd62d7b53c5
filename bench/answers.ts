// Built-in answer time (issues 4 and 12): at least 500 questions (lookups, topics, people, pastoral
// needs, phrases quoted from memory, crisis and adversarial messages) through answerQuestion() on
// PGlite and on PostgreSQL, beside a single indexed verse SELECT measured in the same run, repeated
// to show the spread (the machine is shared, so one run's figure says little). Aim: p95 under 50 ms.
// `npx tsx --conditions=react-server bench/answers.ts`, or `npm run bench -- answers`.
// BENCH_ANSWERS_N sets the count (600), BENCH_ANSWERS_REPEATS the repeats (3); PostgreSQL is skipped
// when it cannot be reached (DATABASE_URL or the local server).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { answerQuestion } from "../lib/answers/index.ts";
import { FIGURES } from "../content/figures.ts";
import { THEMES } from "../lib/answers/builtin/themes.ts";
import { setDbForTests, type Database } from "../lib/db/index.ts";
import { readBooks, readVerses } from "../lib/scripture/bible-loader.ts";
import { resetEnvCache } from "../lib/env.ts";
import { clearPassageCache } from "../lib/scripture/index.ts";
import { createTestDb, postgresAvailable, type DbKind } from "../tests/support/test-db-core.ts";

export interface AnswerBenchRow {
  database: DbKind;
  repeat: number;
  questions: number;
  answerP50Ms: number;
  answerP95Ms: number;
  answerMaxMs: number;
  selectP50Ms: number;
  selectP95Ms: number;
  rssMb: number;
}

/** A small deterministic generator, so every run asks the same questions. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function benchQuestions(n: number): string[] {
  const rand = rng(1909);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const evalSet = (
    JSON.parse(readFileSync(path.join(process.cwd(), "eval", "questions.json"), "utf8")) as { question: string }[]
  ).map((q) => q.question);
  const books = new Map(readBooks().map((b) => [b.osis, b.name]));
  const verses = readVerses();
  const topicWords = [
    "el perdón",
    "la fe",
    "la esperanza",
    "el amor",
    "la oración",
    "la paz",
    "la humildad",
    "el dinero",
    "la familia",
    "la gracia",
    "la salvación",
    "el trabajo",
    "la paciencia",
    "la ira",
    "el gozo",
    "la sabiduría",
    "los hijos",
    "la muerte",
    "el cielo",
    "la tentación",
  ];
  const templates = [
    "¿Qué dice la Biblia sobre {t}?",
    "versículos de {t}",
    "¿Qué enseña Jesús acerca de {t}?",
    "Necesito un pasaje sobre {t}",
  ];
  const quoteTemplates = [
    "¿Dónde dice '{q}'?",
    "¿En qué parte de la Biblia dice {q}?",
    "{q}",
    "¿Qué versículo dice {q}?",
  ];
  // A few words of a verse, as someone half-remembers them: accents and punctuation gone.
  const phrase = () => {
    const words = pick(verses)
      .text.normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\p{L}\s]/gu, " ")
      .split(/\s+/)
      .filter(Boolean);
    const n = 4 + Math.floor(rand() * 6);
    const start = Math.floor(rand() * Math.max(1, words.length - n));
    return words
      .slice(start, start + n)
      .join(" ")
      .toLowerCase();
  };
  const generators: (() => string)[] = [
    () => pick(evalSet),
    () => {
      const v = pick(verses);
      return `${books.get(v.osis)} ${v.chapter}:${v.verse}`;
    },
    () => pick(templates).replace("{t}", pick(topicWords)),
    () => `¿Quién fue ${pick(FIGURES).title}?`,
    () => `Me siento mal: ${pick(pick(THEMES).triggers).replace("*", "")}`,
    () => pick(quoteTemplates).replace("{q}", phrase()),
  ];
  return Array.from({ length: n }, (_, i) => generators[i % generators.length]());
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function measure(kind: DbKind, questions: string[], repeat: number): Promise<AnswerBenchRow> {
  const db: Database = await createTestDb(kind, { bible: true });
  setDbForTests(db);
  clearPassageCache();
  try {
    // Warm-up: prepared plans, the passage cache and the JIT, as a running server would have them.
    for (const q of questions.slice(0, 50)) await answerQuestion({ text: q });
    const answerTimes: number[] = [];
    for (const q of questions) {
      const t = performance.now();
      await answerQuestion({ text: q });
      answerTimes.push(performance.now() - t);
    }
    const ids = (await db.raw.query<{ id: number }>(`SELECT id FROM verses ORDER BY id`)).map((r) => r.id);
    const rand = rng(42);
    const selectTimes: number[] = [];
    for (let i = 0; i < questions.length; i++) {
      const id = ids[Math.floor(rand() * ids.length)];
      const t = performance.now();
      await db.raw.query(`SELECT text FROM verses WHERE id = $1`, [id]);
      selectTimes.push(performance.now() - t);
    }
    answerTimes.sort((a, b) => a - b);
    selectTimes.sort((a, b) => a - b);
    return {
      database: kind,
      repeat,
      questions: questions.length,
      answerP50Ms: quantile(answerTimes, 0.5),
      answerP95Ms: quantile(answerTimes, 0.95),
      answerMaxMs: answerTimes.at(-1) ?? 0,
      selectP50Ms: quantile(selectTimes, 0.5),
      selectP95Ms: quantile(selectTimes, 0.95),
      rssMb: process.memoryUsage().rss / 2 ** 20,
    };
  } finally {
    setDbForTests(undefined);
    await db.close();
  }
}

export async function run(): Promise<AnswerBenchRow[]> {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvCache();
  const n = Math.max(500, Number(process.env.BENCH_ANSWERS_N ?? 600));
  const questions = benchQuestions(n);
  const kinds: DbKind[] = ["pglite"];
  if (await postgresAvailable()) kinds.push("postgres");
  else console.log("answers bench: PostgreSQL not reachable, measuring PGlite only");
  const repeats = Math.max(1, Number(process.env.BENCH_ANSWERS_REPEATS ?? 3));
  const rows: AnswerBenchRow[] = [];
  for (let r = 1; r <= repeats; r++) for (const kind of kinds) rows.push(await measure(kind, questions, r));

  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`\nBuilt-in answers — ${n} questions per database, ${repeats} repeats (aim: answer p95 < 50 ms)`);
  console.table(
    rows.map((r) => ({
      database: r.database,
      repeat: r.repeat,
      "answer p50": f(r.answerP50Ms),
      "answer p95": f(r.answerP95Ms),
      "answer max": f(r.answerMaxMs),
      "verse SELECT p50": f(r.selectP50Ms),
      "verse SELECT p95": f(r.selectP95Ms),
      "p95 answer / p95 SELECT": (r.answerP95Ms / Math.max(r.selectP95Ms, 1e-3)).toFixed(1),
      "RSS MB": r.rssMb.toFixed(0),
      "p95 < 50 ms": r.answerP95Ms < 50 ? "yes" : "NO",
    })),
  );
  for (const kind of kinds) {
    const mine = rows.filter((r) => r.database === kind);
    const p95 = mine.map((r) => r.answerP95Ms).sort((a, b) => a - b);
    const ratio = mine.map((r) => r.answerP95Ms / Math.max(r.selectP95Ms, 1e-3)).sort((a, b) => a - b);
    console.log(
      `${kind}: answer p95 median ${f(p95[Math.floor(p95.length / 2)])} (spread ${f(p95[0])} – ${f(p95.at(-1)!)}); ` +
        `ratio to one indexed SELECT median ${ratio[Math.floor(ratio.length / 2)].toFixed(1)}× (spread ${ratio[0].toFixed(1)}× – ${ratio.at(-1)!.toFixed(1)}×)`,
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  run()
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
