import "server-only";
import { randomBytes } from "node:crypto";
import { createSession, deleteSession } from "../db/queries/sessions.ts";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie.ts";

// Database sessions, created with the same row next-auth's Prisma adapter writes, so a session from
// local sign-in is indistinguishable from one next-auth created after OIDC.

export interface NewSession {
  sessionToken: string;
  expires: Date;
}

export async function createDbSession(userId: string, now = new Date()): Promise<NewSession> {
  const sessionToken = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await createSession({ sessionToken, userId, expires });
  return { sessionToken, expires };
}

/** Deletes the session row, so the old cookie stops working everywhere at once. */
export async function deleteDbSession(sessionToken: string): Promise<void> {
  await deleteSession({ sessionToken });
}
