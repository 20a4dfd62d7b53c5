import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Answer } from "../answers/types.ts";
import { insertMessageRow } from "../db/queries/chat-messages.ts";
import { insertConversation, lockUserForThreads, userHasConversations } from "../db/queries/conversations.ts";
import { insertGuestTurn, takeGuestTurns } from "../db/queries/guest-turns.ts";
import { inTransaction } from "../db/executor.ts";
import { titleFromQuestion } from "./conversation-title.ts";
import { secureCookiesFor } from "../auth/site.ts";
import { GUEST_SESSION_HEADER } from "./guest-session.ts";
import { guestTurns, type ConversationTurn } from "./turns.ts";

// The landing demo's memory. Each answered demo question is kept for 24 hours, keyed by the guest
// session id the browser sends (X-Guest-Session-ID) and bound to an httpOnly cookie the demo sets:
// the guest id is chosen by the client and is not a credential (DESIGN, "Second round: decisions"),
// the cookie's random token is. Rows store only the token's hash. The kept turns give the demo its
// follow-ups, and a visitor who signs up in that browser finds them as the first thread of the new
// account: once, and never in an account that already has threads.

export const DEMO_TTL_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function demoCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}berea.demo`;
}

/** The demo token this request's cookie carries, when it has a well-formed one. */
export function demoTokenFrom(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  const name = demoCookieName(secure);
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return TOKEN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function newDemoToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The Set-Cookie value that keeps the demo's token for as long as its turns are kept. */
export function demoCookieHeader(token: string, secure: boolean): string {
  const attrs = [
    `${demoCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DEMO_TTL_MS / 1000}`,
  ];
  if (secure) attrs.push("Secure");
  return attrs.join("; ");
}

const demoKey = (token: string) => createHash("sha256").update(token).digest("hex");

/** The demo's earlier turns for the answerer (empty without a demo cookie). */
export async function guestHistory({
  guestId,
  token,
  now = new Date(),
}: {
  guestId: string;
  token: string | undefined;
  now?: Date;
}): Promise<ConversationTurn[]> {
  if (!token) return [];
  return guestTurns({ guestId, demoKey: demoKey(token), now });
}

/** Keeps one answered demo question for 24 hours. */
export async function rememberGuestTurn({
  guestId,
  token,
  question,
  answer,
  now = new Date(),
}: {
  guestId: string;
  token: string;
  question: string;
  answer: Pick<Answer, "text" | "citations">;
  now?: Date;
}): Promise<void> {
  await insertGuestTurn({
    id: randomUUID(),
    guestId,
    demoKey: demoKey(token),
    question,
    answer: answer.text,
    citations: answer.citations.map((c) => ({ reference: c.reference, text: c.text })),
    createdAt: now,
    expiresAt: new Date(now.getTime() + DEMO_TTL_MS),
  });
}

/**
 * Makes the demo kept under this cookie token (and, when the sign-up sent one, this guest id) the
 * first thread of a new account. Nothing happens for an account that already has threads, or when
 * the demo is gone, expired or was already carried over. Returns the new thread's id, if any.
 */
export async function carryGuestDemo({
  userId,
  token,
  guestId,
  now = new Date(),
}: {
  userId: string;
  token: string | undefined;
  guestId?: string;
  now?: Date;
}): Promise<string | null> {
  if (!token) return null;
  return inTransaction(async (tx) => {
    // Serialises sign-in events of one account, so "no threads yet" stays true until we are done.
    await lockUserForThreads({ userId, sql: tx });
    if (await userHasConversations({ userId, sql: tx })) return null;
    const turns = await takeGuestTurns({ demoKey: demoKey(token), guestId, now, sql: tx });
    if (turns.length === 0) return null;
    const thread = await insertConversation({
      userId,
      title: titleFromQuestion(turns[0].question),
      at: turns[0].createdAt,
      activeAt: turns[turns.length - 1].createdAt,
      sql: tx,
    });
    for (const t of turns) {
      const at = t.createdAt.getTime();
      await insertMessageRow({
        id: randomUUID(),
        userId,
        conversationId: thread.id,
        sender: "user",
        text: t.question,
        citations: null,
        createdAt: new Date(at - 1),
        sql: tx,
      });
      await insertMessageRow({
        id: randomUUID(),
        userId,
        conversationId: thread.id,
        sender: "bot",
        text: t.answer,
        citations: t.citations,
        createdAt: new Date(at),
        sql: tx,
      });
    }
    return thread.id;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A new account was made by this request (local sign-up, or the hosted provider's first sign-in):
 * the demo this browser's cookie holds becomes its first thread. The guest id travels with a local
 * sign-up (X-Guest-Session-ID) and then must match too; the provider's callback carries only the
 * cookie. Never fails the sign-up: at worst the demo is not carried over.
 */
export async function carryDemoOnSignUp({
  userId,
  headers,
}: {
  userId: string;
  headers: Pick<Headers, "get">;
}): Promise<void> {
  try {
    const token = demoTokenFrom(headers.get("cookie"), secureCookiesFor(headers));
    const guest = headers.get(GUEST_SESSION_HEADER)?.trim().toLowerCase();
    await carryGuestDemo({ userId, token, guestId: guest && UUID.test(guest) ? guest : undefined });
  } catch (err) {
    console.error("[guest-demo] could not carry the demo into the new account", err);
  }
}
