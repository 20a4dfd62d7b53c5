// The real server for the HTTP benchmarks: `node scripts/start.mjs` (which builds when the sources
// changed, then spawns the serving process) on a fresh PostgreSQL database or a fresh PGlite folder,
// plus the resident memory of the process that actually serves.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createPgDatabase, pgReachable } from "../../tests/support/pg-database.ts";

export type ServerDatabase = "postgresql" | "pglite";

export interface BenchServer {
  database: ServerDatabase;
  base: string;
  /** The serving process (scripts/server.mjs), not the launcher. */
  pid: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

export function postgresReachable(): Promise<boolean> {
  return pgReachable(PG_ADMIN_URL);
}

/** Resident memory of one process in MB (Linux /proc); 0 once it is gone. */
export function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory every 200 ms; `stop()` returns the peak seen. */
export function rssSampler(pid: number): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/** The launcher (scripts/start.mjs) spawns the serving process; that child is the one to measure. */
function servingPid(launcherPid: number): number | null {
  try {
    const children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.length ? Number(children[children.length - 1]) : null;
  } catch {
    return null;
  }
}

async function waitForHealth(server: ChildProcess, base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error("server did not become healthy in time");
}

/**
 * Starts `npm start`'s launcher on a fresh database. extraEnv is added to the server's environment
 * (limits the bench needs raised, or NODE_OPTIONS to compare V8 settings).
 */
export async function startServer({
  database,
  port,
  distDir,
  extraEnv = {},
}: {
  database: ServerDatabase;
  port: number;
  distDir: string;
  extraEnv?: Record<string, string>;
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let dbEnv: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (database === "postgresql") {
    const { url, drop } = await createPgDatabase(PG_ADMIN_URL, "berea_bench_http");
    dbEnv = { DATABASE_URL: url };
    cleanup = () => drop().catch((e: unknown) => console.warn("[bench] could not drop", url, e));
  } else {
    // A file-backed folder, as `npm start` uses by default (not the in-memory PGlite of the tests).
    const dir = `.data/bench-http-${tag}`;
    dbEnv = { PGLITE_DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    NEXT_DIST_DIR: distDir,
    APP_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-not-for-production",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Every bench client comes from 127.0.0.1 and signs up many users.
    SIGNUP_IP_HOURLY_LIMIT: "100000",
    ...extraEnv,
  };
  if (database === "pglite") delete env.DATABASE_URL;
  const launcher = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const stop = async () => {
    if (launcher.pid && launcher.exitCode === null) {
      try {
        process.kill(-launcher.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      const deadline = Date.now() + 10_000;
      while (launcher.exitCode === null && Date.now() < deadline) await sleep(100);
    }
    await cleanup();
  };
  try {
    await waitForHealth(launcher, base, 15 * 60_000);
    const pid = servingPid(launcher.pid!);
    if (pid === null) throw new Error("could not find the serving process");
    return { database, base, pid, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
