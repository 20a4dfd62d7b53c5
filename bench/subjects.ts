// The subject index (issue 12): findSubjects() runs on every question, so its cost is measured against
// a baseline every question already pays in the same run — folding the question for comparison
// (normalizeForComparison) — and against parsing its references (findReferences). Questions are
// built from the index's own names and aliases inside everyday sentences, plus sentences with no
// subject at all. Also reports the one-time cost of loading the data and building the indexes.
// `npx tsx --conditions=react-server bench/subjects.ts`, or `npm run bench -- subjects`.
// BENCH_SUBJECTS_N sets the number of questions (2,000).
import { pathToFileURL } from "node:url";
import { findReferences } from "../lib/scripture/parse.ts";
import { normalizeForComparison } from "../lib/scripture/normalize.ts";

function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function time(fn: (q: string) => unknown, questions: string[]): { p50: number; p95: number } {
  for (const q of questions.slice(0, 200)) fn(q); // warm-up
  const t: number[] = [];
  for (const q of questions) {
    const start = performance.now();
    fn(q);
    t.push((performance.now() - start) * 1000);
  }
  t.sort((a, b) => a - b);
  return { p50: quantile(t, 0.5), p95: quantile(t, 0.95) };
}

export async function run(): Promise<void> {
  const t0 = performance.now();
  const { SUBJECTS, findSubjects } = await import("../lib/scripture/subjects/index.ts");
  const loaded = performance.now() - t0;
  const t1 = performance.now();
  findSubjects("hola");
  const built = performance.now() - t1;

  const n = Number(process.env.BENCH_SUBJECTS_N ?? 2000);
  const rand = rng(12);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const templates = [
    "¿Qué dice la Biblia sobre {k}?",
    "me siento muy mal, {k}, no sé qué hacer",
    "versículos de {k} para compartir con mi familia",
    "¿cómo fue lo de {k}? cuéntame la historia",
    "necesito una palabra para {k} por favor",
  ];
  const plain = [
    "hola buenas tardes, ¿cómo estás?",
    "gracias por la respuesta de ayer, me ayudó mucho",
    "¿puedes explicarme eso otra vez con palabras más sencillas?",
  ];
  const questions: string[] = [];
  while (questions.length < n) {
    if (rand() < 0.15) questions.push(pick(plain));
    else {
      const s = pick(SUBJECTS);
      questions.push(pick(templates).replace("{k}", pick([s.name, ...s.aliases]).replace(/\*$/, "")));
    }
  }

  const base = time((q) => normalizeForComparison(q), questions);
  const refs = time((q) => findReferences(q), questions);
  const subj = time((q) => findSubjects(q), questions);
  const row = (name: string, r: { p50: number; p95: number }) =>
    `  ${name.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(7)} µs   p95 ${r.p95.toFixed(1).padStart(7)} µs   p95 × baseline ${(r.p95 / base.p95).toFixed(1)}`;
  console.log(`\nSubject index — ${SUBJECTS.length} subjects, ${n} questions`);
  console.log(
    `  load and validate data ${loaded.toFixed(0)} ms (once), build matcher indexes ${built.toFixed(0)} ms (once)`,
  );
  console.log(row("baseline: normalizeForComparison", base));
  console.log(row("findReferences", refs));
  console.log(row("findSubjects", subj));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void run();
