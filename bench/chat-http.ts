// Chat API under load (issue 7): autocannon against the real `npm start` server, on PostgreSQL and on
// a file-backed PGlite folder (the default `npm start`), for GET chat/quota, GET chat/history (50
// stored messages) and POST chat/free-chat (built-in answers), beside GET /api/v1/ping (a trivial route
// handler) measured in the same run. Reports requests per second, p99, the ratio to the trivial route
// and the serving process's resident memory (idle after start-up, and peak under load). DESIGN aims:
// under 600 MB with PGlite, under 300 MB on PostgreSQL; quota and history at least 0.5 × ping.
// Not a test: `npx tsx bench/chat-http.ts`, or `npm run bench -- chat-http`.
//
// Settings: BENCH_DATABASES (postgresql,pglite), BENCH_PG_URL (default DATABASE_URL or the local
// postgresql://postgres@127.0.0.1:5432/test, where a fresh database is created and dropped),
// BENCH_CHAT_PORT (3352), BENCH_DIST_DIR (.next-bench), BENCH_DURATION seconds per route and round
// (8), BENCH_ROUNDS (3; medians are reported), BENCH_CONNECTIONS (10), BENCH_SERVER_NODE_OPTIONS
// (added to the server's NODE_OPTIONS, to compare V8 settings).
import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import {
  postgresReachable,
  rssMb,
  rssSampler,
  startServer,
  type BenchServer,
  type ServerDatabase,
} from "./support/server-process.ts";

export interface RouteFigures {
  route: string;
  /** Median over rounds. */
  requestsPerSecond: number;
  /** Median over rounds. */
  p99Ms: number;
  /** Lowest and highest requests per second over rounds, to show the noise. */
  rpsRange: [number, number];
  /** Median requests/s divided by the trivial route's median (aim for quota and history: ≥ 0.5). */
  ratio: number;
  /** Lowest and highest per-round ratio (each round's route against that round's ping). */
  ratioRange: [number, number];
  non2xx: number;
  errors: number;
  peakRssMb: number;
}

export interface DatabaseFigures {
  database: ServerDatabase;
  idleRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  routes: RouteFigures[];
}

export interface ChatBenchResult {
  connections: number;
  durationSeconds: number;
  rounds: number;
  loadBefore: number;
  loadAfter: number;
  databases: DatabaseFigures[];
}

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 3352);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench";
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RSS_AIM_MB: Record<ServerDatabase, number> = { postgresql: 300, pglite: 600 };
const GUEST_ID = "7b0c8f1e-3d2a-4c5b-9e6f-0a1b2c3d4e5f";

// Questions the built-in answerer meets in real use: lookups, topics, people, pastoral needs.
const QUESTIONS = [
  "Juan 3:16",
  "¿Qué dice la Biblia sobre el perdón?",
  "Salmo 23",
  "¿Quién fue Moisés?",
  "Me siento ansioso por el futuro",
  "1 Corintios 13:4-7",
  "versículos sobre la fe",
  "¿Qué enseña Jesús acerca de la oración?",
  "Romanos capítulo 8 versículo 28",
  "¿Cómo puedo tener paz en medio de la tristeza?",
  "Necesito un pasaje sobre la esperanza",
  "¿Quién fue el rey David?",
  "Filipenses 4:6-7",
  "¿Qué dice la Biblia sobre el matrimonio?",
  "Mateo 6 del 9 al 13",
  "¿Qué es la gracia de Dios?",
];

interface Target {
  route: string;
  options: autocannon.Options;
}

async function signUp(base: string): Promise<{ userId: string; cookie: string }> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const res = await fetch(`${base}/api/v1/auth/local/sign-up`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password: "contraseña-de-bench-123", firstName: "Bench", lastName: "Chat" }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { user_id } = (await res.json()) as { user_id: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("next-auth.session-token="));
  if (!cookie) throw new Error("sign-up set no session cookie");
  return { userId: user_id, cookie };
}

