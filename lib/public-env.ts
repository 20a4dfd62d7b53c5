// The NEXT_PUBLIC_* settings: the only ones the browser sees, safe to import from client code. Each is
// spelled out so Next.js inlines it into the browser bundle at build time; an empty value means "not
// set". lib/env.ts validates the same values on the server at start-up.

export const PUBLIC_DEFAULTS = {
  NEXT_PUBLIC_PRODUCT_NAME: "Berea",
  NEXT_PUBLIC_AUTH_API_URL: "/api/v1",
  NEXT_PUBLIC_CHAT_API_URL: "/api/v1",
  NEXT_PUBLIC_PAYMENTS_API_URL: "/api/v1",
  NEXT_PUBLIC_POSTHOG_HOST: "https://us.i.posthog.com",
} as const;

/** The raw values (read at each call on the server, inlined by the build in the browser). */
export function publicEnvSource(): Record<string, string | undefined> {
  return {
    NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
    NEXT_PUBLIC_AUTH_API_URL: process.env.NEXT_PUBLIC_AUTH_API_URL,
    NEXT_PUBLIC_CHAT_API_URL: process.env.NEXT_PUBLIC_CHAT_API_URL,
    NEXT_PUBLIC_PAYMENTS_API_URL: process.env.NEXT_PUBLIC_PAYMENTS_API_URL,
    NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
    NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: process.env.NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID,
  };
}

/** A public setting's value, or its default when unset. */
export function publicSetting(name: keyof typeof PUBLIC_DEFAULTS): string;
export function publicSetting(name: string): string | undefined;
export function publicSetting(name: string): string | undefined {
  return publicEnvSource()[name] || (PUBLIC_DEFAULTS as Record<string, string>)[name];
}
