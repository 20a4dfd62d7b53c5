import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on 127.0.0.1 for tests: Berea's nodemailer path delivers to it (SMTP_URL) and the
// test reads what arrived, parsed by mailparser. Usable from Vitest and from Playwright specs (the app
// under test is started with SMTP_URL pointing at the port the spec listens on).
//
// smtp-server's built-in certificate has expired, so STARTTLS is switched off (nodemailer then sends
// in plain text, as it does to any local relay) and authentication is optional.

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP client gave them. */
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The first message (already here or arriving within timeoutMs) that matches; rejects after timeoutMs. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server answer every message with a permanent failure (550), or accept again. */
  refuseAll(refuse: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

function addresses(a: AddressObject | AddressObject[] | undefined): string[] {
  if (!a) return [];
  return (Array.isArray(a) ? a : [a]).flatMap((o) => o.value.map((v) => v.address ?? "")).filter(Boolean);
}

/** Starts the server on `port` (0: any free port). */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();
  let refusing = false;

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refusing) {
          const err = Object.assign(new Error("Mailbox unavailable (test server refusing)"), { responseCode: 550 });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const mail: ReceivedMail = {
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: addresses(parsed.from)[0] ?? "",
              to: addresses(parsed.to),
              replyTo: addresses(parsed.replyTo),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              raw: raw.toString("utf8"),
            };
            messages.push(mail);
            for (const w of waiters) {
              if (w.match(mail)) {
                waiters.delete(w);
                w.resolve(mail);
              }
            }
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`No matching mail arrived within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    refuseAll(refuse) {
      refusing = refuse;
    },
    reset() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text part that contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in mail "${mail.subject}"`);
  return link;
}
