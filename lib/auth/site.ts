import "server-only";
import { serverEnv, siteUrl } from "../env.ts";

// Where the site lives and how it signs people in, derived once from the environment.

/** The public base URL when configured (NEXTAUTH_URL, else APP_URL), without a trailing slash. */
export function publicBaseUrl(): string | undefined {
  const env = serverEnv();
  const url = env.NEXTAUTH_URL ?? env.APP_URL;
  return url?.replace(/\/+$/, "");
}

/**
 * The base of links sent by e-mail (password reset, address confirmation): configuration only, never
 * the request's Host, which anyone can set to their own site to harvest a reset token.
 */
export function mailLinkBaseUrl(): string {
  return publicBaseUrl() ?? siteUrl();
}

/** Set by scripts/http-server.mjs to the scheme the request really came over (any client value is replaced). */
export const PROTO_HEADER = "x-berea-proto";

/**
 * Cookies are Secure (and carry the __Secure- prefix) whenever the site is served over https. With
 * APP_URL/NEXTAUTH_URL set that decides, as next-auth's own rule does; without them it is judged per
 * request from the scheme the server saw (the socket, or a proxy TRUST_PROXY vouches for), never
 * from a header the client could forge. The cookie we set on local sign-in and the one next-auth sets
 * after OIDC are the same cookie.
 */
export function secureCookiesFor(headers?: Pick<Headers, "get"> | null): boolean {
  const base = publicBaseUrl();
  if (base) return base.startsWith("https://");
  return headers?.get(PROTO_HEADER) === "https";
}

export type AuthMode = "local" | "oidc";

/** Hosted provider when issuer, client id and secret are all set; otherwise local accounts. */
export function authMode(): AuthMode {
  const env = serverEnv();
  return env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? "oidc" : "local";
}
