import "server-only";
import { findAccount } from "../db/queries/account.ts";
import {
  libraryForExport,
  messagesForExport,
  providersForExport,
  sessionsForExport,
  threadsForExport,
} from "../db/queries/account-data.ts";
import { findSubscriptionByUser } from "../db/queries/subscriptions.ts";
import { statusGrantsAccess } from "../billing/status-rules.ts";
import { PRODUCT_NAME } from "../product.ts";
import { analyticsOptedOut } from "../analytics/preferences.ts";
import { reflectionsForExport } from "../reflections/index.ts";
import { supportRequestsForExport } from "../support/index.ts";
import { displayName } from "./names.ts";

// 'Descargar mis datos' (ARCO: access): everything Berea keeps about one person, as JSON. Each
// section reads only rows of this user; no password hash, session token or provider token is read.
// A concern that adds personal data adds its section to EXPORT_SECTIONS.

type Section = (userId: string) => Promise<unknown>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const EXPORT_SECTIONS: Record<string, Section> = {
  sign_in: async (userId) => ({
    providers: await providersForExport({ userId }),
    sessions: await sessionsForExport({ userId }),
  }),
  // Each thread with its messages, oldest first.
  threads: async (userId) => {
    const [threads, messages] = await Promise.all([threadsForExport({ userId }), messagesForExport({ userId })]);
    return threads.map((t) => ({
      ...t,
      messages: messages.filter((m) => m.thread_id === t.id).map(({ thread_id: _thread, ...m }) => m),
    }));
  },
  subscription: async (userId) => {
    const sub = await findSubscriptionByUser({ userId });
    if (!sub) return null;
    return {
      provider: sub.provider,
      plan: sub.plan,
      status: sub.status,
      current_period_end: iso(sub.currentPeriodEnd),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      has_paid: statusGrantsAccess(sub),
    };
  },
  library: (userId) => libraryForExport({ userId }),
  // What the person wrote to /soporte, and the daily reflections written for them.
  support_requests: (userId) => supportRequestsForExport(userId),
  reflections: (userId) => reflectionsForExport(userId),
  privacy: async (userId) => ({ analytics_opt_out: await analyticsOptedOut(userId) }),
};

export async function exportAccountData({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const account = await findAccount({ userId });
  if (!account) return null;
  const sections: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(EXPORT_SECTIONS)) sections[name] = await read(userId);
  return {
    product: PRODUCT_NAME,
    exported_at: now.toISOString(),
    profile: {
      id: account.id,
      email: account.email,
      email_confirmed_at: iso(account.emailVerified),
      first_name: account.firstName,
      last_name: account.lastName,
      display_name: displayName(account.firstName, account.lastName),
      picture_url: account.image,
      has_password: account.passwordHash !== null,
      created_at: iso(account.createdAt),
    },
    ...sections,
  };
}

/** The download's file name, e.g. berea-mis-datos-2026-11-25.json. */
export function exportFileName(now = new Date()): string {
  return `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-mis-datos-${now.toISOString().slice(0, 10)}.json`;
}
