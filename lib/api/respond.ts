import { NextResponse } from "next/server";
import type { z } from "zod";
import { AppError, isAppError } from "./errors.ts";

/** Turns any thrown value into `{detail, code}` JSON; unexpected ones are logged in full. */
export function errorResponse(err: unknown, headers?: HeadersInit): NextResponse {
  if (isAppError(err)) return NextResponse.json(err.toJSON(), { status: err.status, headers });
  console.error("[api] unexpected error", err);
  const e = new AppError("internal:unexpected");
  return NextResponse.json(e.toJSON(), { status: e.status, headers });
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

/** Reads a JSON body and validates it; a malformed body is a 400, a wrong shape a 422. */
export async function parseJson<T extends z.ZodTypeAny>(req: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("bad_request:json");
  }
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
