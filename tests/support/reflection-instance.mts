// One "instance" of Berea's morning reflection job, for tests/unit/reflection-mail.test.ts: a separate
// Node process with its own database pool, as a second server would be. It loads everything, says
// "ready", waits for "go" on stdin (so two instances start their runs together), runs the job
// `rounds` times at the given clock, prints the totals as JSON and exits.
//   node --conditions=react-server --import tsx tests/support/reflection-instance.mts <iso-now> <rounds>
// Environment: DATABASE_URL, SMTP_URL, MAIL_FROM as the server would have them.
import { createInterface } from "node:readline";
import { getDb } from "../../lib/db/index.ts";
import { runReflectionMail } from "../../lib/reflections/mail.ts";

const now = new Date(process.argv[2]);
const rounds = Number(process.argv[3] ?? 3);

await getDb();
process.stdout.write("ready\n");
await new Promise<void>((resolve) => {
  const rl = createInterface({ input: process.stdin });
  rl.on("line", (line) => {
    if (line.trim() === "go") {
      rl.close();
      resolve();
    }
  });
});
const total = { sent: 0, skipped: 0, failed: 0 };
for (let i = 0; i < rounds; i++) {
  const r = await runReflectionMail({ now });
  total.sent += r.sent;
  total.skipped += r.skipped;
  total.failed += r.failed;
}
process.stdout.write(`${JSON.stringify(total)}\n`);
await (await getDb()).close();
process.exit(0);
