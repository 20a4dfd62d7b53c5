import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postgresAvailable, TEST_DB_KIND, TEST_PG_URL, withTestDb } from "../support/test-db.ts";
import { createPgDatabase } from "../support/pg-database.ts";
import { type ReceivedMail, type TestSmtpServer } from "../support/smtp-server.ts";
import { makeSubscriber } from "./chat-helpers.ts";
import { openDatabase, type Database } from "../../lib/db/open-database.ts";
import { seedBible } from "../../lib/scripture/bible-loader.ts";
import { runReflectionMail } from "../../lib/reflections/mail.ts";
import { todayReflection, unsubscribeByToken } from "../../lib/reflections/index.ts";
import { mailToTestSmtp } from "../support/smtp-mailer.ts";

const t = withTestDb({
  bible: true,
  env: { MAIL_FROM: "Berea <hola@berea.test>", APP_URL: "https://berea.test", REFLECTION_MAIL_HOUR: "6" },
});
let smtp: TestSmtpServer;

mailToTestSmtp((server) => (smtp = server));
beforeEach(async () => {
  smtp.reset();
  // Each test starts from its own people: the earlier ones stop asking for the mail.
  await t.db.prisma.user.updateMany({ data: { reflectionMail: false } });
});

// Mexico City is UTC−6: 05:30, 07:00 and 09:00 there on 25 November 2026, and 07:00 the next days.
const at = (day: number, hhmm: string) => new Date(`2026-11-${day}T${hhmm}:00-06:00`);

let seq = 0;
async function person(db: Database, opts: { subscriber: boolean; wantsMail: boolean }) {
  const email = `lector${++seq}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const user = await db.prisma.user.create({ data: { email, reflectionMail: opts.wantsMail } });
  if (opts.subscriber) await makeSubscriber(db, user.id);
  return { id: user.id, email };
}

const to = (mails: ReceivedMail[], email: string) => mails.filter((m) => m.to.includes(email));

describe(`the morning reflection e-mail (${TEST_DB_KIND})`, () => {
  it("goes once a day, from 6 a.m. in Mexico City, to subscribers who asked for it, with a working opt-out link", async () => {
    const reader = await person(t.db, { subscriber: true, wantsMail: true });
    const notAsked = await person(t.db, { subscriber: true, wantsMail: false });
    const lapsed = await person(t.db, { subscriber: false, wantsMail: true });

    expect((await runReflectionMail({ now: at(25, "05:30") })).sent).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    expect((await runReflectionMail({ now: at(25, "07:00") })).sent).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(reader.email));
    const today = await todayReflection({ userId: reader.id, now: at(25, "07:00") });
    expect(mail.subject).toBe(`Tu reflexión de hoy: ${today.reference}`);
    expect(mail.text).toContain(today.text);
    expect(mail.text).toContain(today.passage);
    expect(mail.html).toContain(today.reference);
    const link = /https:\/\/berea\.test\/reflexiones\/baja\?token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();

    // Later the same day: nothing more. The next morning: the next day's reflection.
    expect((await runReflectionMail({ now: at(25, "09:00") })).sent).toBe(0);
    expect((await runReflectionMail({ now: at(26, "07:00") })).sent).toBe(1);
    const second = await smtp.waitFor((m) => m.to.includes(reader.email) && m !== mail);
    expect(second.subject).toBe(
      `Tu reflexión de hoy: ${(await todayReflection({ userId: reader.id, now: at(26, "07:00") })).reference}`,
    );

    // The link in the mail turns it off, without signing in.
    await unsubscribeByToken({ token: decodeURIComponent(link![1]) });
    expect((await runReflectionMail({ now: at(27, "07:00") })).sent).toBe(0);

    expect(to(smtp.messages, reader.email)).toHaveLength(2);
    expect(to(smtp.messages, notAsked.email)).toHaveLength(0);
    expect(to(smtp.messages, lapsed.email)).toHaveLength(0);
  });

  it("a failed send is tried again at the next run, and then sent once", async () => {
    const reader = await person(t.db, { subscriber: true, wantsMail: true });
    smtp.refuseAll(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await runReflectionMail({ now: at(25, "07:00") })).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      warn.mockRestore();
      smtp.refuseAll(false);
    }
    expect((await runReflectionMail({ now: at(25, "07:05") })).sent).toBe(1);
    expect((await runReflectionMail({ now: at(25, "07:10") })).sent).toBe(0);
    await smtp.waitFor((m) => m.to.includes(reader.email));
    expect(to(smtp.messages, reader.email)).toHaveLength(1);
  });

  it("two runs at once in one process still send each person's mail once", async () => {
    const readers = await Promise.all([1, 2, 3, 4].map(() => person(t.db, { subscriber: true, wantsMail: true })));
    const runs = await Promise.all([
      runReflectionMail({ now: at(25, "07:00") }),
      runReflectionMail({ now: at(25, "07:00") }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(4);
    for (const r of readers) await smtp.waitFor((m) => m.to.includes(r.email));
    for (const r of readers) expect(to(smtp.messages, r.email)).toHaveLength(1);
  });
});

// Two instances: two Node processes with their own pools on one PostgreSQL database, started together
// and each running the job three times. Whatever the interleaving, every subscriber gets one mail.
describe("the morning reflection e-mail across two instances on one PostgreSQL", () => {
  let url: string;
  let drop: (() => Promise<void>) | undefined;
  let db: Database | undefined;
  let available = false;

  beforeAll(async () => {
    available = await postgresAvailable();
    if (!available) return;
    ({ url, drop } = await createPgDatabase(TEST_PG_URL, "berea_t_inst"));
    db = await openDatabase({ url });
    await seedBible(db.raw);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  function instance(now: Date): { ready: Promise<void>; go(): void; done: Promise<{ sent: number }> } {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/support/reflection-instance.mts", now.toISOString(), "3"],
      {
        env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtp.url, MAIL_FROM: "Berea <hola@berea.test>" },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const lines = createInterface({ input: child.stdout });
    let onReady!: () => void;
    const ready = new Promise<void>((r) => (onReady = r));
    let result: { sent: number } | undefined;
    lines.on("line", (line) => {
      if (line === "ready") onReady();
      else if (line.startsWith("{")) result = JSON.parse(line);
    });
    const done = new Promise<{ sent: number }>((resolve, reject) =>
      child.on("exit", (code) =>
        code === 0 && result ? resolve(result) : reject(new Error(`instance exited ${code}: ${stderr.slice(-2000)}`)),
      ),
    );
    return { ready, go: () => child.stdin.write("go\n"), done };
  }

  it("sends each subscriber's mail exactly once for the day", async (ctx) => {
    if (!available) ctx.skip();
    const readers = [];
    for (let i = 0; i < 12; i++) readers.push(await person(db!, { subscriber: true, wantsMail: true }));
    const now = at(25, "07:00");
    const a = instance(now);
    const b = instance(now);
    await Promise.all([a.ready, b.ready]);
    a.go();
    b.go();
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect(ra.sent + rb.sent).toBe(12);
    for (const r of readers) await smtp.waitFor((m) => m.to.includes(r.email));
    for (const r of readers) expect(to(smtp.messages, r.email)).toHaveLength(1);
    const claims = await db!.prisma.reflectionMail.findMany({ where: { day: "2026-11-25" } });
    expect(claims).toHaveLength(12);
    expect(claims.every((c) => c.sentAt !== null)).toBe(true);
  }, 120_000);
});
