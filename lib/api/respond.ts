import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { AppError, isAppError } from "./errors.ts";

/** Turns any thrown value into `{detail, code}` JSON; unexpected ones are logged in full. */
export function errorResponse(err: unknown, headers?: HeadersInit): NextResponse {
  const h = { "cache-control": "no-store", ...Object.fromEntries(new Headers(headers)) };
  if (isAppError(err)) return NextResponse.json(err.toJSON(), { status: err.status, headers: h });
  console.error("[api] unexpected error", err);
  const e = new AppError("internal:unexpected");
  return NextResponse.json(e.toJSON(), { status: e.status, headers: h });
}

/** Wraps a route handler so every failure becomes the JSON error contract. */
export function handler<Args extends unknown[]>(
  fn: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args: Args) => {
    try {
      return await fn(...args);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** The JSON API's body limit; scripts/http-guard.mjs refuses larger ones before they are read. */
export const JSON_BODY_LIMIT = 64 * 1024;

// NUL and other control characters (tab, CR and LF aside) and lone surrogates: PostgreSQL refuses
// them in text (a 500 before this check), and no person types them.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasOddText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return CONTROL.test(value) || !value.isWellFormed();
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => hasOddText(k, depth + 1) || hasOddText(v, depth + 1));
}

/**
 * No-store JSON: answers that carry one person's data (history, suggestions, quota) must not be kept
 * by a browser or a shared cache.
 */
export function privateJson(body: unknown, init: { status?: number } = {}): NextResponse {
  return NextResponse.json(body, { status: init.status ?? 200, headers: { "cache-control": "no-store" } });
}

/** privateJson for a body that is already JSON, as text or UTF-8 bytes (e.g. rendered by the database). */
export function privateJsonText(json: string | Uint8Array<ArrayBuffer>): Response {
  return new Response(json, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
}

/**
 * Reads a JSON body and validates it; a malformed body is a 400, one over the limit a 413, control
 * characters a 422, a wrong shape a 422.
 */
export async function parseJson<T extends z.ZodTypeAny>(req: Request, schema: T): Promise<z.infer<T>> {
  if (Number(req.headers.get("content-length") ?? 0) > JSON_BODY_LIMIT) throw new AppError("too_large:body");
  let body: unknown;
  try {
    const text = await req.text();
    if (text.length > JSON_BODY_LIMIT) throw new AppError("too_large:body");
    body = JSON.parse(text);
  } catch (err) {
    if (isAppError(err)) throw err;
    throw new AppError("bad_request:json");
  }
  if (hasOddText(body)) throw new AppError("validation:control_chars");
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const custom = issue?.message;
    // A schema may name its own code through the issue message, e.g. "validation:message_empty".
    if (custom && /^[a-z_]+:[a-z_]+$/.test(custom)) throw new AppError(custom as never);
    throw new AppError("validation:input");
  }
  return result.data;
}
