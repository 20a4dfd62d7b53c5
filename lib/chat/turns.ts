import "server-only";
import type { Citation } from "../citation.ts";
import { okMessagesBefore } from "../db/queries/chat-messages.ts";
import { recentGuestTurns } from "../db/queries/guest-turns.ts";
import { asCitations } from "./messages.ts";

// The last few turns of a conversation, given to the answerer (built-in or model) so a follow-up
// question ("¿y el versículo siguiente?") has its context: a signed-in user's thread, or a guest's
// demo turns kept server-side for 24 hours. Answers carry the passages they cited, so a follow-up can
// continue from them. Failed questions are left out: they got no answer.

export const HISTORY_TURNS = 6;

export interface ConversationTurn {
  sender: "user" | "bot";
  text: string;
  /** The passages an answer cited (bot turns only). */
  citations?: Citation[];
}

function turn(sender: "user" | "bot", text: string, citations: unknown): ConversationTurn {
  if (sender === "user") return { sender, text };
  return { sender, text, citations: asCitations(citations) };
}

/** A model expects the conversation to start with the user. */
function fromUser(turns: ConversationTurn[]): ConversationTurn[] {
  const start = turns.findIndex((t) => t.sender === "user");
  return start === -1 ? [] : turns.slice(start);
}

/** The thread's messages stored before `before`, oldest first, at most `turns` of them. */
export async function conversationTurns({
  conversationId,
  before,
  turns = HISTORY_TURNS,
}: {
  conversationId: string;
  before: Date;
  turns?: number;
}): Promise<ConversationTurn[]> {
  const rows = await okMessagesBefore({ conversationId, before, take: turns });
  return fromUser(rows.reverse().map((r) => turn(r.sender === "bot" ? "bot" : "user", r.text, r.citations)));
}

/** The guest's demo turns (question, then answer), oldest first, at most `turns` messages. */
export async function guestTurns({
  guestId,
  demoKey,
  now = new Date(),
  turns = HISTORY_TURNS,
}: {
  guestId: string;
  demoKey: string;
  now?: Date;
  turns?: number;
}): Promise<ConversationTurn[]> {
  const rows = await recentGuestTurns({ guestId, demoKey, now, take: Math.ceil(turns / 2) });
  const flat = rows.flatMap((r) => [turn("user", r.question, null), turn("bot", r.answer, r.citations)]);
  return fromUser(flat.slice(-turns));
}
