import { defineConfig } from "@playwright/test";

// Browser tests drive the real built app (scripts/start.mjs) in Debian's Chromium. Each run gets its
// own PGlite folder and build folder, so it never touches a developer's .data/ or .next/.
const port = Number(process.env.E2E_PORT ?? 3210);
const runId = process.env.E2E_RUN_ID ?? String(Date.now());
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
/** The app mails through SMTP here; a spec that reads mail listens on it (tests/support/smtp-server.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 20_000);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.spec\.ts/,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    locale: "es-MX",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
    trace: "off",
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `${E2E_BASE_URL}/api/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
      PGLITE_DATA_DIR: `.data/e2e-${runId}`,
      APP_URL: E2E_BASE_URL,
      NEXTAUTH_URL: E2E_BASE_URL,
      NEXTAUTH_SECRET: "e2e-secret-not-for-production",
      // Every browser test comes from 127.0.0.1: set the limits the tests rely on explicitly.
      GUEST_FREE_PROMPTS: "5",
      GUEST_IP_DAILY_LIMIT: "100000",
      FREE_DAILY_LIMIT: "5",
      PAID_HOURLY_LIMIT: "60",
      LOGIN_MAX_ATTEMPTS: "1000",
      SIGNUP_IP_HOURLY_LIMIT: "100000",
      NEXT_TELEMETRY_DISABLED: "1",
      // Specs that do not listen there just see the send fail in the server log (nothing waits on it).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: "Berea <hola@berea.test>",
      // The morning reflection e-mail at any hour, looked for every 2 s, so a spec sees it arrive.
      REFLECTION_MAIL_HOUR: "0",
      REFLECTION_MAIL_INTERVAL_MS: "2000",
    },
  },
});
