import { NextResponse, type NextRequest } from "next/server";

// Redirects only. With database sessions the middleware cannot validate a session (no database
// here); it only sees whether next-auth's session cookie exists. Every protected server page and
// API handler checks the session row for real (lib/auth/session.ts), and GET /api/v1/auth/me drops a
// cookie whose session is gone, so a stale cookie cannot trap a visitor between / and /chat.
// (Next.js 16 still runs middleware.ts; a proxy.ts beside it would break the build.)

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];
const PROTECTED = ["/chat", "/account", "/subscribe"];

function hasSessionCookie(req: NextRequest): boolean {
  return SESSION_COOKIES.some((name) => Boolean(req.cookies.get(name)?.value));
}

export function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const signedIn = hasSessionCookie(req);
  if (pathname === "/") {
    // The spec: a signed-in visitor at / goes to /chat. Except /?section=…: that is the navbar's
    // section links (shown signed in too), a deliberate visit to a part of the landing.
    const toSection = req.nextUrl.searchParams.has("section");
    return signedIn && !toSection ? NextResponse.redirect(new URL("/chat", req.url)) : NextResponse.next();
  }
  const isProtected = PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (isProtected && !signedIn) return NextResponse.redirect(new URL("/login", req.url));
  return NextResponse.next();
}

export const config = {
  matcher: ["/", "/chat/:path*", "/account/:path*", "/subscribe/:path*"],
};
