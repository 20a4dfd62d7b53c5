import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { secureCookiesFor } from "@/lib/auth/site.ts";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { wantsEventStream } from "@/lib/api/sse.ts";
import { answerGuest } from "@/lib/chat/free-chat.ts";
import { demoTokenFrom } from "@/lib/chat/guest-demo.ts";
import { guestMessageSchema } from "@/lib/chat/message-schema.ts";
import { GUEST_SESSION_HEADER, parseGuestSessionId } from "@/lib/chat/guest-session.ts";

export const dynamic = "force-dynamic";

/** The demo chat: a guest's question answered from Scripture, counted against the guest allowance. */
export const POST = handler(async (req: Request) => {
  // State-changing: a page on another site must not be able to do this with the user's cookie.
  assertSameOrigin(req);
  const guestId = parseGuestSessionId(req.headers.get(GUEST_SESSION_HEADER));
  const { text } = await parseJson(req, guestMessageSchema);
  const secure = secureCookiesFor(req.headers);
  return answerGuest({
    guestId,
    text,
    ip: clientIp(req),
    token: demoTokenFrom(req.headers.get("cookie"), secure),
    secure,
    stream: wantsEventStream(req),
    signal: req.signal,
  });
});
