import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { serverEnv } from "../env.ts";
import { AppError } from "../api/errors.ts";
import type { ProfileUser } from "../db/queries/auth-adapter.ts";

// The hosted sign-in provider: any OIDC issuer (WorkOS AuthKit included) given by OIDC_ISSUER,
// OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. One code path for every provider: next-auth's generic
// OAuth provider in OIDC mode, with PKCE and state.

export const OIDC_PROVIDER_ID = "oidc";

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

export interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

function issuerUrl(): string {
  const issuer = serverEnv().OIDC_ISSUER;
  if (!issuer) throw new Error("OIDC_ISSUER is not set");
  return issuer.replace(/\/+$/, "");
}

export function wellKnownUrl(): string {
  return `${issuerUrl()}/.well-known/openid-configuration`;
}

const DISCOVERY_TTL_MS = 5 * 60 * 1000;
const DISCOVERY_TIMEOUT_MS = 5000;
let discoveryCache: { at: number; doc: OidcDiscovery; url: string } | undefined;

/**
 * The issuer's discovery document (cached for 5 minutes; `fresh` asks the issuer again, as starting a
 * sign-in does). When it cannot be fetched the provider is down or misconfigured: 503
 * upstream:auth_provider, with the cause logged.
 */
export async function oidcDiscovery(opts: { fresh?: boolean; now?: number } = {}): Promise<OidcDiscovery> {
  const url = wellKnownUrl();
  const now = opts.now ?? Date.now();
  const cached = discoveryCache;
  if (!opts.fresh && cached && cached.url === url && now - cached.at < DISCOVERY_TTL_MS) return cached.doc;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const doc = (await res.json()) as Partial<OidcDiscovery>;
    if (!doc.authorization_endpoint || !doc.token_endpoint || !doc.issuer)
      throw new Error("incomplete discovery document");
    discoveryCache = { at: now, doc: doc as OidcDiscovery, url };
    return discoveryCache.doc;
  } catch (err) {
    console.warn(`[auth] OIDC discovery failed for ${url}:`, err instanceof Error ? err.message : err);
    throw new AppError("upstream:auth_provider", undefined, { cause: err });
  }
}

/** Only for tests. */
export function resetOidcDiscoveryCache(): void {
  discoveryCache = undefined;
}

/** Our user fields from the issuer's claims: given_name, family_name and picture. */
export function profileFromClaims(claims: OidcClaims): ProfileUser & { id: string } {
  const firstName = claims.given_name?.trim() || null;
  const lastName = claims.family_name?.trim() || null;
  return {
    id: claims.sub,
    email: claims.email?.toLowerCase() ?? null,
    name: claims.name?.trim() || [firstName, lastName].filter(Boolean).join(" ") || null,
    image: claims.picture || null,
    firstName,
    lastName,
  };
}

/**
 * Some issuers (oidc-provider by default, WorkOS for some claims) put only `sub` in the ID token of
 * the code flow and the profile behind the userinfo endpoint: fill the gaps from there.
 */
async function completeClaims(claims: OidcClaims, accessToken: string | undefined): Promise<OidcClaims> {
  const complete = claims.email && claims.given_name && claims.family_name && claims.picture;
  if (complete || !accessToken) return claims;
  try {
    const { userinfo_endpoint } = await oidcDiscovery();
    if (!userinfo_endpoint) return claims;
    const res = await fetch(userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const info = (await res.json()) as Partial<OidcClaims>;
    if (info.sub && info.sub !== claims.sub) throw new Error("userinfo sub does not match the ID token");
    return { ...info, ...stripEmpty(claims), sub: claims.sub };
  } catch (err) {
    console.warn("[auth] OIDC userinfo failed; using the ID token's claims:", err instanceof Error ? err.message : err);
    return claims;
  }
}

function stripEmpty(claims: OidcClaims): OidcClaims {
  return Object.fromEntries(
    Object.entries(claims).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  ) as unknown as OidcClaims;
}

export function oidcProvider(): OAuthConfig<OidcClaims> {
  const env = serverEnv();
  return {
    id: OIDC_PROVIDER_ID,
    name: env.OIDC_PROVIDER_NAME,
    type: "oauth",
    wellKnown: wellKnownUrl(),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    idToken: true,
    checks: ["pkce", "state"],
    authorization: { params: { scope: "openid email profile" } },
    async profile(claims, tokens) {
      const full = await completeClaims(claims, tokens.access_token);
      // next-auth types profile() as returning its User; ours carries the mapped claims too,
      // which adapter.createUser stores.
      return profileFromClaims(full) as ProfileUser & { id: string };
    },
  };
}
