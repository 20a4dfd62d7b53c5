import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache, serviceModes, validateEnv } from "../../lib/env.ts";
import { composeMail, mailMode, resetMailTransport, sendComposed, sendMail } from "../../lib/mail/index.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const saved = { ...process.env };
function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  resetMailTransport();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  resetMailTransport();
});

const greeting = {
  subject: "Restablece tu contraseña de Berea",
  greeting: "Hola, Ana <script>:",
  paragraphs: ["Recibimos una solicitud para cambiar tu contraseña.", "El enlace vence en 1 hora."],
  action: { label: "Elegir una contraseña nueva", url: "http://127.0.0.1:3000/cuenta/restablecer?token=abc&x=1" },
  after: ["Si no lo pediste, ignora este correo: tu contraseña sigue igual."],
  signature: "— El equipo de Berea",
};

describe("mail through SMTP (SMTP_URL set)", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers a text and an HTML part, from MAIL_FROM, with Spanish intact", async () => {
    setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Berea <hola@berea.test>" });
    expect(mailMode()).toBe("smtp");
    expect(serviceModes().mail).toBe("smtp");
    const sent = await sendComposed("ana@example.com", greeting);
    expect(sent.mode).toBe("smtp");
    const got = await smtp.waitFor((m) => m.to.includes("ana@example.com"));
    expect(got.from).toBe("hola@berea.test");
    expect(got.envelopeTo).toEqual(["ana@example.com"]);
    expect(got.subject).toBe("Restablece tu contraseña de Berea");
    expect(got.text).toContain("Hola, Ana <script>:");
    expect(got.text).toContain("http://127.0.0.1:3000/cuenta/restablecer?token=abc&x=1");
    expect(got.text).toContain("El enlace vence en 1 hora.");
    // The HTML part shows the same words, with the person's text escaped, and links the action.
    expect(got.html).toContain("Hola, Ana &lt;script&gt;:");
    expect(got.html).not.toContain("<script>");
    expect(got.html).toContain('href="http://127.0.0.1:3000/cuenta/restablecer?token=abc&amp;x=1"');
    expect(got.html).toContain("Elegir una contraseña nueva");
  });

  it("passes a reply-to address through", async () => {
    setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "hola@berea.test" });
    await sendMail({
      to: "op@example.com",
      subject: "Pregunta",
      text: "hola",
      html: "<p>hola</p>",
      replyTo: "ana@example.com",
    });
    const got = await smtp.waitFor((m) => m.subject === "Pregunta");
    expect(got.replyTo).toEqual(["ana@example.com"]);
  });

  it("throws when the server refuses the message, so the caller knows it did not leave", async () => {
    setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "hola@berea.test" });
    smtp.refuseAll(true);
    try {
      await expect(sendMail({ to: "x@example.com", subject: "s", text: "t", html: "<p>t</p>" })).rejects.toThrow();
    } finally {
      smtp.refuseAll(false);
    }
  });

  it("throws when no server listens at SMTP_URL", async () => {
    const gone = await startSmtpServer();
    await gone.close();
    setEnv({ SMTP_URL: gone.url, MAIL_FROM: "hola@berea.test" });
    await expect(sendMail({ to: "x@example.com", subject: "s", text: "t", html: "<p>t</p>" })).rejects.toThrow();
  });
});

describe("mail without SMTP (the outbox)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "berea-outbox-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes one .eml per message that a mail reader parses back, and names it in the log", async () => {
    setEnv({ SMTP_URL: undefined, MAIL_FROM: undefined, MAIL_OUTBOX_DIR: dir });
    expect(mailMode()).toBe("outbox");
    expect(serviceModes().mail).toBe("outbox");
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const first = await sendComposed("ana@example.com", greeting);
    await sendComposed("luis@example.com", { ...greeting, subject: "Confirma tu correo" });
    expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toContain(first.file);
    log.mockRestore();

    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    expect(first.file && path.dirname(first.file)).toBe(dir);
    const parsed = await simpleParser(await readFile(first.file!));
    expect(parsed.subject).toBe("Restablece tu contraseña de Berea");
    expect(parsed.text).toContain("El enlace vence en 1 hora.");
    expect(parsed.html).toContain("Hola, Ana &lt;script&gt;:");
  });
});

describe("mail configuration", () => {
  it("refuses SMTP_URL without MAIL_FROM at start-up, naming the variable", () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: undefined });
    expect(() => validateEnv()).toThrow(/MAIL_FROM/);
  });

  it("names a malformed SMTP_URL, MAIL_FROM or SUPPORT_EMAIL", () => {
    setEnv({ SMTP_URL: "http://mail.example.com", MAIL_FROM: "nadie", SUPPORT_EMAIL: "soporte" });
    let message = "";
    try {
      validateEnv();
    } catch (e) {
      message = String(e);
    }
    for (const name of ["SMTP_URL", "MAIL_FROM", "SUPPORT_EMAIL"]) expect(message).toContain(name);
  });

  it("accepts an address or a named address as MAIL_FROM", () => {
    setEnv({ SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "Berea <hola@berea.mx>" });
    expect(() => validateEnv()).not.toThrow();
    setEnv({ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "hola@berea.mx" });
    expect(() => validateEnv()).not.toThrow();
  });
});

describe("composeMail", () => {
  it("gives the text part every paragraph in order and the action's address in full", () => {
    const { text } = composeMail(greeting);
    const order = [
      "Hola, Ana <script>:",
      "Recibimos una solicitud",
      "El enlace vence",
      "Elegir una contraseña nueva:",
      "http://127.0.0.1:3000/cuenta/restablecer?token=abc&x=1",
      "Si no lo pediste",
      "— El equipo de Berea",
    ].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
