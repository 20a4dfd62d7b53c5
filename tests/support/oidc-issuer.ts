import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OpenID Connect issuer for tests (npm oidc-provider), on 127.0.0.1. It uses the library's
 * development login screen: any login name and any password sign in, and the login name becomes
 * the account's `sub`; claims come from `claimsFor(login)`. Like many issuers in the code flow, the
 * ID token carries only `sub` and the profile is behind the userinfo endpoint.
 *
 *   const issuer = await startOidcIssuer({ port: 3322, clientId, clientSecret, appUrl });
 *   // ... OIDC_ISSUER=issuer.url ...
 *   await issuer.close();
 */
export interface OidcIssuerOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  /** The app's public base URL: the callback and post-logout URIs are registered from it. */
  appUrl: string;
  claimsFor?: (login: string) => Record<string, unknown>;
}

export interface OidcIssuer {
  url: string;
  /** Every authorization request the issuer received, as full URLs (to check login_hint and friends). */
  authorizationRequests: URL[];
  close(): Promise<void>;
}

export function defaultClaims(login: string): Record<string, unknown> {
  const local = login.includes("@") ? login.split("@")[0] : login;
  return {
    email: login.includes("@") ? login : `${login}@example.com`,
    email_verified: true,
    given_name: "María",
    family_name: `Prueba ${local}`,
    name: `María Prueba ${local}`,
    picture: `https://avatars.example.com/${encodeURIComponent(local)}.png`,
  };
}

export async function startOidcIssuer(opts: OidcIssuerOptions): Promise<OidcIssuer> {
  const { default: Provider } = await import("oidc-provider");
  const url = `http://127.0.0.1:${opts.port}`;
  const app = opts.appUrl.replace(/\/+$/, "");
  const claimsFor = opts.claimsFor ?? defaultClaims;
  const provider = new Provider(url, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [`${app}/api/auth/callback/oidc`],
        post_logout_redirect_uris: [`${app}/`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...claimsFor(sub) }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    // Fixed keys so the library does not warn about generating them per start.
    cookies: { keys: ["berea-test-issuer-cookie-key"] },
    // The library's default is to grant nothing without an explicit consent; the dev screens ask.
  });
  const authorizationRequests: URL[] = [];
  const handle = provider.callback();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? "/", url);
    if (u.pathname === "/auth") authorizationRequests.push(u);
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizationRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
