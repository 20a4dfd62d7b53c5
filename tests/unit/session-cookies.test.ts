import { beforeEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import { NextRequest } from "next/server";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { createBereaServer } from "../../scripts/http-server.mjs";

// The session cookie is Secure and __Secure- prefixed whenever the site is served over https, judged
// per request from what the server really saw when APP_URL/NEXTAUTH_URL are unset, and only the cookie
// name of the current mode is accepted.

const { POST: signUp } = await import("../../app/api/v1/auth/local/sign-up/route.ts");
const { GET: me } = await import("../../app/api/v1/auth/me/route.ts");

withTestDb();
beforeEach(() => {
  delete process.env.APP_URL;
  delete process.env.NEXTAUTH_URL;
  delete process.env.OIDC_ISSUER;
  process.env.NEXTAUTH_SECRET = "cookie-test-secret";
  process.env.SIGNUP_IP_HOURLY_LIMIT = "1000";
  resetEnvCache();
});

let n = 0;
async function signUpOver(proto: "http" | "https"): Promise<{ setCookie: string; token: string }> {
  const res = await signUp(
    new NextRequest(`${proto}://berea.test/api/v1/auth/local/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "berea.test", "x-berea-proto": proto },
      body: JSON.stringify({
        email: `cookie${++n}-${proto}@example.com`,
        password: "clave-de-galleta",
        firstName: "C",
      }),
    }),
  );
  expect(res.status).toBe(201);
  const setCookie = res.headers.get("set-cookie") ?? "";
  return { setCookie, token: /session-token=([^;]+)/.exec(setCookie)?.[1] ?? "" };
}

const meWith = (proto: "http" | "https", cookie: string) =>
  me(new NextRequest(`${proto}://berea.test/api/v1/auth/me`, { headers: { cookie, "x-berea-proto": proto } }));

describe(`session cookie without APP_URL (${TEST_DB_KIND})`, () => {
  it("over https it is __Secure-next-auth.session-token, Secure, HttpOnly, SameSite=Lax", async () => {
    const { setCookie } = await signUpOver("https");
    expect(setCookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
  });

  it("over plain http it is next-auth.session-token without Secure (the browser would drop it)", async () => {
    const { setCookie } = await signUpOver("http");
    expect(setCookie).toMatch(/^next-auth\.session-token=/);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
  });

  it("beside it, a readable session hint with the same lifetime; a check with a stale hint clears it", async () => {
    const { setCookie } = await signUpOver("http");
    const hint = setCookie.split(/,(?=\s*[\w-]+=)/).find((c) => c.trim().startsWith("berea-session="));
    expect(hint).toMatch(/^\s*berea-session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Expires=/i);
    // The hint without a session: 401 as always, and the hint is dropped so the browser stops asking.
    const res = await meWith("http", "berea-session=1");
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie") ?? "").toMatch(/berea-session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it("on https only the __Secure- cookie is accepted: a plain one (planted over http) is not a session", async () => {
    const { token } = await signUpOver("https");
    expect((await meWith("https", `__Secure-next-auth.session-token=${token}`)).status).toBe(200);
    expect((await meWith("https", `next-auth.session-token=${token}`)).status).toBe(401);
    // And on http the __Secure- name means nothing.
    expect((await meWith("http", `__Secure-next-auth.session-token=${token}`)).status).toBe(401);
  });

  it("APP_URL decides when it is set", async () => {
    process.env.APP_URL = "https://berea.example";
    resetEnvCache();
    const { setCookie } = await signUpOver("http");
    expect(setCookie).toMatch(/^__Secure-next-auth\.session-token=.*;\s*Secure/i);
  });

  it("next-auth's own cookies follow the same per-request rule (useSecureCookies per request)", async () => {
    const { authOptionsFor } = await import("../../lib/auth/options.ts");
    expect((await authOptionsFor(new Headers({ "x-berea-proto": "https" }))).useSecureCookies).toBe(true);
    expect((await authOptionsFor(new Headers({ "x-berea-proto": "http" }))).useSecureCookies).toBe(false);
    // A client's X-Forwarded-Proto alone decides nothing (the server replaces it, below).
    expect((await authOptionsFor(new Headers({ "x-forwarded-proto": "https" }))).useSecureCookies).toBe(false);
  });
});

describe("the server says which scheme a request came over; a client cannot forge it", () => {
  async function seen(trustProxy: boolean, headers: Record<string, string>) {
    let got: IncomingMessage["headers"] = {};
    const server = createBereaServer({
      trustProxy,
      handle: (req: IncomingMessage, res: ServerResponse) => {
        got = req.headers;
        res.end("ok");
      },
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
    await new Promise((r) => server.close(r));
    return got;
  }

  it("without TRUST_PROXY a forged X-Forwarded-Proto / x-berea-proto is replaced by the socket's scheme", async () => {
    const h = await seen(false, {
      "x-forwarded-proto": "https",
      "x-berea-proto": "https",
      "x-forwarded-host": "evil.example",
    });
    expect(h["x-berea-proto"]).toBe("http");
    expect(h["x-forwarded-proto"]).toBe("http");
    expect(h["x-forwarded-host"]).toBeUndefined();
  });

  it("behind a trusted proxy its X-Forwarded-Proto is believed", async () => {
    expect((await seen(true, { "x-forwarded-proto": "https" }))["x-berea-proto"]).toBe("https");
  });
});
