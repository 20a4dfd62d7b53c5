import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { startOidcIssuer, type OidcIssuer } from "../support/oidc-issuer.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { AppError } from "../../lib/api/errors.ts";
import { accountRow, authAdapter } from "../../lib/db/queries/auth-adapter.ts";
import { oidcDiscovery, oidcProvider, profileFromClaims, resetOidcDiscoveryCache } from "../../lib/auth/oidc.ts";
import { loginUrl, providerAuthorizationParams } from "../../lib/auth/login-url.ts";
import { createDbSession } from "../../lib/auth/db-sessions.ts";
import { signOut } from "../../lib/auth/sign-out.ts";
import { sessionUserByToken } from "../../lib/auth/session.ts";
import { isAllowedOrigin } from "../../lib/auth/same-origin.ts";
import { sessionCookie, clearedSessionCookie } from "../../lib/auth/session-cookie.ts";
import { secureCookiesFor } from "../../lib/auth/site.ts";

const ENV_KEYS = [
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "APP_URL",
  "NEXTAUTH_URL",
  "CORS_ORIGINS",
] as const;
function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const k of ENV_KEYS) delete process.env[k];
  Object.assign(process.env, values);
  resetEnvCache();
  resetOidcDiscoveryCache();
}

describe("claims and accounts", () => {
  it("maps given_name, family_name and picture to our user fields", () => {
    expect(
      profileFromClaims({
        sub: "s1",
        email: "Ana@Example.com",
        given_name: " Ana ",
        family_name: "López",
        picture: "https://x/a.png",
      }),
    ).toEqual({
      id: "s1",
      email: "ana@example.com",
      name: "Ana López",
      image: "https://x/a.png",
      firstName: "Ana",
      lastName: "López",
    });
    expect(profileFromClaims({ sub: "s2" })).toEqual({
      id: "s2",
      email: null,
      name: null,
      image: null,
      firstName: null,
      lastName: null,
    });
  });

  it("keeps only the Account columns we have, with the right types", () => {
    const row = accountRow({
      userId: "u",
      type: "oauth",
      provider: "oidc",
      providerAccountId: "sub",
      access_token: "at",
      id_token: "it",
      token_type: "Bearer",
      scope: "openid",
      expires_at: 1700000000.7,
      expires_in: 3600,
      refresh_expires_in: 0,
      "not-before-policy": 0,
      session_state: { a: 1 },
    });
    expect(row).toEqual({
      userId: "u",
      type: "oauth",
      provider: "oidc",
      providerAccountId: "sub",
      access_token: "at",
      id_token: "it",
      token_type: "Bearer",
      scope: "openid",
      expires_at: 1700000000,
      session_state: '{"a":1}',
    });
  });

  it("the session cookie is next-auth's: HttpOnly, SameSite=Lax, path /, Secure with __Secure- on https", () => {
    setEnv({ APP_URL: "http://localhost:3000" });
    const plain = sessionCookie("t", new Date(Date.now() + 1000), secureCookiesFor(null));
    expect(plain.name).toBe("next-auth.session-token");
    expect(plain.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure: false });
    setEnv({ APP_URL: "https://berea.example" });
    const secure = secureCookiesFor(null);
    expect(sessionCookie("t", new Date(), secure).name).toBe("__Secure-next-auth.session-token");
    expect(sessionCookie("t", new Date(), secure).options.secure).toBe(true);
    expect(clearedSessionCookie(secure)).toMatchObject({
      name: "__Secure-next-auth.session-token",
      value: "",
      options: { maxAge: 0 },
    });
    setEnv({});
  });
});

describe("state-changing requests check Origin", () => {
  const req = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/api/v1/auth/local/sign-in", { method: "POST", headers });
  it("allows this site and configured origins, refuses others", () => {
    setEnv({ CORS_ORIGINS: "https://app.berea.example" });
    expect(isAllowedOrigin(req({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }))).toBe(true);
    expect(isAllowedOrigin(req({ host: "127.0.0.1:3000", origin: "https://app.berea.example" }))).toBe(true);
    expect(isAllowedOrigin(req({ host: "127.0.0.1:3000", origin: "https://evil.example" }))).toBe(false);
    expect(isAllowedOrigin(req({ host: "127.0.0.1:3000", origin: "null" }))).toBe(false);
    expect(isAllowedOrigin(req({ host: "127.0.0.1:3000", "sec-fetch-site": "cross-site" }))).toBe(false);
    // No Origin: not a browser (curl, server-to-server), which cannot be made to carry our cookie.
    expect(isAllowedOrigin(req({ host: "127.0.0.1:3000" }))).toBe(true);
    setEnv({});
  });
});

