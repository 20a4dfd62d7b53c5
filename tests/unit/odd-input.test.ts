import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { Markdown } from "../../components/ui/markdown.tsx";
import { createUserWithSession, params, question, sendRequest, sessionJar, type TestUser } from "./chat-helpers.ts";

// Odd input a person never types but an attacker sends: control characters, broken text, bodies over
// the limit. Each gets a 4xx with the JSON error and stores nothing; personal answers are not cached;
// model Markdown cannot make the browser fetch from another site.
vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());

const { POST: send } = await import("../../app/api/v1/chat/send/route.ts");
const { POST: freeChat } = await import("../../app/api/v1/chat/free-chat/route.ts");
const { POST: signUp } = await import("../../app/api/v1/auth/local/sign-up/route.ts");
const { GET: history } = await import("../../app/api/v1/chat/history/[userId]/route.ts");
const { GET: suggestions } = await import("../../app/api/v1/chat/suggestions/[userId]/route.ts");

let ana: TestUser;

const testDb = withTestDb({ bible: true, env: { FREE_DAILY_LIMIT: "5" } });
beforeAll(async () => {
  ana = await createUserWithSession(testDb.db, "ana");
});
beforeEach(() => {
  sessionJar.token = ana.token;
});

const ODD = ["Hola\u0000mundo", "¿Qué es\u0007 la fe?", "Salmo 23\u001b[2J", "lone \ud800 surrogate", "del\u007f"];

describe(`control characters and broken text (${TEST_DB_KIND})`, () => {
  it.each(ODD)("chat/send refuses %j with 422 and stores nothing", async (text) => {
    const res = await send(sendRequest(question(text, ana.id)));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: "validation:control_chars",
      detail: "El texto contiene caracteres no válidos.",
    });
    expect(await testDb.db.prisma.chatMessage.count({ where: { userId: ana.id } })).toBe(0);
  });

  it("free-chat and sign-up refuse them too (any string field)", async () => {
    const guest = await freeChat(
      new Request("http://localhost/api/v1/chat/free-chat", {
        method: "POST",
        headers: { "content-type": "application/json", "X-Guest-Session-ID": randomUUID() },
        body: JSON.stringify({ text: "a\u0000b" }),
      }),
    );
    expect(guest.status).toBe(422);
    const res = await signUp(
      new Request("http://localhost/api/v1/auth/local/sign-up", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nul@example.com", password: "una-frase-larga-y-rara", firstName: "Eve\u0000" }),
      }) as never,
    );
    expect(res.status).toBe(422);
    expect(await testDb.db.prisma.user.count({ where: { email: "nul@example.com" } })).toBe(0);
  });

  it("tabs and new lines are ordinary text", async () => {
    const res = await send(sendRequest(question("Salmo 23\n\t¿qué significa?", ana.id)));
    expect(res.status).toBe(200);
  });

  it("a body over 64 KB is 413 even when it reaches a handler without the server in front", async () => {
    const res = await send(sendRequest({ ...question("x", ana.id), pad: "x".repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "too_large:body" });
  });
});

describe(`personal answers are never cached (${TEST_DB_KIND})`, () => {
  it("history and suggestions answer Cache-Control: no-store, and so do their errors", async () => {
    const h = await history(new Request(`http://localhost/api/v1/chat/history/${ana.id}`), params({ userId: ana.id }));
    expect(h.status).toBe(200);
    expect(h.headers.get("cache-control")).toBe("no-store");
    const s = await suggestions(
      new Request(`http://localhost/api/v1/chat/suggestions/${ana.id}`),
      params({ userId: ana.id }),
    );
    expect(s.status).toBe(200);
    expect(s.headers.get("cache-control")).toBe("no-store");
    const other = await history(
      new Request("http://localhost/api/v1/chat/history/someone-else"),
      params({ userId: "someone-else" }),
    );
    expect(other.status).toBe(403);
    expect(other.headers.get("cache-control")).toBe("no-store");
  });
});

describe("Markdown from the model", () => {
  const html = (md: string) => renderToStaticMarkup(createElement(Markdown, null, md));

  it("drops images from other sites (they could carry the conversation out in their address)", () => {
    for (const src of [
      "https://evil.example/x.png?q=mis%20mensajes",
      "//evil.example/x.png",
      " //evil.example/y.png",
      "http://127.0.0.1:9/x",
    ]) {
      const out = html(`Mira ![pixel](${src}) aquí.`);
      expect(out).not.toContain("<img");
      expect(out).not.toContain("evil.example");
    }
    expect(html('<img src="https://evil.example/a.png">')).not.toContain("<img");
    expect(html("![ref][r]\n\n[r]: https://evil.example/b.png")).not.toContain("<img");
    // A backslash reaches the browser percent-encoded: a path on this site, not another host.
    expect(html("![x](/\\evil.example/x.png)")).toContain('src="/%5Cevil.example/x.png"');
  });

  it("keeps images from this site and ordinary links", () => {
    expect(html("![paisaje](/landscapes/1.webp)")).toContain('<img src="/landscapes/1.webp" alt="paisaje"');
    expect(html("[Biblia](https://example.org/juan)")).toContain('href="https://example.org/juan"');
  });
});
