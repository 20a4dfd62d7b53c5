import { GUEST_QUOTA_MESSAGE } from "@/lib/api/guest-quota-message.ts";
import { ApiError, apiFetch } from "@/lib/client/api.ts";
import { readString, STORAGE_KEYS } from "./browser-storage.ts";

// The demo chat's call to POST /chat/free-chat and how its outcomes read to the visitor.

/** The server's 429 sentence for a guest (spec §errors), shown as the bot's message. */
export { GUEST_QUOTA_MESSAGE };
export const GUEST_ERROR_MESSAGE =
  "Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo más tarde.";
export const MISSING_GUEST_ID = "Guest session ID not available.";

import type { Citation as GuestCitation } from "@/lib/citation.ts";
export type { GuestCitation };

export interface GuestAnswer {
  text: string;
  timestamp: string;
  citations?: GuestCitation[];
}

export type GuestSendResult =
  { kind: "answer"; answer: GuestAnswer } | { kind: "quota" } | { kind: "error"; error: unknown };

/** Sends one demo question as the guest stored in localStorage. Never throws. */
export async function sendGuestMessage(text: string): Promise<GuestSendResult> {
  try {
    const guestId = readString(STORAGE_KEYS.guestSessionId);
    if (!guestId) throw new Error(MISSING_GUEST_ID);
    const answer = await apiFetch<GuestAnswer>("chat", "/chat/free-chat", {
      method: "POST",
      headers: { "X-Guest-Session-ID": guestId },
      body: JSON.stringify({ text, sender: "user", timestamp: new Date().toISOString() }),
    });
    return { kind: "answer", answer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { kind: "quota" };
    return { kind: "error", error };
  }
}