/** 25 questions through POST chat/send: 50 stored messages, with real answers and citations. */
async function storeMessages(base: string, userId: string, cookie: string): Promise<void> {
  for (let i = 0; i < 25; i++) {
    const res = await fetch(`${base}/api/v1/chat/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, cookie },
      body: JSON.stringify({
        text: QUESTIONS[i % QUESTIONS.length],
        sender: "user",
        timestamp: new Date().toISOString(),
        user_id: userId,
      }),
    });
    if (!res.ok) throw new Error(`chat/send failed: ${res.status} ${await res.text()}`);
  }
  const history = await fetch(`${base}/api/v1/chat/history/${userId}?limit=50`, { headers: { cookie } });
  const messages = (await history.json()) as unknown[];
  if (messages.length !== 50) throw new Error(`expected 50 stored messages, history has ${messages.length}`);
}

function targets(base: string, userId: string, cookie: string): Target[] {
  let next = 0;
  return [
    { route: "GET ping (trivial)", options: { url: `${base}/api/v1/ping` } },
    { route: "GET chat/quota", options: { url: `${base}/api/v1/chat/quota`, headers: { cookie } } },
    {
      route: "GET chat/history (50)",
      options: { url: `${base}/api/v1/chat/history/${userId}?limit=50`, headers: { cookie } },
    },
    {
      route: "POST chat/free-chat",
      options: {
        url: `${base}/api/v1/chat/free-chat`,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-guest-session-id": GUEST_ID },
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ text: QUESTIONS[next++ % QUESTIONS.length], sender: "user" }),
            }),
          },
        ],
      },
    },
  ];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round2 = (x: number) => Math.round(x * 100) / 100;

async function measureDatabase(database: ServerDatabase): Promise<DatabaseFigures> {
  const extraEnv: Record<string, string> = {
    // The bench stores 50 messages for one user and asks thousands of guest questions from one IP.
    FREE_DAILY_LIMIT: "1000000",
    GUEST_FREE_PROMPTS: "1000000000",
    GUEST_IP_DAILY_LIMIT: "1000000000",
  };
  const nodeOptions = [process.env.NODE_OPTIONS, process.env.BENCH_SERVER_NODE_OPTIONS].filter(Boolean).join(" ");
  if (nodeOptions) extraEnv.NODE_OPTIONS = nodeOptions;
  const server: BenchServer = await startServer({ database, port: PORT, distDir: DIST_DIR, extraEnv });
  try {
    // Idle: started, migrated, Bible loaded, one page of each route served once, then left alone.
    const { userId, cookie } = await signUp(server.base);
    await storeMessages(server.base, userId, cookie);
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = rssMb(server.pid);
    const overall = rssSampler(server.pid);

    const list = targets(server.base, userId, cookie);
    const perRoute = new Map<string, { rps: number[]; p99: number[]; non2xx: number; errors: number; peak: number }>();
    for (const t of list) {
      // Warm-up: JIT, connection pool, Next's route cache.
      await autocannon({ ...t.options, connections: CONNECTIONS, duration: 2 });
      perRoute.set(t.route, { rps: [], p99: [], non2xx: 0, errors: 0, peak: 0 });
    }
    // Rounds interleave the routes, so a burst of other work on the machine hits all of them alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of list) {
        const sampler = rssSampler(server.pid);
        const r = await autocannon({ ...t.options, connections: CONNECTIONS, duration: DURATION });
        const acc = perRoute.get(t.route)!;
        acc.peak = Math.max(acc.peak, sampler.stop());
        acc.rps.push(r.requests.average);
        acc.p99.push(r.latency.p99);
        acc.non2xx += r.non2xx;
        acc.errors += r.errors;
      }
    }
    const peakRssMb = overall.stop();
    const ping = perRoute.get(list[0].route)!;
    const pingMedian = median(ping.rps) || 1;
    const routes: RouteFigures[] = list.map((t) => {
      const acc = perRoute.get(t.route)!;
      const ratios = acc.rps.map((rps, i) => rps / (ping.rps[i] || 1));
      return {
        route: t.route,
        requestsPerSecond: Math.round(median(acc.rps)),
        p99Ms: median(acc.p99),
        rpsRange: [Math.round(Math.min(...acc.rps)), Math.round(Math.max(...acc.rps))],
        ratio: round2(median(acc.rps) / pingMedian),
        ratioRange: [round2(Math.min(...ratios)), round2(Math.max(...ratios))],
        non2xx: acc.non2xx,
        errors: acc.errors,
        peakRssMb: Math.round(acc.peak),
      };
    });
    return {
      database,
      idleRssMb: Math.round(idleRssMb),
      peakRssMb: Math.round(peakRssMb),
      endRssMb: Math.round(rssMb(server.pid)),
      routes,
    };
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<ChatBenchResult> {
  const wanted = (process.env.BENCH_DATABASES ?? "postgresql,pglite")
    .split(",")
    .map((s) => s.trim()) as ServerDatabase[];
  const databases: ServerDatabase[] = [];
  for (const d of wanted) {
    if (d === "postgresql" && !(await postgresReachable())) {
      console.log("chat-http bench: PostgreSQL not reachable, measuring PGlite only");
      continue;
    }
    if (d === "postgresql" || d === "pglite") databases.push(d);
  }
  const loadBefore = loadavg()[0];
  const results: DatabaseFigures[] = [];
  for (const d of databases) results.push(await measureDatabase(d));
  const result: ChatBenchResult = {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    loadBefore: round2(loadBefore),
    loadAfter: round2(loadavg()[0]),
    databases: results,
  };
  report(result);
  return result;
}

function report(r: ChatBenchResult): void {
  console.log(
    `\nChat API over HTTP — ${r.connections} connections, ${r.rounds} rounds × ${r.durationSeconds} s per route, medians ` +
      `(load ${r.loadBefore} → ${r.loadAfter} on ${cpus().length} CPUs)`,
  );
  for (const d of r.databases) {
    console.log(
      `\n${d.database}: resident memory of the serving process — idle ${d.idleRssMb} MB, peak ${d.peakRssMb} MB under load (aim < ${RSS_AIM_MB[d.database]} MB: ${d.peakRssMb < RSS_AIM_MB[d.database] ? "met" : "NOT met"}), ${d.endRssMb} MB at the end`,
    );
    console.table(
      d.routes.map((x) => ({
        route: x.route,
        "req/s": x.requestsPerSecond,
        "req/s range": `${x.rpsRange[0]}–${x.rpsRange[1]}`,
        "p99 ms": x.p99Ms,
        "× ping": x.ratio,
        "× ping range": `${x.ratioRange[0]}–${x.ratioRange[1]}`,
        non2xx: x.non2xx,
        errors: x.errors,
        "peak RSS MB": x.peakRssMb,
      })),
    );
    for (const x of d.routes.filter((x) => x.route.includes("quota") || x.route.includes("history"))) {
      console.log(
        `${d.database} ${x.route}: ${x.ratio} × ping ${x.ratio >= 0.5 ? "(meets the ≥ 0.5 aim)" : "(below the 0.5 aim)"}`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run()
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
