import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the production server
import { corsFor, parseOrigins } from "../../scripts/cors.mjs";

const allowed = parseOrigins("https://app.berea.mx, https://berea.mx/");

describe("CORS for the API", () => {
  it("answers a configured origin's preflight with credentials allowed", () => {
    const r = corsFor(
      { method: "OPTIONS", url: "/api/v1/chat/send", headers: { origin: "https://berea.mx" } },
      allowed,
    );
    expect(r.preflight).toBe(true);
    expect(r.headers).toMatchObject({
      "Access-Control-Allow-Origin": "https://berea.mx",
      "Access-Control-Allow-Credentials": "true",
    });
    expect(r.headers["Access-Control-Allow-Headers"]).toContain("X-Guest-Session-ID");
  });

  it("gives nothing to an origin that is not configured, or outside the API", () => {
    expect(
      corsFor({ method: "GET", url: "/api/v1/auth/me", headers: { origin: "https://evil.example" } }, allowed).headers,
    ).toEqual({});
    expect(corsFor({ method: "GET", url: "/chat", headers: { origin: "https://berea.mx" } }, allowed).headers).toEqual(
      {},
    );
    expect(corsFor({ method: "GET", url: "/api/v1/auth/me", headers: {} }, allowed).headers).toEqual({});
  });
});
