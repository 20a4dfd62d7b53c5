import "server-only";
import { sessionCookieName } from "./session-cookie-name.ts";
// next-auth v4's database-session cookie, reproduced exactly (name and attributes) so that a session
// we create on local sign-in is read, refreshed and cleared by next-auth like one it created itself.

/** next-auth's default session lifetime: 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface CookieSpec {
  name: string;
  value: string;
  options: {
    httpOnly: true;
    sameSite: "lax";
    path: "/";
    secure: boolean;
    expires?: Date;
    maxAge?: number;
  };
}

// `secure` comes from secureCookiesFor(request headers) (site.ts): https or not is decided per request
// when no public URL is configured.

export function sessionCookie(token: string, expires: Date, secure: boolean): CookieSpec {
  return {
    name: sessionCookieName(secure),
    value: token,
    options: { httpOnly: true, sameSite: "lax", path: "/", secure, expires },
  };
}

/** The same cookie, emptied and already expired. */
export function clearedSessionCookie(secure: boolean): CookieSpec {
  return {
    name: sessionCookieName(secure),
    value: "",
    options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 0 },
  };
}

/**
 * The session token a request carries, under the cookie name of this request's mode only: on https a
 * plain `next-auth.session-token` (which any http page or subdomain could have planted) is ignored.
 */
export function readSessionToken(
  cookies: { get(name: string): { value: string } | undefined },
  secure: boolean,
): string | undefined {
  return cookies.get(sessionCookieName(secure))?.value || undefined;
}
