import "server-only";
import { authMode, publicBaseUrl } from "./site.ts";
import { oidcDiscovery } from "./oidc.ts";

// GET /api/v1/auth/login answers an address the browser can simply navigate to:
// - local accounts: our own Spanish sign-in or sign-up page, carrying the e-mail typed in the
//   landing footer;
// - hosted provider: our page /cuenta/proveedor, which fetches next-auth's CSRF token and submits its
//   sign-in POST at once, carrying login_hint (the e-mail) and screen_hint=sign-up (WorkOS AuthKit
//   opens on its sign-up screen; other issuers ignore it).

export const LOCAL_SIGN_IN_PATH = "/cuenta/entrar";
export const LOCAL_SIGN_UP_PATH = "/cuenta/registro";
export const PROVIDER_REDIRECT_PATH = "/cuenta/proveedor";

export interface LoginUrlInput {
  isSignUp: boolean;
  email?: string;
}

function withBase(path: string): string {
  // Absolute when the public address is known (the auth API may be served to another origin);
  // otherwise relative, which a browser on this origin resolves itself.
  const base = publicBaseUrl();
  return base ? `${base}${path}` : path;
}

export async function loginUrl(input: LoginUrlInput): Promise<string> {
  const params = new URLSearchParams();
  if (authMode() === "oidc") {
    // Fails with 503 upstream:auth_provider when the issuer cannot be reached: better said now
    // than after the browser has left our site.
    await oidcDiscovery({ fresh: true });
    if (input.isSignUp) params.set("isSignUp", "true");
    if (input.email) params.set("email", input.email);
    const q = params.toString();
    return withBase(`${PROVIDER_REDIRECT_PATH}${q ? `?${q}` : ""}`);
  }
  if (input.email) params.set("email", input.email);
  const q = params.toString();
  return withBase(`${input.isSignUp ? LOCAL_SIGN_UP_PATH : LOCAL_SIGN_IN_PATH}${q ? `?${q}` : ""}`);
}

/** The authorization parameters our provider page passes to next-auth's sign-in POST. */
export function providerAuthorizationParams(input: LoginUrlInput): Record<string, string> {
  const params: Record<string, string> = {};
  if (input.email) params.login_hint = input.email;
  if (input.isSignUp) params.screen_hint = "sign-up";
  return params;
}
