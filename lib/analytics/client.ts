import type { PostHog } from "posthog-js";
import { publicSetting } from "../public-env.ts";
import { POSTHOG_BROWSER_DEFAULTS, TRACK_DOM_EVENT, type AnalyticsEvent, type AnalyticsProps } from "./config.ts";

// Browser analytics. posthog-js is loaded lazily and only when NEXT_PUBLIC_POSTHOG_KEY is set at
// build time: with no key the library is never downloaded and nothing is sent anywhere. With a key,
// the server is asked first whether this person opposed analytics ('Oponerme', stored on the
// account): if so, or if the answer cannot be read, posthog-js is never started on this page.

const KEY = publicSetting("NEXT_PUBLIC_POSTHOG_KEY");
const HOST = publicSetting("NEXT_PUBLIC_POSTHOG_HOST");
/** Same base as the other account calls (NEXT_PUBLIC_AUTH_API_URL, default this origin's /api/v1). */
const CHOICE_URL = `${publicSetting("NEXT_PUBLIC_AUTH_API_URL").replace(/\/$/, "")}/account/analytics`;

let loading: Promise<PostHog | undefined> | undefined;

export function analyticsEnabled(): boolean {
  return Boolean(KEY);
}

/** True when the account opposed analytics; also when the answer cannot be read (never track by mistake). */
async function optedOut(): Promise<boolean> {
  try {
    const res = await fetch(CHOICE_URL, { credentials: "include", headers: { Accept: "application/json" } });
    if (!res.ok) return true;
    const body = (await res.json()) as { opted_out?: unknown };
    return body.opted_out !== false;
  } catch {
    return true;
  }
}

/** Starts PostHog once (page views, sessions); safe to call from every page. */
export function initAnalytics(): Promise<PostHog | undefined> {
  if (!KEY || typeof window === "undefined") return Promise.resolve(undefined);
  loading ??= optedOut()
    .then(async (out) => {
      if (out) return undefined;
      const { default: posthog } = await import("posthog-js");
      posthog.init(KEY, { api_host: HOST, ...POSTHOG_BROWSER_DEFAULTS });
      // A device that opposed before keeps posthog's own opt-out flag: the account's choice decides.
      if (posthog.has_opted_out_capturing?.()) posthog.opt_in_capturing?.();
      return posthog;
    })
    .catch((err: unknown) => {
      console.warn("[analytics] posthog-js failed to load", err);
      return undefined;
    });
  return loading;
}

/**
 * Applies a choice just made on /account to this page at once: opposing stops posthog-js (and keeps
 * it stopped on this device); withdrawing the opposition lets the next event start it again.
 */
export async function applyAnalyticsChoice(optOut: boolean): Promise<void> {
  if (!KEY || typeof window === "undefined") return;
  const current = loading;
  if (optOut) {
    loading = Promise.resolve(undefined);
    const posthog = await current;
    posthog?.opt_out_capturing();
  } else {
    loading = undefined;
  }
}

/** Records one product event. Never throws and never blocks the caller. */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(TRACK_DOM_EVENT, { detail: { event, props } }));
  if (!KEY) return;
  void initAnalytics().then((posthog) => posthog?.capture(event, props));
}
