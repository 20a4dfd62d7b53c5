import "server-only";
import { z } from "zod";

import { MAX_MESSAGE_CHARS } from "./message-limits.ts";

export { MAX_MESSAGE_CHARS };

// The client's sender and timestamp are checked for shape only: the server sets both on what it stores.
export const messageText = z
  .string({ message: "validation:message_empty" })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: "validation:message_empty" })
  .refine((s) => s.length <= MAX_MESSAGE_CHARS, { message: "validation:message_too_long" });

export const guestMessageSchema = z.object({
  text: messageText,
  sender: z.enum(["user", "bot"]).optional(),
  timestamp: z.string().max(64).optional(),
});

// Thread ids are cuids or UUIDs: anything else cannot name a thread.
export const conversationIdSchema = z
  .string({ message: "validation:conversation_id" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "validation:conversation_id" });

export const userMessageSchema = guestMessageSchema.extend({
  user_id: z.string().min(1).max(200).optional(),
  /** The thread to write to; without it, the current thread. */
  conversation_id: conversationIdSchema.nullish(),
});
