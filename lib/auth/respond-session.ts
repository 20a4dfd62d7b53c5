import "server-only";
import { NextResponse } from "next/server";
import type { CookieSpec } from "./session-cookie.ts";
import { SESSION_HINT_COOKIE } from "./session-hint.ts";

/**
 * A JSON response that also sets (or clears) the session cookie, and with it the readable session
 * hint (lib/auth/session-hint.ts) with the same lifetime; never cached.
 */
export function jsonWithCookie(body: unknown, cookie: CookieSpec, init: { status?: number } = {}): NextResponse {
  const res = NextResponse.json(body, { status: init.status ?? 200, headers: { "cache-control": "no-store" } });
  res.cookies.set(cookie.name, cookie.value, cookie.options);
  res.cookies.set(SESSION_HINT_COOKIE, cookie.value ? "1" : "", { ...cookie.options, httpOnly: false });
  return res;
}
