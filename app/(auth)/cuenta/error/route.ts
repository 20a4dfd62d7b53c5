import type { NextRequest } from "next/server";

export const dynamic = "force-dynamic";

// next-auth's error and sign-in pages point here (lib/auth/options.ts). Its codes (OAuthCallback,
// AccessDenied, OAuthAccountNotLinked, ...) are logged by next-auth and mean nothing to people, so
// /login shows its one sentence for them: error=auth_failed → 'Authentication failed. Please try again.'
export function GET(req: NextRequest) {
  const failed = req.nextUrl.searchParams.has("error");
  // A relative Location: behind the custom server, nextUrl's host is not always the one the browser used.
  return new Response(null, {
    status: 303,
    headers: { location: failed ? "/login?error=auth_failed" : "/login", "cache-control": "no-store" },
  });
}
