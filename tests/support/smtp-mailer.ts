import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "../../lib/env.ts";
import { resetMailTransport } from "../../lib/mail/index.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server.ts";

/**
 * Sends the app's mail to a local SMTP server for the enclosing file or describe block: starts it
 * before the tests and points SMTP_URL at it (the env and the mail transport are read afresh), and
 * afterwards unsets SMTP_URL and stops it, so later files send no mail. `use` receives the server.
 * Kept apart from smtp-server.ts, which Playwright loads too and must not import vitest.
 */
export function mailToTestSmtp(use: (server: TestSmtpServer) => void): void {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
    use(server);
    process.env.SMTP_URL = server.url;
    resetEnvCache();
    resetMailTransport();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    resetMailTransport();
    await server?.close();
  });
}
