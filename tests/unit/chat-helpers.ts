// Shared by the chat tests: users with database sessions, and requests to the route handlers as a
// browser would send them. The tests mock next/headers' cookies() to read `sessionJar.token`:
//
//   vi.mock("next/headers", async () => (await import("./chat-helpers.ts")).nextHeadersMock());
//   sessionJar.token = user.token; // requests now carry that user's session cookie
import { randomUUID } from "node:crypto";
import type { Database } from "../../lib/db/open-database.ts";

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export async function createUserWithSession(db: Database, label: string): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const user = await db.prisma.user.create({ data: { email, firstName: label } });
  const token = `tok-${randomUUID()}`;
  await db.prisma.session.create({
    data: { userId: user.id, sessionToken: token, expires: new Date(Date.now() + 3600_000) },
  });
  return { id: user.id, email, token };
}

/** A thread of the user's (messages stored directly by a test need one), last active at `at`. */
export async function createThread(
  db: Database,
  userId: string,
  at = new Date(),
  title = "Hilo de prueba",
): Promise<string> {
  const row = await db.prisma.conversation.create({ data: { userId, title, createdAt: at, updatedAt: at } });
  return row.id;
}

export async function makeSubscriber(db: Database, userId: string): Promise<void> {
  await db.prisma.subscription.create({
    data: {
      userId,
      status: "active",
      plan: "monthly",
      provider: "demo",
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
    },
  });
}

export function sendRequest(body: unknown, init: { accept?: string } = {}): Request {
  return new Request("http://localhost/api/v1/chat/send", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(init.accept ? { Accept: init.accept } : {}) },
    body: JSON.stringify(body),
  });
}

export function question(text: string, userId: string) {
  return { text, sender: "user", timestamp: new Date().toISOString(), user_id: userId };
}

export const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });

/** The session cookie the mocked next/headers hands to route handlers; undefined is signed out. */
export const sessionJar = { token: undefined as string | undefined };

export function nextHeadersMock() {
  const NAME = "next-auth.session-token";
  return {
    headers: async () => new Headers(),
    cookies: async () => ({
      get: (name: string) => (name === NAME && sessionJar.token ? { name, value: sessionJar.token } : undefined),
      getAll: () => (sessionJar.token ? [{ name: NAME, value: sessionJar.token }] : []),
      has: (name: string) => name === NAME && !!sessionJar.token,
    }),
  };
}
