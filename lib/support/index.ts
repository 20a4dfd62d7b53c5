import "server-only";
import { z } from "zod";
import {
  PRIORITY_REPLY_HOURS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_TEXTS,
  SUPPORT_TOPIC_IDS,
  supportFolio,
  supportMailContent,
} from "../../content/support.ts";
import { LEGAL } from "../../content/legal.ts";
import { AppError } from "../api/errors.ts";
import type { SessionUser } from "../auth/session.ts";
import { hasActiveSubscription } from "../billing/index.ts";
import {
  insertSupportRequest,
  listSupportRequestsByUser,
  markSupportRequestMailed,
  type SupportRequest,
} from "../db/queries/support-requests.ts";
import { serverEnv } from "../env.ts";
import { sendComposed } from "../mail/index.ts";
import { PRODUCT_NAME } from "../product.ts";
import { ipSubject, supportThrottle, takeAttempt } from "../quota/throttle.ts";

// Soporte (/soporte): a request is stored first, then e-mailed to the operator (SUPPORT_EMAIL, else
// the public contact address). A subscriber's request is priority: the person is promised a reply in
// PRIORITY_REPLY_HOURS and the operator's subject says 'Prioritario'. A failed e-mail never loses the
// request (it is kept, with mailed_at empty, and the failure is logged). Throttled per sender and per
// client network, since a guest form is what a spammer would repeat.

const emailSchema = z
  .string({ message: "validation:email" })
  .trim()
  .toLowerCase()
  .max(254, "validation:email")
  .pipe(z.email({ message: "validation:email" }));

export const supportSchema = z.object({
  /** Guests (and accounts without an e-mail) say where to answer; a signed-in person's account e-mail wins. */
  email: z.string().max(1000, "validation:email").optional(),
  topic: z.enum(SUPPORT_TOPIC_IDS, { message: "validation:support_topic" }),
  message: z
    .string({ message: "validation:support_message" })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, "validation:support_message")
    .max(SUPPORT_MESSAGE_MAX, "validation:support_message_too_long"),
});
export type SupportInput = z.infer<typeof supportSchema>;

export interface SupportReceipt {
  id: string;
  folio: string;
  priority: boolean;
  /** The reply time promised, as shown to the person. */
  reply_promise: string;
  reply_within_hours: number | null;
  email: string;
}

const timeFormat = new Intl.DateTimeFormat("es-MX", {
  timeZone: "America/Mexico_City",
  dateStyle: "long",
  timeStyle: "short",
});

/** Where the operator reads support requests. */
export function supportInbox(): string {
  return serverEnv().SUPPORT_EMAIL ?? LEGAL.contactEmail;
}

/** What this person is promised before they write (the /soporte page). */
export async function supportPromise(user: SessionUser | null): Promise<{ priority: boolean; promise: string }> {
  const priority = user ? await hasActiveSubscription(user.id) : false;
  return { priority, promise: priority ? SUPPORT_TEXTS.priorityPromise : SUPPORT_TEXTS.standardPromise };
}

async function mailOperator(request: SupportRequest): Promise<void> {
  const content = supportMailContent({
    id: request.id,
    priority: request.priority,
    topic: request.topic,
    email: request.email,
    account: request.userId,
    message: request.message,
    receivedAt: timeFormat.format(request.createdAt),
    productName: PRODUCT_NAME,
  });
  await sendComposed(supportInbox(), content, request.email);
}

/** Stores a request from /soporte and e-mails the operator; 422 for bad input, 429 when throttled. */
export async function createSupportRequest({
  user,
  input,
  ip,
}: {
  user: SessionUser | null;
  input: SupportInput;
  ip: string;
}): Promise<SupportReceipt> {
  const parsed = emailSchema.safeParse(user?.email ?? input.email ?? "");
  if (!parsed.success) throw new AppError("validation:email");
  const email = parsed.data;
  await takeAttempt(supportThrottle(), { sender: user?.id ?? email, ip: ipSubject(ip) });
  const { priority, promise } = await supportPromise(user);
  const request = await insertSupportRequest({
    request: { userId: user?.id ?? null, email, topic: input.topic, message: input.message, priority },
  });
  try {
    await mailOperator(request);
    await markSupportRequestMailed({ id: request.id });
  } catch (err) {
    console.error(`[support] request ${request.id} is stored but the operator's e-mail failed`, err);
  }
  return {
    id: request.id,
    folio: supportFolio(request.id),
    priority,
    reply_promise: promise,
    reply_within_hours: priority ? PRIORITY_REPLY_HOURS : null,
    email,
  };
}

/** A person's own requests for the account export (what they wrote, when, and how it was handled). */
export async function supportRequestsForExport(userId: string) {
  return (await listSupportRequestsByUser({ userId })).map((r) => ({
    folio: supportFolio(r.id),
    topic: r.topic,
    message: r.message,
    email: r.email,
    priority: r.priority,
    created_at: r.createdAt.toISOString(),
  }));
}
