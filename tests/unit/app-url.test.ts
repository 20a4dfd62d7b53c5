import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "../../lib/env.ts";
import { appBaseUrl } from "../../lib/billing/app-url.ts";

// Checkout and portal return URLs. Found walking the product after a bare `npm start`: Next.js gives
// route handlers req.url on the listening address (http://0.0.0.0:3000), so "Suscribirse Ahora"
// sent the browser to 0.0.0.0, where it had no session cookie, and on to the sign-in page.

const KEYS = ["APP_URL", "NEXTAUTH_URL", "TRUST_PROXY"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

function env(vars: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) {
    if (vars[k] === undefined) delete process.env[k];
    else process.env[k] = vars[k];
  }
  resetEnvCache();
}

const reached = (headers: Record<string, string>) =>
  new Request("http://0.0.0.0:3401/api/v1/payments/checkout", { method: "POST", headers });

afterEach(() => {
  env(saved as Partial<Record<(typeof KEYS)[number], string>>);
});

describe("appBaseUrl", () => {
  it("without a configured address, is the host the browser used, not the listening address", () => {
    env({});
    expect(appBaseUrl(reached({ host: "localhost:3401" }))).toBe("http://localhost:3401");
  });

  it("believes X-Forwarded-Host and -Proto only behind a trusted proxy", () => {
    const viaProxy = { host: "10.0.0.5:3000", "x-forwarded-host": "berea.mx", "x-forwarded-proto": "https" };
    env({});
    expect(appBaseUrl(reached(viaProxy))).toBe("http://10.0.0.5:3000");
    env({ TRUST_PROXY: "true" });
    expect(appBaseUrl(reached(viaProxy))).toBe("https://berea.mx");
  });

  it("a configured APP_URL (else NEXTAUTH_URL) wins, without its trailing slash", () => {
    env({ APP_URL: "https://berea.mx/", NEXTAUTH_URL: "https://auth.berea.mx" });
    expect(appBaseUrl(reached({ host: "localhost:3401" }))).toBe("https://berea.mx");
    env({ NEXTAUTH_URL: "https://auth.berea.mx" });
    expect(appBaseUrl(reached({ host: "localhost:3401" }))).toBe("https://auth.berea.mx");
  });
});
