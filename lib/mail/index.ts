import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { serverEnv } from "../env.ts";
import { PRODUCT_NAME } from "../product.ts";
import { composeMail, type MailContent } from "./compose.ts";

export { composeMail, type MailContent } from "./compose.ts";

// The one way Berea sends e-mail. With SMTP_URL (and MAIL_FROM) set, nodemailer hands each message to
// that server; without them every message is written as an .eml file to the outbox folder and named
// in the server log, so an operator running the embedded defaults can still read what was sent.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type MailMode = "smtp" | "outbox";

export interface SentMail {
  mode: MailMode;
  messageId: string;
  /** The .eml file written, in outbox mode. */
  file?: string;
}

export function mailMode(): MailMode {
  return serverEnv().SMTP_URL ? "smtp" : "outbox";
}

/** The From header: MAIL_FROM, or (outbox only, where nobody checks it) the product at localhost. */
export function mailFrom(): string {
  return serverEnv().MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@localhost>`;
}

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransporter(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    // A server that accepts the connection and then stalls must not hold a request for minutes.
    const transport = new SMTPTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    smtp = { url, transporter: nodemailer.createTransport(transport) };
  }
  return smtp.transporter;
}

// Builds the RFC 5322 message exactly as the SMTP path would send it, without a network.
const emlBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/**
 * Sends one message. Throws when the SMTP server refuses it or cannot be reached (callers decide
 * whether that is the user's problem); the outbox only fails when the disk does.
 */
export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const env = serverEnv();
  const message = {
    from: mailFrom(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
  };
  if (env.SMTP_URL) {
    const info = (await smtpTransporter(env.SMTP_URL).sendMail(message)) as { messageId: string };
    return { mode: "smtp", messageId: info.messageId };
  }
  const built = (await emlBuilder.sendMail(message)) as { messageId: string; message: Buffer };
  const dir = path.resolve(env.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  await writeFile(file, built.message, { mode: 0o600 });
  console.info(`[mail] outbox: "${mail.subject}" to ${mail.to} → ${file}`);
  return { mode: "outbox", messageId: built.messageId, file };
}

/** Composes a mail written as data (content/mail) and sends it. */
export async function sendComposed(to: string, content: MailContent, replyTo?: string): Promise<SentMail> {
  return sendMail({ to, ...composeMail(content), replyTo });
}

/** Only for tests that change SMTP_URL between cases. */
export function resetMailTransport(): void {
  smtp?.transporter.close();
  smtp = undefined;
}
