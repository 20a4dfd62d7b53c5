import { beforeEach, describe, expect, it, vi } from "vitest";
import { withTestDb, TEST_DB_KIND } from "../support/test-db.ts";
import { type TestSmtpServer } from "../support/smtp-server.ts";
import { createUserWithSession, makeSubscriber, sessionJar } from "./chat-helpers.ts";
import { CLIENT_IP_HEADER } from "../../lib/api/client-ip.ts";
import { mailToTestSmtp } from "../support/smtp-mailer.ts";

vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const { POST } = await import("../../app/api/v1/support/route.ts");
const { supportRequestsForExport } = await import("../../lib/support/index.ts");
const { exportAccountData } = await import("../../lib/account/export.ts");

const OPERATOR = "operador@berea.test";
const t = withTestDb({
  env: { SUPPORT_EMAIL: OPERATOR, MAIL_FROM: "Berea <hola@berea.test>", SUPPORT_HOURLY_LIMIT: "3" },
});
let smtp: TestSmtpServer;
let ipSeq = 0;

mailToTestSmtp((server) => (smtp = server));
beforeEach(() => {
  sessionJar.token = undefined;
});

function post(body: unknown, ip = `203.0.113.${++ipSeq}`): Request {
  return new Request("http://localhost/api/v1/support", {
    method: "POST",
    headers: { "Content-Type": "application/json", [CLIENT_IP_HEADER]: ip },
    body: JSON.stringify(body),
  });
}

const message = "No puedo ver mi historial desde ayer, ¿me ayudan?";

describe(`POST /api/v1/support (${TEST_DB_KIND})`, () => {
  it("stores a subscriber's request as priority, promises 24 hours and mails the operator with 'Prioritario'", async () => {
    const user = await createUserWithSession(t.db, "premium");
    await makeSubscriber(t.db, user.id);
    sessionJar.token = user.token;
    // An e-mail in the body does not replace the account's: the reply goes to the account.
    const res = await POST(post({ topic: "cuenta", message, email: "otra@example.com" }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      priority: true,
      reply_promise: "Te responderemos en menos de 24 horas.",
      reply_within_hours: 24,
      email: user.email,
    });
    const mail = await smtp.waitFor((m) => m.subject.includes(body.folio));
    expect(mail.to).toEqual([OPERATOR]);
    expect(mail.subject).toContain("Prioritario");
    expect(mail.replyTo).toEqual([user.email]);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain("menos de 24 horas");
    expect(mail.text).toContain(user.id);
    const row = await t.db.prisma.supportRequest.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ userId: user.id, email: user.email, topic: "cuenta", message, priority: true });
    expect(row.mailedAt).not.toBeNull();
  });

  it("a free account's and a guest's requests are not priority, and their subjects do not say so", async () => {
    const free = await createUserWithSession(t.db, "gratis");
    sessionJar.token = free.token;
    const a = await (await POST(post({ topic: "suscripcion", message }))).json();
    expect(a).toMatchObject({ priority: false, reply_within_hours: null, email: free.email });
    expect(a.reply_promise).not.toContain("24 horas");

    sessionJar.token = undefined;
    const res = await POST(
      post({ topic: "otro", message: "  Hola, ¿tienen versión en inglés?  ", email: " Visita@Example.COM " }),
    );
    expect(res.status).toBe(201);
    const b = await res.json();
    expect(b).toMatchObject({ priority: false, email: "visita@example.com" });
    for (const folio of [a.folio, b.folio]) {
      const mail = await smtp.waitFor((m) => m.subject.includes(folio));
      expect(mail.subject).not.toContain("Prioritario");
    }
    const guestRow = await t.db.prisma.supportRequest.findUniqueOrThrow({ where: { id: b.id } });
    expect(guestRow).toMatchObject({ userId: null, message: "Hola, ¿tienen versión en inglés?" });
  });

  it("answers bad input with a Spanish sentence and a stable code, and stores nothing", async () => {
    const before = await t.db.prisma.supportRequest.count();
    const cases: [unknown, string][] = [
      [{ topic: "otro", message, email: "no-es-correo" }, "validation:email"],
      [{ topic: "otro", message }, "validation:email"],
      [{ topic: "inventado", message, email: "a@example.com" }, "validation:support_topic"],
      [{ message, email: "a@example.com" }, "validation:support_topic"],
      [{ topic: "otro", message: "   hola   ", email: "a@example.com" }, "validation:support_message"],
      [{ topic: "otro", email: "a@example.com" }, "validation:support_message"],
      [{ topic: "otro", message: "x".repeat(5001), email: "a@example.com" }, "validation:support_message_too_long"],
      [{ topic: "otro", message: "hola\u0000 mundo, ayuda", email: "a@example.com" }, "validation:control_chars"],
    ];
    for (const [body, code] of cases) {
      const res = await POST(post(body));
      expect(res.status, code).toBe(422);
      const json = await res.json();
      expect(json.code).toBe(code);
      expect(json.detail).toMatch(/[áéíóúñ¿]|Escribe|Elige|Revisa|Cuéntanos|Tu mensaje/);
    }
    const bad = await POST(
      new Request("http://localhost/api/v1/support", {
        method: "POST",
        body: "{no es json",
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(bad.status).toBe(400);
    expect(await t.db.prisma.supportRequest.count()).toBe(before);
  });

  it("is throttled per sender and per network with 429 rate_limit:support", async () => {
    const email = "insistente@example.com";
    for (let i = 0; i < 3; i++) expect((await POST(post({ topic: "otro", message, email }))).status).toBe(201);
    const res = await POST(post({ topic: "otro", message, email }));
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe("rate_limit:support");
    // One network sending as many addresses as it likes is held too.
    const ip = "198.51.100.7";
    for (let i = 0; i < 3; i++)
      expect((await POST(post({ topic: "otro", message, email: `n${i}@example.com` }, ip))).status).toBe(201);
    expect((await POST(post({ topic: "otro", message, email: "n9@example.com" }, ip))).status).toBe(429);
  });

  it("keeps the request when the operator's mail cannot be sent", async () => {
    smtp.refuseAll(true);
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await POST(post({ topic: "otro", message, email: "sinco@example.com" }));
      expect(res.status).toBe(201);
      const { id } = await res.json();
      const row = await t.db.prisma.supportRequest.findUniqueOrThrow({ where: { id } });
      expect(row.message).toBe(message);
      expect(row.mailedAt).toBeNull();
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      smtp.refuseAll(false);
    }
  });

  it("a person's requests go into their export, and go with their account", async () => {
    const user = await createUserWithSession(t.db, "exporta");
    sessionJar.token = user.token;
    await POST(post({ topic: "privacidad", message: "Quiero saber qué datos guardan de mí." }));
    const other = await createUserWithSession(t.db, "ajena");
    sessionJar.token = other.token;
    await POST(post({ topic: "otro", message: "Esto es de otra persona distinta." }));
    const mine = await supportRequestsForExport(user.id);
    expect(mine).toHaveLength(1);
    const file = JSON.stringify(await exportAccountData({ userId: user.id }));
    expect(file).toContain("Quiero saber qué datos guardan de mí.");
    expect(file).not.toContain("Esto es de otra persona distinta.");
    expect(mine[0]).toMatchObject({
      topic: "privacidad",
      message: "Quiero saber qué datos guardan de mí.",
      priority: false,
    });
    await t.db.prisma.user.delete({ where: { id: user.id } });
    expect(await t.db.prisma.supportRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.prisma.supportRequest.count({ where: { userId: other.id } })).toBe(1);
  });
});
