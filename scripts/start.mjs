// `npm start`: builds the app when the build is missing or out of date, then serves it on one port.
import { spawnSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || ".next";
const stampFile = path.join(root, distDir, "berea-build-stamp");

// The build depends on the sources and on NEXT_PUBLIC_* values (inlined into the browser bundle).
function sourceStamp() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else hash.update(p).update(String(st.size)).update(String(st.mtimeMs));
    }
  };
  for (const d of ["app", "components", "lib", "public"]) walk(path.join(root, d));
  for (const f of ["package.json", "next.config.mjs", "middleware.ts", "instrumentation.ts", "tsconfig.json"]) {
    if (existsSync(f)) hash.update(readFileSync(f));
  }
  for (const [k, v] of Object.entries(process.env).sort()) if (k.startsWith("NEXT_PUBLIC_")) hash.update(`${k}=${v}`);
  return hash.digest("hex");
}

const stamp = sourceStamp();
const built =
  existsSync(path.join(root, distDir, "BUILD_ID")) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8") === stamp;
if (!built || process.env.BEREA_FORCE_BUILD === "1") {
  console.log("[start] building the app (first start or sources changed)…");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // Stamped after the build, which rewrites tsconfig.json: the stamp taken before it never matched
  // again, so every start rebuilt.
  writeFileSync(stampFile, sourceStamp());
}

// V8 sizes its heap for the machine (GBs here) and lets garbage pile up to that: the server's live
// heap is ~50-70 MB, yet under load it grew to ~300 MB and the process to 450 MB on PostgreSQL and
// 770-900 MB on PGlite. A bounded old generation and smaller young generation keep it near 240 MB on
// PostgreSQL and under 540 MB on PGlite at the same throughput (bench/chat-http.ts; DESIGN asks for
// < 300 / < 600 MB). Values in NODE_OPTIONS win, for operators who size the heap themselves.
// 384, not 192: the in-memory indexes that came with the subject index, the story layer and the verse
// finder keep ~190 MB live once all are built, and at 192 the server ran out of heap in the Playwright
// suite (reader search, then a shared-verse image). Shrinking those indexes is the way back down.
const heapFlags = [
  ["--max-old-space-size", "384"],
  ["--max-semi-space-size", "8"],
]
  .filter(([flag]) => !(process.env.NODE_OPTIONS ?? "").includes(flag))
  .map(([flag, mb]) => `${flag}=${mb}`);

const child = spawn(process.execPath, [...heapFlags, path.join(root, "scripts/server.mjs")], {
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
