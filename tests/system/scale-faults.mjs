// System checks of the built app as operators run it (`npm start`), on loopback only:
//  (a) two instances on one PostgreSQL: a session made on one is valid on the other, and 50
//      simultaneous sends from one free user spread over both give exactly FREE_DAILY_LIMIT (5) answers;
//  (b) kill -9 of the server during 20 simultaneous sends, on PGlite and on PostgreSQL: after a restart
//      the database opens, and every answer the client received as 200 is in the history;
//  and a partial Stripe configuration stops the server at start, naming what is missing.
// Run: node tests/system/scale-faults.mjs [--json out.json]. It reuses the e2e build (.next-e2e) when
// it is current (scripts/start.mjs rebuilds otherwise). Ports: SYSTEM_PORT_A/B (4306/4316).
import { spawn } from "node:child_process";
import { rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import net from "node:net";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const PG_URL = process.env.SYSTEM_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const PORT_A = Number(process.env.SYSTEM_PORT_A ?? 4306);
const PORT_B = Number(process.env.SYSTEM_PORT_B ?? 4316);
const DIST = process.env.E2E_DIST_DIR ?? ".next-e2e";
if (PORT_A === PORT_B) throw new Error("SYSTEM_PORT_A and SYSTEM_PORT_B must differ");
const jsonOut = process.argv.includes("--json") ? process.argv[process.argv.indexOf("--json") + 1] : undefined;

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ` — ${detail}` : ""}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A health answer must come from the server we started, not from something already on the port. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Starts `npm start`'s launcher (or the server itself, for kill -9) and waits for /api/v1/health. */
async function startServer({ port, env, direct = false }) {
  await assertPortFree(port);
  const script = direct ? "scripts/server.mjs" : "scripts/start.mjs";
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NEXT_DIST_DIR: DIST,
      NEXTAUTH_SECRET: "system-test-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      FREE_DAILY_LIMIT: "5",
      SIGNUP_IP_HOURLY_LIMIT: "100000",
      LOGIN_MAX_ATTEMPTS: "1000",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000; // a first build can take minutes on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode}):\n${log.slice(-3000)}`);
    try {
      const res = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { child, base, log: () => log };
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not become healthy:\n${log.slice(-2000)}`);
}

async function stopServer(s) {
  if (!s || s.child.exitCode !== null) return;
  s.child.kill("SIGTERM");
  for (let i = 0; i < 50 && s.child.exitCode === null; i++) await sleep(100);
  if (s.child.exitCode === null) s.child.kill("SIGKILL");
}

async function freshPgDatabase(tag) {
  const name = `berea_sys_${tag}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function signUp(base, label) {
  const res = await fetch(`${base}/api/v1/auth/local/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `${label}-${Date.now().toString(36)}@example.com`,
      password: "clave-del-sistema-1",
      firstName: "Sis",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up on ${base}: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  return { id: (await res.json()).user_id, cookie };
}

function send(base, user, text) {
  return fetch(`${base}/api/v1/chat/send`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: user.cookie },
    body: JSON.stringify({ text, sender: "user", timestamp: new Date().toISOString(), user_id: user.id }),
    signal: AbortSignal.timeout(120_000),
  }).then(
    async (res) => ({ status: res.status, body: await res.json().catch(() => null) }),
    (err) => ({ status: 0, error: String(err) }),
  );
}

async function historyOf(base, user) {
  const res = await fetch(`${base}/api/v1/chat/history/${user.id}?limit=50`, { headers: { cookie: user.cookie } });
  return { status: res.status, messages: res.ok ? await res.json() : [] };
}

const QUESTIONS = ["Salmo 23", "Juan 3:16", "¿Qué es la fe?", "Romanos 8:28", "Filipenses 4:13"];

async function twoInstances() {
  const db = await freshPgDatabase("two");
  let a;
  let b;
  try {
    a = await startServer({ port: PORT_A, env: { DATABASE_URL: db.url } });
    b = await startServer({ port: PORT_B, env: { DATABASE_URL: db.url } });
    const user = await signUp(a.base, "dos");
    const me = await fetch(`${b.base}/api/v1/auth/me`, { headers: { cookie: user.cookie } });
    const meBody = me.ok ? await me.json() : null;
    check(
      "(a) a session made on instance A is valid on instance B",
      me.status === 200 && meBody?.id === user.id,
      `GET auth/me on B: ${me.status}`,
    );
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(i % 2 ? b.base : a.base, user, QUESTIONS[i % QUESTIONS.length])),
    );
    const ok = replies.filter((r) => r.status === 200).length;
    const limited = replies.filter((r) => r.status === 429 && r.body?.code === "rate_limit:daily").length;
    check(
      "(a) 50 simultaneous sends over both instances give exactly 5 answers",
      ok === 5 && limited === 45,
      `${ok}×200, ${limited}×429 daily`,
    );
    const hist = await historyOf(b.base, user);
    const answers = hist.messages.filter((m) => m.sender === "bot").length;
    check("(a) history holds exactly those 5 answers", answers === 5, `${answers} answers stored`);
  } finally {
    await stopServer(a);
    await stopServer(b);
    await db.drop();
  }
}

async function killDuringSends(kind) {
  const db = kind === "postgresql" ? await freshPgDatabase("kill") : undefined;
  const dataDir = path.join(root, ".data", `system-kill-${process.pid}`);
  const env = {
    FREE_DAILY_LIMIT: "100",
    ...(db ? { DATABASE_URL: db.url } : { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" }),
  };
  let s;
  try {
    // The server itself (not the launcher), so kill -9 hits the process that holds the database.
    s = await startServer({ port: PORT_A, env, direct: true });
    const user = await signUp(s.base, `kill-${kind}`);
    const received = [];
    let firstDone;
    const first = new Promise((r) => (firstDone = r));
    const sends = Array.from({ length: 20 }, (_, i) =>
      send(s.base, user, `${QUESTIONS[i % QUESTIONS.length]} (${i})`).then((r) => {
        // A 200 whose body was cut by the kill was not received.
        if (r.status === 200 && typeof r.body?.text === "string") received.push(r.body.text);
        firstDone();
        return r;
      }),
    );
    await Promise.race([first, sleep(60_000)]);
    s.child.kill("SIGKILL");
    const replies = await Promise.all(sends);
    const cut = replies.filter((r) => r.status === 0).length;
    const statuses = replies.map((r) => r.status).join(" ");
    console.log(
      `     ${kind}: ${received.length} answers received before kill -9, ${cut} requests cut (statuses: ${statuses})`,
    );
    s = await startServer({ port: PORT_A, env, direct: true });
    const health = await (await fetch(`${s.base}/api/v1/health`)).json().catch(() => null);
    check(
      `(b) ${kind}: after kill -9 the database opens again`,
      health?.status === "ok" && health?.bible?.loaded === true,
      `health: ${health?.status}`,
    );
    const hist = await historyOf(s.base, user);
    const stored = new Set(hist.messages.filter((m) => m.sender === "bot").map((m) => m.text.trim()));
    const missing = received.filter((t) => !stored.has(t.trim()));
    check(
      `(b) ${kind}: every answer received as 200 is in the history`,
      hist.status === 200 && received.length > 0 && missing.length === 0,
      `${received.length} received, ${missing.length} missing, ${stored.size} stored`,
    );
  } finally {
    await stopServer(s);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Billing mode is explicit: a partial Stripe configuration stops the server at start, naming what is missing. */
async function partialStripeStops() {
  const dataDir = path.join(root, ".data", `system-stripe-${process.pid}`);
  try {
    await startServer({
      port: PORT_A,
      direct: true,
      env: {
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: "",
        STRIPE_SECRET_KEY: "sk_test_partial",
        NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: "prctbl_partial",
      },
    });
    check("a partial Stripe configuration stops the server at start", false, "the server became healthy");
  } catch (err) {
    const text = String(err);
    check(
      "a partial Stripe configuration stops the server at start",
      /exited \(1\)/.test(text) && /Missing: STRIPE_WEBHOOK_SECRET/.test(text),
      text.split("\n")[0],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  for (const [name, fn] of [
    ["two instances on one PostgreSQL", twoInstances],
    ["kill -9 on PGlite", () => killDuringSends("pglite")],
    ["kill -9 on PostgreSQL", () => killDuringSends("postgresql")],
    ["partial Stripe configuration", partialStripeStops],
  ]) {
    // SYSTEM_ONLY=kill (or two) runs a part, when working on one.
    if (process.env.SYSTEM_ONLY && !name.includes(process.env.SYSTEM_ONLY)) continue;
    try {
      await fn();
    } catch (err) {
      check(name, false, String(err?.stack ?? err).slice(0, 1500));
    }
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`system checks: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  if (jsonOut) {
    mkdirSync(path.dirname(jsonOut), { recursive: true });
    writeFileSync(jsonOut, JSON.stringify({ passed, failed, results }, null, 2));
  }
  process.exit(failed ? 1 : 0);
}

await main();
