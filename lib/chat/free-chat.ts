import "server-only";
import { NextResponse } from "next/server";
import { answerQuestion, deliveredAnswer, isCrisisMessage, streamAnswer } from "../answers/index.ts";
import type { Answer } from "../answers/types.ts";
import { sseResponse } from "../api/sse.ts";
import { reserveAnswer, UNCOUNTED } from "../quota/index.ts";
import { demoCookieHeader, guestHistory, newDemoToken, rememberGuestTurn } from "./guest-demo.ts";

// The demo chat: a guest's question answered from Scripture with the demo's earlier turns as its
// context, counted against the guest allowance. Each answer is kept for 24 hours under the guest id
// and the demo cookie (set here when the browser has none yet), for follow-ups and for carrying the
// demo into an account made in this browser.

export async function answerGuest({
  guestId,
  text,
  ip,
  token: cookieToken,
  secure,
  stream,
  signal,
}: {
  guestId: string;
  text: string;
  ip: string;
  /** The demo cookie's token, when the browser sent one. */
  token: string | undefined;
  secure: boolean;
  stream: boolean;
  signal?: AbortSignal;
}): Promise<Response> {
  // Someone in crisis always gets the reply with the helplines, even with no free prompts left.
  const reservation = isCrisisMessage(text) ? UNCOUNTED : await reserveAnswer({ kind: "guest", guestId, ip });
  const token = cookieToken ?? newDemoToken();
  const headers = { "set-cookie": demoCookieHeader(token, secure) };
  const timestamp = () => new Date().toISOString();
  const remember = (answer: Pick<Answer, "text" | "citations">) =>
    rememberGuestTurn({ guestId, token, question: text, answer }).catch((err: unknown) =>
      // The visitor has the answer; losing its memory only costs a follow-up's context.
      console.error("[free-chat] could not keep the demo turn", err),
    );

  let history: Awaited<ReturnType<typeof guestHistory>>;
  try {
    history = await guestHistory({ guestId, token: cookieToken });
  } catch (err) {
    await reservation.release();
    throw err;
  }

  if (stream) {
    // A guest who leaves after a sentence reached them has had an answer: the unit stays spent.
    return sseResponse(
      streamAnswer({ text, history, signal }),
      {
        finish: async (answer) => {
          await remember(answer);
          return { timestamp: timestamp() };
        },
        fail: () => reservation.release(),
        left: async (delivered) => {
          await remember(await deliveredAnswer(delivered));
        },
      },
      { signal, headers },
    );
  }
  try {
    const answer = await answerQuestion({ text, history, signal });
    await remember(answer);
    return NextResponse.json({ text: answer.text, timestamp: timestamp(), citations: answer.citations }, { headers });
  } catch (err) {
    await reservation.release();
    throw err;
  }
}
