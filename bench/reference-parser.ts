// The reference parser runs on every question (issue 18): findReferences() over questions as people
// type them, beside the parser as it was before issue 18 (a frozen copy in
// bench/support/parser-before-issue-18) measured in the same run, interleaved, so the ratio holds
// whatever the machine's load. Inputs: the library's 2,500 book-name cases asked as questions, the
// 340 sentences of the false-reference corpus, and longer questions (~40 words) with and without a
// reference, and the verifier's ~316-word answer. `npx tsx bench/reference-parser.ts`, or `npm run bench -- reference-parser`.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findReferences } from "../lib/scripture/parse.ts";
import { CORRECT_ANSWER } from "../tests/fixtures/scripture-answer.ts";
import { findReferences as findReferencesBefore } from "./support/parser-before-issue-18/parse.ts";

const fixtures = path.join(process.cwd(), "tests", "fixtures");

function inputs(): Record<string, string[]> {
  const cases = readFileSync(path.join(fixtures, "bcv-es", "book-name-cases.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => `¿Qué dice ${l.split("\t")[0]}?`);
  const prose = readFileSync(path.join(fixtures, "false-references.es.txt"), "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"));
  const long = prose.map(
    (p, i) =>
      `Buenas tardes, quería preguntarte algo que me ha estado dando vueltas desde el domingo: ${p} Mi pastor dijo que ${
        i % 2 ? `Romanos 8:28 habla de eso` : "la Biblia habla de eso"
      }, pero no lo encuentro y me gustaría entenderlo mejor con calma.`,
  );
  return {
    "book-name cases as questions": cases,
    "ordinary sentences": prose,
    "long questions (~40 words)": long,
    // The citation verifier reads every answer: a ~316-word answer with 6 references.
    "a ~316-word answer": Array.from({ length: 50 }, () => CORRECT_ANSWER),
  };
}

function timeOnce(fn: (t: string) => unknown, texts: string[]): number {
  const t0 = performance.now();
  for (const t of texts) fn(t);
  return (performance.now() - t0) / texts.length;
}

export async function run(): Promise<void> {
  const rounds = Number(process.env.BENCH_PARSER_ROUNDS ?? 15);
  console.log(
    `\nreference parser: mean µs per text, median of ${rounds} interleaved rounds; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${cpus().length} CPUs`,
  );
  const rows: string[][] = [["input", "texts", "before (µs)", "now (µs)", "now ÷ before"]];
  for (const [name, texts] of Object.entries(inputs())) {
    // Warm-up: JIT and regexp compilation, as in a running server.
    for (let i = 0; i < 3; i++) {
      timeOnce(findReferencesBefore, texts);
      timeOnce(findReferences, texts);
    }
    const before: number[] = [];
    const now: number[] = [];
    for (let r = 0; r < rounds; r++) {
      before.push(timeOnce(findReferencesBefore, texts));
      now.push(timeOnce(findReferences, texts));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const b = median(before) * 1000;
    const n = median(now) * 1000;
    rows.push([name, String(texts.length), b.toFixed(1), n.toFixed(1), (n / b).toFixed(2)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void run();
}
