// No "server-only" here: middleware.ts reads the same names (it cannot import server-only modules).
// next-auth v4's session cookie name; on https it carries the __Secure- prefix.

export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}

/** Both forms, for the middleware's "is there a session cookie at all" check. */
export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)] as const;
