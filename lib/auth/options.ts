import "server-only";
import type { NextAuthOptions } from "next-auth";
import { getDb } from "../db/index.ts";
import { captureServerEvent } from "../analytics/server.ts";
import { headers } from "next/headers";
import { carryDemoOnSignUp } from "../chat/guest-demo.ts";
import { authAdapter } from "../db/queries/auth-adapter.ts";
import { authSecret } from "../secrets/auth-secret.ts";
import { authMode, publicBaseUrl, secureCookiesFor } from "./site.ts";
import { oidcProvider } from "./oidc.ts";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie.ts";

// The full next-auth configuration: Prisma adapter, database sessions and, when configured, the
// hosted OIDC provider. Local e-mail + password sign-in lives outside next-auth (local-accounts.ts)
// because next-auth v4 refuses credentials with database sessions. The middleware does not import
// this file: it only looks for the session cookie.

/** Where next-auth sends failures (OAuthCallback, AccessDenied, ...): /login shows auth_failed. */
export const AUTH_ERROR_PATH = "/cuenta/error";

let cached: Promise<NextAuthOptions> | undefined;

async function build(): Promise<NextAuthOptions> {
  // next-auth reads its own address from NEXTAUTH_URL; APP_URL is the same thing under our name.
  const base = publicBaseUrl();
  if (base && !process.env.NEXTAUTH_URL) process.env.NEXTAUTH_URL = base;
  const db = await getDb();
  return {
    adapter: authAdapter({ prisma: db.prisma }),
    secret: await authSecret(),
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS },
    providers: authMode() === "oidc" ? [oidcProvider()] : [],
    pages: { signIn: AUTH_ERROR_PATH, error: AUTH_ERROR_PATH },
    events: {
      async createUser({ user }) {
        await captureServerEvent(user.id, "Signup", { method: "oidc" });
        // The provider's callback runs in our route handler: its request still carries the demo cookie.
        let request: Awaited<ReturnType<typeof headers>> | undefined;
        try {
          request = await headers();
        } catch {
          request = undefined; // not inside a request (a script): there is no demo to carry
        }
        if (request) await carryDemoOnSignUp({ userId: user.id, headers: request });
      },
    },
    logger: {
      error(code, metadata) {
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn(code) {
        // NEXTAUTH_URL is optional here: without it the Host header is used (AUTH_TRUST_HOST).
        if (code !== "NEXTAUTH_URL") console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
  };
}

/**
 * next-auth's options for one request: useSecureCookies is decided per request (site.ts), because
 * with AUTH_TRUST_HOST next-auth would otherwise trust X-Forwarded-Proto and assume https when it is
 * missing.
 */
export async function authOptionsFor(headers: Pick<Headers, "get">): Promise<NextAuthOptions> {
  return { ...(await authOptions()), useSecureCookies: secureCookiesFor(headers) };
}

export function authOptions(): Promise<NextAuthOptions> {
  // Without NEXTAUTH_URL/APP_URL next-auth would assume http://localhost:3000; the request's own
  // host is the better guess (the OIDC issuer still checks the redirect URI against its allowlist).
  if (!publicBaseUrl() && !process.env.AUTH_TRUST_HOST) process.env.AUTH_TRUST_HOST = "true";
  cached ??= build().catch((err) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
