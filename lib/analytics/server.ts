import "server-only";
import { PostHog } from "posthog-node";
import { publicEnv, serverEnv } from "../env.ts";
import { readUserPreferences } from "../db/queries/user-preferences.ts";

// Server-side product analytics (sign-up, subscription started). With no NEXT_PUBLIC_POSTHOG_KEY
// nothing is created and nothing leaves the machine. Analytics must never break the request that
// records it, so every failure is logged and swallowed.

export type ServerEventProps = Record<string, string | number | boolean | null>;

let client: PostHog | undefined;

function posthogClient(): PostHog | undefined {
  const key = publicEnv().NEXT_PUBLIC_POSTHOG_KEY;
  if (!key) return undefined;
  client ??= new PostHog(key, {
    host: serverEnv().POSTHOG_HOST ?? publicEnv().NEXT_PUBLIC_POSTHOG_HOST,
    // Server events are rare (sign-up, subscription): send each at once rather than batching,
    // so nothing is lost when the process ends.
    flushAt: 1,
    flushInterval: 0,
    requestTimeout: 3000,
    // One retry: a sign-up or webhook request should not wait long on an unreachable analytics host.
    fetchRetryCount: 1,
    fetchRetryDelay: 500,
  });
  return client;
}

/** True when a PostHog key is configured and server events are sent. */
export function serverAnalyticsEnabled(): boolean {
  return Boolean(publicEnv().NEXT_PUBLIC_POSTHOG_KEY);
}

/**
 * Records one event for a person (their user id); a no-op without a PostHog key, and for anyone who
 * opposed the use of their data for analytics ('Oponerme', on /account): their events never leave.
 */
export async function captureServerEvent(
  distinctId: string,
  event: string,
  props: ServerEventProps = {},
): Promise<void> {
  const ph = posthogClient();
  if (!ph) return;
  try {
    // A person we cannot find (deleted meanwhile) is not recorded either.
    const prefs = await readUserPreferences({ userId: distinctId });
    if (!prefs || prefs.analyticsOptOut) return;
    await ph.captureImmediate({ distinctId, event, properties: { ...props, source: "server" } });
  } catch (err) {
    console.warn(`[analytics] could not send ${event}:`, err instanceof Error ? err.message : err);
  }
}

/** Only for tests: forgets the client so a changed environment takes effect. */
export async function resetServerAnalyticsForTests(): Promise<void> {
  const old = client;
  client = undefined;
  await old?.shutdown(1000).catch(() => undefined);
}
