import "server-only";
import { okMessagesBefore } from "../db/queries/chat-messages.ts";

// The last few turns of the conversation, given to the model answerer so a follow-up question
// ("¿y el versículo siguiente?") has its context. Failed questions are left out: they got no answer.

export const HISTORY_TURNS = 6;

export interface ConversationTurn {
  sender: "user" | "bot";
  text: string;
}

/** Messages stored before `before`, oldest first, at most `turns` of them. */
export async function conversationTurns({
  userId,
  before,
  turns = HISTORY_TURNS,
}: {
  userId: string;
  before: Date;
  turns?: number;
}): Promise<ConversationTurn[]> {
  const rows = await okMessagesBefore({ userId, before, take: turns });
  const ordered = rows
    .reverse()
    .map((r) => ({ sender: r.sender === "bot" ? ("bot" as const) : ("user" as const), text: r.text }));
  // A model expects the conversation to start with the user.
  while (ordered.length && ordered[0].sender === "bot") ordered.shift();
  return ordered;
}
