import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache, serverEnv, serviceModes } from "../../lib/env.ts";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    for (const k of [
      "DATABASE_URL",
      "OPENAI_API_KEY",
      "OPENAI_BASE_URL",
      "STRIPE_SECRET_KEY",
      "OIDC_ISSUER",
      "NEXT_PUBLIC_POSTHOG_KEY",
      "FREE_DAILY_LIMIT",
      "SMTP_URL",
    ])
      delete process.env[k];
    resetEnvCache();
    expect(serviceModes()).toEqual({
      database: "pglite",
      auth: "local",
      answers: "builtin",
      billing: "demo",
      analytics: "off",
      mail: "outbox",
    });
    expect(serverEnv().FREE_DAILY_LIMIT).toBe(5);
  });

  it("names every bad variable at once", () => {
    process.env.DATABASE_URL = "mysql://nope";
    process.env.FREE_DAILY_LIMIT = "cinco";
    process.env.OPENAI_BASE_URL = "not a url";
    resetEnvCache();
    expect(() => serverEnv()).toThrowError(/DATABASE_URL[\s\S]*OPENAI_BASE_URL|FREE_DAILY_LIMIT/);
    try {
      serverEnv();
    } catch (e) {
      const msg = String(e);
      for (const name of ["DATABASE_URL", "FREE_DAILY_LIMIT", "OPENAI_BASE_URL"]) expect(msg).toContain(name);
    }
  });

  it("switches each concern to the real service when configured", () => {
    process.env.DATABASE_URL = "postgresql://u@h:5432/db";
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:11434/v1";
    process.env.STRIPE_SECRET_KEY = "sk_test_x";
    process.env.OIDC_ISSUER = "https://issuer.example.com";
    process.env.OIDC_CLIENT_ID = "client";
    resetEnvCache();
    expect(serviceModes()).toMatchObject({ database: "postgresql", answers: "model", billing: "stripe", auth: "oidc" });
  });
});
