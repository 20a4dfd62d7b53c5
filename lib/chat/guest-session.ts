import "server-only";
import { z } from "zod";
import { AppError } from "../api/errors.ts";

/** The header a guest's browser sends with its session id (a UUID kept in localStorage). */
export const GUEST_SESSION_HEADER = "x-guest-session-id";

const uuid = z.string().trim().uuid();

/**
 * A guest session id as quotas count it: a UUID, lower-cased, so the free-chat answer and the quota
 * read always land on the same counter. Anything else is a 400.
 */
export function parseGuestSessionId(value: string | null | undefined): string {
  const parsed = uuid.safeParse(value ?? "");
  if (!parsed.success) throw new AppError("bad_request:guest_session");
  return parsed.data.toLowerCase();
}
