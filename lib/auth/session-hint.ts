// No "server-only": the middleware and the browser read this too.
//
// The session cookie is HttpOnly, so the browser cannot tell whether it holds one. Beside it the server
// keeps a readable hint, `berea-session=1`, set and cleared with it (lib/auth/respond-session.ts) and
// brought in line by the middleware on every page (a session made by next-auth's provider callback, or
// one older than the hint). With no hint the client's session check knows the answer, a guest, without
// asking GET auth/me — whose 401 every browser logs as a console error on each public page.
// It is only a hint: it grants nothing, and every server check still reads the real session.

export const SESSION_HINT_COOKIE = "berea-session";

/** True when a `document.cookie` string carries the hint. */
export function cookieStringHasSessionHint(cookieString: string): boolean {
  return cookieString.split(";").some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** The session's own lifetime (next-auth's 30 days), for a hint the middleware sets. */
export const SESSION_HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
