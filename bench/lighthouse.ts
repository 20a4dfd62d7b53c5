// Lighthouse on the built public pages (issues 8 and 14), mobile profile, with lighthouse@12 (a
// devDependency: Lighthouse 13 needs Node 22) driving Debian's Chromium. Aims: performance,
// accessibility and best practices at least 95, SEO 100; a chapter page performance at least 98 with
// LCP under 1.5 s; the landing LCP under 2.0 s with at most 130 KB of JavaScript. Also reports the
// first-load JavaScript of each page (the scripts downloaded before it is interactive, compressed
// bytes as transferred).
// Not a test: `npx tsx bench/lighthouse.ts`, or `run()` from bench/run.ts.
//
// Settings: BENCH_LANDING_PORT (3342), BENCH_LANDING_DIST_DIR (.next-landing),
// BENCH_LH_PATHS ("/,/terms,/biblia,/biblia/juan/3"),
// BENCH_LH_RUNS (3: the median run per page is reported, then every run's figures), CHROME_PATH
// (/usr/bin/chromium).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServer, type BenchServer } from "./support/server-process.ts";

// ---- the server under measurement (shared with bench/axe.ts) ----
// `npm start` on its own port, build folder and PGlite folder: never a developer's .next/ or .data/.

export const LANDING_PORT = Number(process.env.BENCH_LANDING_PORT ?? 3342);

/** `npm start` on a fresh file-backed PGlite folder, through the HTTP benches' own launcher. */
export function startLandingServer(): Promise<BenchServer> {
  return startServer({
    database: "pglite",
    port: LANDING_PORT,
    distDir: process.env.BENCH_LANDING_DIST_DIR ?? ".next-landing",
  });
}

// ---- Lighthouse ----

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const AIMS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 95,
  "best-practices": 95,
  seo: 100,
};

/** Page-specific aims (issue 14): a chapter page is static HTML and must be nearly instant. */
interface PageAims {
  performance?: number;
  lcpMs?: number;
  jsKb?: number;
}
function pageAims(pathName: string): PageAims {
  if (pathName === "/") return { lcpMs: 2000, jsKb: 130 };
  if (/^\/biblia\/[^/]+\/\d+$/.test(pathName)) return { performance: 98, lcpMs: 1500 };
  return {};
}

