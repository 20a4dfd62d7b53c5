import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AFTER_PAINT_LOADER } from "../../scripts/scripts-after-paint.mjs";
import {
  API_POLICY,
  inlineScriptHashes,
  pagePolicy,
  policySources,
  securityHeaders,
} from "../../scripts/security-headers.mjs";

// The production server's security headers: a CSP that allows only what each mode needs, nonces for
// pages rendered per request and build-time hashes for prerendered ones, and the other headers on
// every answer. (tests/e2e/hardening.spec.ts checks the same against the built app in Chromium.)

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
const STATIC_SCRIPT = 'self.__next_f.push([1,"static"])';
const NOT_FOUND_SCRIPT = 'self.__next_f.push([1,"404"])';
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), "berea-csp-"));
  mkdirSync(path.join(dist, "server", "app", "biblia", "Génesis"), { recursive: true });
  writeFileSync(
    path.join(dist, "prerender-manifest.json"),
    JSON.stringify({ routes: { "/terms": {}, "/biblia/G%C3%A9nesis/1": {}, "/_not-found": {} } }),
  );
  const html = (s: string) =>
    `<html><script src="/_next/static/a.js" async></script><script>${s}</script><script type="application/ld+json">{"a":1}</script></html>`;
  writeFileSync(path.join(dist, "server", "app", "terms.html"), html(STATIC_SCRIPT));
  writeFileSync(path.join(dist, "server", "app", "biblia", "Génesis", "1.html"), html(STATIC_SCRIPT));
  writeFileSync(path.join(dist, "server", "app", "_not-found.html"), html(NOT_FOUND_SCRIPT));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function fakeReq(url: string, headers: Record<string, string> = {}) {
  return { url, headers: { ...headers } } as unknown as IncomingMessage;
}
function fakeRes() {
  const h: Record<string, string> = {};
  return {
    headers: h,
    res: { setHeader: (k: string, v: string) => (h[k.toLowerCase()] = v) } as unknown as ServerResponse,
  };
}
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("what each mode allows", () => {
  it("with no service configured: only this site, no inline script, never framed", () => {
    const csp = pagePolicy(policySources({}), ["'nonce-abc'"]);
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;?\s*$/m);
    expect(directive(csp, "script-src")).not.toContain("unsafe");
  });

  it("Stripe's hosts only when Stripe is configured; PostHog's only when its key is set; the OIDC issuer for form posts", () => {
    const stripe = pagePolicy(
      policySources({ STRIPE_SECRET_KEY: "sk", NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: "prctbl" }),
      [],
    );
    expect(directive(stripe, "script-src")).toContain("https://js.stripe.com");
    expect(directive(stripe, "frame-src")).toContain("https://js.stripe.com");
    expect(directive(stripe, "connect-src")).toContain("https://api.stripe.com");
    const posthog = pagePolicy(
      policySources({ NEXT_PUBLIC_POSTHOG_KEY: "phc", NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com" }),
      [],
    );
    expect(directive(posthog, "connect-src")).toContain("https://eu.i.posthog.com");
    expect(directive(posthog, "script-src")).toContain("https://eu-assets.i.posthog.com");
    expect(posthog).not.toContain("stripe");
    const oidc = pagePolicy(
      policySources({ OIDC_ISSUER: "https://auth.example/x", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" }),
      [],
    );
    expect(directive(oidc, "form-action")).toBe("form-action 'self' https://auth.example");
    expect(pagePolicy(policySources({}), [], { https: true })).toContain("upgrade-insecure-requests");
  });

  it("hashes executable inline scripts only", () => {
    expect(
      inlineScriptHashes(
        `<script>${STATIC_SCRIPT}</script><script src="/x.js"></script><script type="application/json">{}</script>`,
      ),
    ).toEqual([sha(STATIC_SCRIPT)]);
  });
});

describe("per request", () => {
  it("a prerendered page gets its build-time hashes (and the 404 page's, and the server's script loader's), no nonce", () => {
    const apply = securityHeaders({ distDir: dist, env: {} });
    for (const url of ["/terms", "/terms/", "/biblia/G%C3%A9nesis/1"]) {
      const req = fakeReq(url);
      const { res, headers } = fakeRes();
      apply(req, res, { https: false });
      expect(directive(headers["content-security-policy"], "script-src"), url).toBe(
        `script-src 'self' ${sha(STATIC_SCRIPT)} ${sha(NOT_FOUND_SCRIPT)} ${sha(AFTER_PAINT_LOADER)}`,
      );
      expect(req.headers["content-security-policy"]).toBeUndefined();
    }
  });

  it("a page rendered per request gets a fresh nonce, handed to Next.js in the request; a client's own CSP header is dropped", () => {
    const apply = securityHeaders({ distDir: dist, env: {} });
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const req = fakeReq("/chat", { "content-security-policy": "script-src 'nonce-forged'" });
      const { res, headers } = fakeRes();
      apply(req, res, { https: true });
      const csp = headers["content-security-policy"];
      expect(req.headers["content-security-policy"]).toBe(csp);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe("forged");
      nonces.add(nonce!);
      expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    }
    expect(nonces.size).toBe(3);
  });

  it("a shared Bible selection (?v=) is rendered per request by the middleware's rewrite: nonce, not the chapter's hashes", () => {
    const apply = securityHeaders({ distDir: dist, env: {} });
    const req = fakeReq("/biblia/G%C3%A9nesis/1?v=1-2");
    const { res, headers } = fakeRes();
    apply(req, res, { https: false });
    expect(directive(headers["content-security-policy"], "script-src")).toMatch(/'nonce-[^']+'/);
    expect(req.headers["content-security-policy"]).toBe(headers["content-security-policy"]);
  });

  it("the build's scripts and styles keep nosniff (and HSTS) but carry no page-only header", () => {
    const apply = securityHeaders({ distDir: dist, env: {} });
    const req = fakeReq("/_next/static/chunks/0abc.js");
    const { res, headers } = fakeRes();
    apply(req, res, { https: true });
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["x-frame-options"]).toBeUndefined();
    // And no nonce is handed to Next.js for a file it serves as built.
    expect(req.headers["content-security-policy"]).toBeUndefined();
    // A page whose address merely looks similar is still a page.
    const page = fakeReq("/_next/staticky");
    const other = fakeRes();
    apply(page, other.res, { https: false });
    expect(other.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("API answers run nothing; every answer has nosniff, referrer and permissions policies; HSTS only over https", () => {
    const apply = securityHeaders({ distDir: dist, env: {} });
    const req = fakeReq("/api/v1/chat/quota");
    const { res, headers } = fakeRes();
    apply(req, res, { https: false });
    expect(headers["content-security-policy"]).toBe(API_POLICY);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
});
