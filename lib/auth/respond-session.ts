import "server-only";
import { NextResponse } from "next/server";
import type { CookieSpec } from "./session-cookie.ts";

/** A JSON response that also sets (or clears) the session cookie; never cached. */
export function jsonWithCookie(body: unknown, cookie: CookieSpec, init: { status?: number } = {}): NextResponse {
  const res = NextResponse.json(body, { status: init.status ?? 200, headers: { "cache-control": "no-store" } });
  res.cookies.set(cookie.name, cookie.value, cookie.options);
  return res;
}