export interface LighthouseFigures {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  firstLoadJs: { requests: number; transferKb: number };
  /** Audits that cost points, per category (title and score), to know what to fix. */
  misses: Record<string, string[]>;
}

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { resourceType?: string; requestCount?: number; transferSize?: number }[] };
}
interface LhResult {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

function lighthouseOnce(url: string): LhResult {
  const dir = mkdtempSync(path.join(tmpdir(), "berea-lh-"));
  const out = path.join(dir, "report.json");
  try {
    const r = spawnSync(
      "npx",
      [
        "--no-install",
        "lighthouse",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (r.status !== 0) throw new Error(`lighthouse exited with ${r.status}`);
    return JSON.parse(readFileSync(out, "utf8")) as LhResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function figures(pathName: string, lh: LhResult): LighthouseFigures {
  const score = (c: string) => Math.round((lh.categories[c]?.score ?? 0) * 100);
  const num = (id: string) => lh.audits[id]?.numericValue ?? NaN;
  const scripts = lh.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  const misses: Record<string, string[]> = {};
  for (const c of CATEGORIES) {
    misses[c] = lh.categories[c].auditRefs
      .map((ref) => lh.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          (a.scoreDisplayMode === "binary" ||
            a.scoreDisplayMode === "numeric" ||
            a.scoreDisplayMode === "metricSavings"),
      )
      .map((a) => `${a.title} (${Math.round((a.score ?? 0) * 100)})`);
  }
  return {
    path: pathName,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      fcpMs: Math.round(num("first-contentful-paint")),
      lcpMs: Math.round(num("largest-contentful-paint")),
      tbtMs: Math.round(num("total-blocking-time")),
      cls: Math.round(num("cumulative-layout-shift") * 1000) / 1000,
      speedIndexMs: Math.round(num("speed-index")),
    },
    firstLoadJs: {
      requests: scripts?.requestCount ?? 0,
      transferKb: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
    },
    misses,
  };
}

export async function run(): Promise<LighthouseFigures[]> {
  const paths = (process.env.BENCH_LH_PATHS ?? "/,/terms,/biblia,/biblia/juan/3")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
  const server = await startLandingServer();
  try {
    // One visit first, so the server's compiled route and image caches are warm as in production.
    for (const p of paths) await fetch(`${server.base}${p}`);
    const results: LighthouseFigures[] = [];
    const spreads: Spread[] = [];
    for (const p of paths) {
      const all = Array.from({ length: runs }, () => figures(p, lighthouseOnce(`${server.base}${p}`)));
      all.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push(all[Math.floor(all.length / 2)]);
      spreads.push(spreadOf(p, all));
    }
    report(results);
    if (runs > 1) reportSpread(spreads);
    return results;
  } finally {
    await server.stop();
  }
}

/** Every run's figures for one page, to see how much a loaded machine moves them. */
interface Spread {
  path: string;
  performance: number[];
  lcpMs: number[];
  tbtMs: number[];
  jsKb: number[];
}
function spreadOf(pathName: string, all: LighthouseFigures[]): Spread {
  return {
    path: pathName,
    performance: all.map((r) => r.scores.performance),
    lcpMs: all.map((r) => r.metrics.lcpMs),
    tbtMs: all.map((r) => r.metrics.tbtMs),
    jsKb: all.map((r) => r.firstLoadJs.transferKb),
  };
}
function reportSpread(spreads: Spread[]): void {
  const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)} (${xs.join(", ")})`;
  console.log("\nEvery run (min–max, then each run)");
  console.table(
    spreads.map((s) => ({
      page: s.path,
      performance: range(s.performance),
      "LCP ms": range(s.lcpMs),
      "TBT ms": range(s.tbtMs),
      "JS KB": range(s.jsKb),
    })),
  );
}

function report(results: LighthouseFigures[]): void {
  console.log("\nLighthouse 12, mobile profile (median run per page)");
  console.table(
    results.map((r) => ({
      page: r.path,
      performance: r.scores.performance,
      accessibility: r.scores.accessibility,
      "best-practices": r.scores["best-practices"],
      seo: r.scores.seo,
      "FCP ms": r.metrics.fcpMs,
      "LCP ms": r.metrics.lcpMs,
      "TBT ms": r.metrics.tbtMs,
      CLS: r.metrics.cls,
      "first-load JS (KB, as sent)": r.firstLoadJs.transferKb,
      "JS requests": r.firstLoadJs.requests,
    })),
  );
  for (const r of results) {
    const own = pageAims(r.path);
    for (const c of CATEGORIES) {
      const aim = c === "performance" ? (own.performance ?? AIMS[c]) : AIMS[c];
      const ok = r.scores[c] >= aim;
      console.log(
        `${r.path} ${c}: ${r.scores[c]} ${ok ? "meets" : "BELOW"} the aim of ${aim}${r.misses[c].length ? ` — ${r.misses[c].join("; ")}` : ""}`,
      );
    }
    if (own.lcpMs)
      console.log(
        `${r.path} LCP: ${r.metrics.lcpMs} ms ${r.metrics.lcpMs < own.lcpMs ? "meets" : "ABOVE"} the aim of < ${own.lcpMs} ms`,
      );
    if (own.jsKb)
      console.log(
        `${r.path} JavaScript: ${r.firstLoadJs.transferKb} KB ${r.firstLoadJs.transferKb <= own.jsKb ? "meets" : "ABOVE"} the aim of <= ${own.jsKb} KB`,
      );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
