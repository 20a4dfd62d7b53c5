// PostHog browser settings the spec fixes (section 9, "Analytics defaults").
export const POSTHOG_BROWSER_DEFAULTS = {
  session_idle_timeout_seconds: 1800,
  cookie_expiration: 365,
  feature_flag_request_timeout_ms: 3000,
  surveys_request_timeout_ms: 10000,
} as const;

/** The events the landing records, as the spec names them. */
export type AnalyticsEvent = "DemoClick" | "Signup" | "SectionNavigation";

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

/** Name of the DOM event every track() call also dispatches on window, so the page's own code
 * (and browser tests) can observe what was recorded even when nothing is sent to PostHog. */
export const TRACK_DOM_EVENT = "berea:track";
