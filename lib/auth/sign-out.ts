import "server-only";
import { findProviderAccount } from "../db/queries/accounts.ts";
import { sessionOwner } from "../db/queries/sessions.ts";
import { authMode, publicBaseUrl } from "./site.ts";
import { deleteDbSession } from "./db-sessions.ts";
import { OIDC_PROVIDER_ID, oidcDiscovery } from "./oidc.ts";
import { serverEnv } from "../env.ts";

// Sign-out deletes the session row (the old cookie stops working at once) and tells the browser
// where to go: "/" for local accounts; for the hosted provider, its end_session endpoint when it
// publishes one, so the provider's own session ends too and it sends the person back to our "/".

export async function signOut(sessionToken: string | undefined): Promise<{ logout_url: string }> {
  if (!sessionToken) return { logout_url: "/" };
  const userId = await sessionOwner({ sessionToken });
  await deleteDbSession(sessionToken);
  if (!userId || authMode() !== "oidc") return { logout_url: "/" };
  return { logout_url: await providerLogoutUrl(userId) };
}

async function providerLogoutUrl(userId: string): Promise<string> {
  const env = serverEnv();
  const account = await findProviderAccount({ userId, provider: OIDC_PROVIDER_ID });
  // A local account in a site that later turned on OIDC has nothing to end at the provider.
  if (!account) return "/";
  let endpoint: string | undefined;
  try {
    endpoint = (await oidcDiscovery()).end_session_endpoint;
  } catch {
    // Our session is already gone; the provider's can outlive it harmlessly.
    return "/";
  }
  if (!endpoint) return "/";
  const url = new URL(endpoint);
  if (env.OIDC_CLIENT_ID) url.searchParams.set("client_id", env.OIDC_CLIENT_ID);
  if (account.id_token) url.searchParams.set("id_token_hint", account.id_token);
  const base = publicBaseUrl();
  if (base) url.searchParams.set("post_logout_redirect_uri", `${base}/`);
  return url.toString();
}
