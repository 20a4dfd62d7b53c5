import "server-only";
import { AppError, isAppError } from "../api/errors.ts";
import { answerQuestion, deliveredAnswer, isCrisisMessage, streamAnswer } from "../answers/index.ts";
import { ClientLeft, sseResponse } from "../api/sse.ts";
// Not the billing barrel: that would load the Stripe SDK for every question.
import { hasActiveSubscription } from "../billing/subscription-state.ts";
import { reserveAnswer, UNCOUNTED, type Reservation } from "../quota/index.ts";
import { markQuestionFailed, saveAnswer, saveQuestion, type ApiMessage, type Citation } from "./messages.ts";
import { threadForSend } from "./conversations.ts";
import { conversationTurns, type ConversationTurn } from "./turns.ts";

/**
 * What POST chat/send answers: the stored answer's text, server timestamp and cited passages, and the
 * thread it was stored in.
 */
export interface ChatReply {
  text: string;
  timestamp: string;
  citations: Citation[];
  conversation_id: string;
}

// One signed-in chat turn, in the order that keeps the allowance exact and the question safe:
// reserve a unit (one atomic statement; 429 when none is left), save the question, answer, save
// the answer. When answering fails the unit is given back and the question stays, marked 'failed'.

interface Turn {
  userId: string;
  conversationId: string;
  question: ApiMessage;
  history: ConversationTurn[];
  reservation: Reservation;
}

async function beginTurn({
  userId,
  text,
  conversationId,
}: {
  userId: string;
  text: string;
  conversationId?: string;
}): Promise<Turn> {
  // Another user's or a deleted thread is refused before anything is spent.
  const thread = await threadForSend({ userId, conversationId });
  // Someone in crisis always gets the reply with the helplines, even with no allowance left.
  const reservation = isCrisisMessage(text)
    ? UNCOUNTED
    : await reserveAnswer({ kind: "user", userId, paid: await hasActiveSubscription(userId) });
  try {
    const question = await saveQuestion({ userId, conversationId: thread.id, text });
    const history = await conversationTurns({ conversationId: thread.id, before: new Date(question.timestamp) });
    return { userId, conversationId: thread.id, question, history, reservation };
  } catch (err) {
    await reservation.release();
    throw err;
  }
}

async function finishTurn(turn: Turn, answer: { text: string; citations: Citation[] }): Promise<ChatReply> {
  const saved = await saveAnswer({
    userId: turn.userId,
    conversationId: turn.conversationId,
    text: answer.text,
    citations: answer.citations,
    after: turn.question,
  });
  return {
    text: saved.text,
    timestamp: saved.timestamp,
    citations: saved.citations,
    conversation_id: turn.conversationId,
  };
}

/** Gives the unit back and keeps the question as failed; returns the error the caller should see. */
async function failTurn(turn: Turn, err: unknown): Promise<AppError> {
  await turn.reservation.release();
  await markQuestionFailed(turn.question.id).catch((e: unknown) =>
    console.error("[chat] could not mark question failed", e),
  );
  if (isAppError(err)) return err;
  if (!(err instanceof ClientLeft)) console.error("[chat] answering failed", err);
  return new AppError("upstream:model", undefined, { cause: err });
}

/** One question of a signed-in user's, to answer and store. */
export interface ChatTurnRequest {
  userId: string;
  text: string;
  /** The thread to write to; without it, the current thread (or a first one). */
  conversationId?: string;
  signal?: AbortSignal;
}

/** Answers one question for a signed-in user and stores both messages. */
export async function sendChatMessage({ userId, text, conversationId, signal }: ChatTurnRequest): Promise<ChatReply> {
  const turn = await beginTurn({ userId, text, conversationId });
  try {
    const answer = await answerQuestion({ text: turn.question.text, history: turn.history, signal });
    return await finishTurn(turn, answer);
  } catch (err) {
    throw await failTurn(turn, err);
  }
}

/**
 * Like sendChatMessage, but answers as server-sent events of verified sentences (lib/api/sse.ts).
 * Quota and validation failures throw before the stream starts (so they stay plain JSON errors);
 * later failures become an `error` event and give the unit back. A reader that leaves before any
 * sentence reached it is not charged; one that leaves after is (DESIGN, "Quota and streams"), and
 * history keeps what it was shown.
 */
export async function streamChatMessage({ userId, text, conversationId, signal }: ChatTurnRequest): Promise<Response> {
  const turn = await beginTurn({ userId, text, conversationId });
  return sseResponse(
    streamAnswer({ text: turn.question.text, history: turn.history, signal }),
    {
      finish: (answer) => finishTurn(turn, answer),
      fail: (err) => failTurn(turn, err),
      left: async (delivered) => {
        await finishTurn(turn, await deliveredAnswer(delivered));
      },
    },
    { signal },
  );
}
