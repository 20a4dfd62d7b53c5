// Runs once when the server starts: validate configuration, migrate and load the Bible before the
// first request, so problems show at start-up rather than on a visitor's first question; then the
// housekeeping job (at start and hourly) and the morning reflection e-mail (every few minutes).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { validateEnv } = await import("./lib/env.ts");
  validateEnv();
  const { getDb } = await import("./lib/db/index.ts");
  const { ensureBible } = await import("./lib/scripture/bible-loader.ts");
  await ensureBible(await getDb());
  const { startHousekeeping } = await import("./lib/jobs/housekeeping.ts");
  await startHousekeeping();
  const { startReflectionMail } = await import("./lib/jobs/reflection-mail.ts");
  startReflectionMail();
  // The verse finder's in-memory index (about a second to build): not on a visitor's first question.
  const { warmVerseFinder } = await import("./lib/scripture/verse-finder.ts");
  await warmVerseFinder();
}
