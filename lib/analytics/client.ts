import type { PostHog } from "posthog-js";
import { publicSetting } from "../public-env.ts";
import { POSTHOG_BROWSER_DEFAULTS, TRACK_DOM_EVENT, type AnalyticsEvent, type AnalyticsProps } from "./config.ts";

// Browser analytics. posthog-js is loaded lazily and only when NEXT_PUBLIC_POSTHOG_KEY is set at
// build time: with no key the library is never downloaded and nothing is sent anywhere.

const KEY = publicSetting("NEXT_PUBLIC_POSTHOG_KEY");
const HOST = publicSetting("NEXT_PUBLIC_POSTHOG_HOST");

let loading: Promise<PostHog | undefined> | undefined;

export function analyticsEnabled(): boolean {
  return Boolean(KEY);
}

/** Starts PostHog once (page views, sessions); safe to call from every page. */
export function initAnalytics(): Promise<PostHog | undefined> {
  if (!KEY || typeof window === "undefined") return Promise.resolve(undefined);
  loading ??= import("posthog-js")
    .then(({ default: posthog }) => {
      posthog.init(KEY, { api_host: HOST, ...POSTHOG_BROWSER_DEFAULTS });
      return posthog;
    })
    .catch((err: unknown) => {
      console.warn("[analytics] posthog-js failed to load", err);
      return undefined;
    });
  return loading;
}

/** Records one product event. Never throws and never blocks the caller. */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(TRACK_DOM_EVENT, { detail: { event, props } }));
  if (!KEY) return;
  void initAnalytics().then((posthog) => posthog?.capture(event, props));
}