describe("local login URL", () => {
  it("points at our sign-in or sign-up page with the e-mail", async () => {
    setEnv({});
    expect(await loginUrl({ isSignUp: true, email: "a@b.mx" })).toBe("/cuenta/registro?email=a%40b.mx");
    expect(await loginUrl({ isSignUp: false })).toBe("/cuenta/entrar");
    setEnv({ APP_URL: "https://berea.example/" });
    expect(await loginUrl({ isSignUp: false, email: "a@b.mx" })).toBe(
      "https://berea.example/cuenta/entrar?email=a%40b.mx",
    );
    setEnv({});
  });

  it("passes login_hint and screen_hint=sign-up to the provider", () => {
    expect(providerAuthorizationParams({ isSignUp: true, email: "a@b.mx" })).toEqual({
      login_hint: "a@b.mx",
      screen_hint: "sign-up",
    });
    expect(providerAuthorizationParams({ isSignUp: false })).toEqual({});
  });
});

describe(`hosted provider against a real issuer (${TEST_DB_KIND})`, () => {
  let issuer: OidcIssuer | undefined;
  const APP = "http://127.0.0.1:3999";

  const testDb = withTestDb();
  beforeAll(async () => {
    issuer = await startOidcIssuer({ port: 0, clientId: "cid", clientSecret: "secret", appUrl: APP });
  });
  afterAll(async () => {
    await issuer?.close();
    setEnv({});
  });
  beforeEach(() => {
    setEnv({
      OIDC_ISSUER: issuer?.url ?? "http://127.0.0.1:1",
      OIDC_CLIENT_ID: "cid",
      OIDC_CLIENT_SECRET: "secret",
      APP_URL: APP,
    });
  });

  it("configures next-auth's generic OIDC provider with PKCE and state", () => {
    const p = oidcProvider();
    expect(p).toMatchObject({ id: "oidc", type: "oauth", idToken: true, checks: ["pkce", "state"], clientId: "cid" });
    expect(p.wellKnown).toBe(`${issuer?.url}/.well-known/openid-configuration`);
  });

  it("auth/login answers our hand-off page after checking the issuer is up", async () => {
    expect(await loginUrl({ isSignUp: true, email: "a@b.mx" })).toBe(
      `${APP}/cuenta/proveedor?isSignUp=true&email=a%40b.mx`,
    );
    const doc = await oidcDiscovery();
    expect(doc.end_session_endpoint).toBe(`${issuer?.url}/session/end`);
  });

  it("linkAccount stores a token response with extra fields; sign-out goes to the issuer's end_session", async () => {
    const adapter = authAdapter({ prisma: testDb.db.prisma });
    const user = await adapter.createUser({
      email: "maria@example.com",
      emailVerified: null,
      firstName: "María",
      lastName: "Pérez",
      image: "https://x/m.png",
      name: "María Pérez",
    });
    await adapter.linkAccount({
      userId: user.id,
      type: "oauth",
      provider: "oidc",
      providerAccountId: "maria",
      access_token: "at",
      id_token: "the-id-token",
      token_type: "Bearer",
      expires_at: 123,
      scope: "openid email profile",
      ...({ expires_in: 3600, refresh_expires_in: 0 } as object),
    });
    const s = await createDbSession(user.id);
    expect(await sessionUserByToken(s.sessionToken)).toEqual({
      id: user.id,
      email: "maria@example.com",
      first_name: "María",
      last_name: "Pérez",
      profile_picture_url: "https://x/m.png",
    });
    const { logout_url } = await signOut(s.sessionToken);
    const u = new URL(logout_url);
    expect(`${u.origin}${u.pathname}`).toBe(`${issuer?.url}/session/end`);
    expect(u.searchParams.get("id_token_hint")).toBe("the-id-token");
    expect(u.searchParams.get("client_id")).toBe("cid");
    expect(u.searchParams.get("post_logout_redirect_uri")).toBe(`${APP}/`);
    expect(await sessionUserByToken(s.sessionToken)).toBeNull();
  });

  it("an unreachable issuer is 503 upstream:auth_provider", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await issuer?.close();
    issuer = undefined;
    setEnv({ OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "cid", OIDC_CLIENT_SECRET: "secret", APP_URL: APP });
    const err = await loginUrl({ isSignUp: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("upstream:auth_provider");
    expect((err as AppError).status).toBe(503);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
