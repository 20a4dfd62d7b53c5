import { serverEnv } from "../env.ts";

// Where the site lives and how it signs people in, derived once from the environment.

/** The public base URL when configured (NEXTAUTH_URL, else APP_URL), without a trailing slash. */
export function publicBaseUrl(): string | undefined {
  const env = serverEnv();
  const url = env.NEXTAUTH_URL ?? env.APP_URL;
  return url?.replace(/\/+$/, "");
}

/**
 * Cookies are Secure (and carry the __Secure- prefix) whenever the site is served over https, which
 * is how production runs. This is next-auth's own rule (useSecureCookies from the URL's scheme), so
 * the cookie we set on local sign-in and the one next-auth sets after OIDC are the same cookie.
 */
export function secureCookiesEnabled(): boolean {
  return publicBaseUrl()?.startsWith("https://") ?? false;
}

export type AuthMode = "local" | "oidc";

/** Hosted provider when issuer, client id and secret are all set; otherwise local accounts. */
export function authMode(): AuthMode {
  const env = serverEnv();
  return env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? "oidc" : "local";
}
