import { NextResponse } from "next/server";
import { answerQuestion, isCrisisMessage, streamAnswer } from "@/lib/answers/index.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { sseResponse, wantsEventStream } from "@/lib/api/sse.ts";
import { guestMessageSchema } from "@/lib/chat/message-schema.ts";
import { GUEST_SESSION_HEADER, parseGuestSessionId } from "@/lib/chat/guest-session.ts";
import { reserveAnswer, UNCOUNTED } from "@/lib/quota/index.ts";

export const dynamic = "force-dynamic";

/** The demo chat: a guest's question answered from Scripture, counted against the guest allowance. */
export const POST = handler(async (req: Request) => {
  // State-changing: a page on another site must not be able to do this with the user's cookie.
  assertSameOrigin(req);
  const guest = parseGuestSessionId(req.headers.get(GUEST_SESSION_HEADER));
  const { text } = await parseJson(req, guestMessageSchema);
  // Someone in crisis always gets the reply with the helplines, even with no free prompts left.
  const reservation = isCrisisMessage(text)
    ? UNCOUNTED
    : await reserveAnswer({ kind: "guest", guestId: guest, ip: clientIp(req) });
  const timestamp = () => new Date().toISOString();

  if (wantsEventStream(req)) {
    // A guest who leaves after a sentence reached them has had an answer: the unit stays spent.
    return sseResponse(
      streamAnswer({ text, signal: req.signal }),
      { finish: async () => ({ timestamp: timestamp() }), fail: () => reservation.release(), left: async () => {} },
      { signal: req.signal },
    );
  }
  try {
    const answer = await answerQuestion({ text, signal: req.signal });
    return NextResponse.json({ text: answer.text, timestamp: timestamp(), citations: answer.citations });
  } catch (err) {
    await reservation.release();
    throw err;
  }
});
