import { randomBytes } from "node:crypto";
import type { Database } from "../db/index.ts";
import { authAdapter } from "./adapter.ts";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie.ts";

// Database sessions, created and deleted through the same Prisma adapter next-auth uses, so a
// session from local sign-in is indistinguishable from one next-auth created after OIDC.

export interface NewSession {
  sessionToken: string;
  expires: Date;
}

export async function createDbSession(db: Database, userId: string, now = new Date()): Promise<NewSession> {
  const adapter = authAdapter(db.prisma);
  const sessionToken = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await adapter.createSession({ sessionToken, userId, expires });
  return { sessionToken, expires };
}

/** Deletes the session row, so the old cookie stops working everywhere at once. */
export async function deleteDbSession(db: Database, sessionToken: string): Promise<void> {
  // deleteMany: signing out twice (two tabs) is not an error.
  await db.prisma.session.deleteMany({ where: { sessionToken } });
}
