import { secureCookiesEnabled } from "./site.ts";

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

export function sessionCookieName(secure = secureCookiesEnabled()): string {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}

export function sessionCookie(token: string, expires: Date): CookieSpec {
  const secure = secureCookiesEnabled();
  return {
    name: sessionCookieName(secure),
    value: token,
    options: { httpOnly: true, sameSite: "lax", path: "/", secure, expires },
  };
}

/** The same cookie, emptied and already expired. */
export function clearedSessionCookie(): CookieSpec {
  const secure = secureCookiesEnabled();
  return {
    name: sessionCookieName(secure),
    value: "",
    options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 0 },
  };
}

/** The session token a request carries, under either of next-auth's cookie names. */
export function readSessionToken(cookies: { get(name: string): { value: string } | undefined }): string | undefined {
  return cookies.get("__Secure-next-auth.session-token")?.value || cookies.get("next-auth.session-token")?.value || undefined;
}
