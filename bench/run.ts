// `npm run bench [-- name ...]`: runs the benchmark modules in bench/ (all of them when none is
// named, e.g. `npm run bench -- scripture answers`). Each bench/<name>.ts exports
// `async function run()` that measures and prints its own table; what it returns is ignored here.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

interface BenchModule {
  run?: () => Promise<unknown>;
}

const BENCH_DIR = path.join(process.cwd(), "bench");

function available(): string[] {
  return readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.endsWith(".d.ts"))
    .map((f) => f.slice(0, -3))
    .sort();
}

async function main(): Promise<void> {
  const all = available();
  const named = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const unknown = named.filter((n) => !all.includes(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown benchmark(s): ${unknown.join(", ")}. Available: ${all.join(", ")}`);
  }
  const chosen = named.length > 0 ? named : all;
  for (const name of chosen) {
    const mod = (await import(pathToFileURL(path.join(BENCH_DIR, `${name}.ts`)).href)) as BenchModule;
    if (typeof mod.run !== "function") throw new Error(`bench/${name}.ts does not export run()`);
    console.log(`\n=== bench/${name}.ts ===`);
    const started = Date.now();
    await mod.run();
    console.log(`(bench/${name}.ts took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
