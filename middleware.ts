import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie-name.ts";
import { SESSION_HINT_COOKIE, SESSION_HINT_MAX_AGE_SECONDS } from "@/lib/auth/session-hint.ts";
import { resolveReaderPath } from "@/lib/scripture/reader/slugs.ts";

// Redirects only. With database sessions the middleware cannot validate a session (no database
// here); it only sees whether next-auth's session cookie exists. Every protected server page and
// API handler checks the session row for real (lib/auth/session.ts), and GET /api/v1/auth/me drops a
// cookie whose session is gone, so a stale cookie cannot trap a visitor between / and /chat.
// (Next.js 16 still runs middleware.ts; a proxy.ts beside it would break the build.)

const PROTECTED = ["/chat", "/account", "/subscribe"];

function hasSessionCookie(req: NextRequest): boolean {
  return SESSION_COOKIE_NAMES.some((name) => Boolean(req.cookies.get(name)?.value));
}

/**
 * The reader's addresses. The chapter pages are static with fixed params, so the common forms
 * (/biblia/Juan/3, /biblia/jn/3, /biblia/juan/3/16 → #v16) are redirected here, before routing
 * would 404 them. A shared selection (/biblia/juan/3?v=16-17) is served by the dynamic share page,
 * whose link preview is the verse image: static pages cannot read the query.
 */
function readerRoute(req: NextRequest): NextResponse {
  const { pathname, searchParams } = req.nextUrl;
  const where = resolveReaderPath(pathname);
  if (where.kind === "redirect") {
    const [path, hash] = where.location.split("#");
    const url = new URL(path, req.url);
    url.search = req.nextUrl.search;
    if (hash) url.hash = hash;
    return NextResponse.redirect(url, 308);
  }
  const v = searchParams.get("v");
  if (where.kind === "canonical" && v && /^[\d,\s–-]{1,60}$/.test(v)) {
    const [, , libro, capitulo] = pathname.split("/");
    return NextResponse.rewrite(
      new URL(`/compartir/${libro}/${capitulo}/${encodeURIComponent(v.replace(/\s/g, ""))}`, req.url),
    );
  }
  return NextResponse.next();
}

function route(req: NextRequest, signedIn: boolean): NextResponse {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/biblia/")) return readerRoute(req);
  if (pathname === "/") {
    // The spec: a signed-in visitor at / goes to /chat. Except /?section=…: that is the navbar's
    // section links (shown signed in too), a deliberate visit to a part of the landing.
    const toSection = req.nextUrl.searchParams.has("section");
    return signedIn && !toSection ? NextResponse.redirect(new URL("/chat", req.url)) : NextResponse.next();
  }
  const isProtected = PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  // 'Preguntar a Berea sobre este pasaje' links to /chat with the question; a guest asks it in the
  // landing's demo instead of meeting the sign-in page.
  if (pathname === "/chat" && !signedIn && req.nextUrl.searchParams.has("pregunta")) {
    const demo = new URL("/", req.url);
    demo.searchParams.set("section", "demo");
    demo.searchParams.set("pregunta", req.nextUrl.searchParams.get("pregunta") ?? "");
    return NextResponse.redirect(demo);
  }
  if (isProtected && !signedIn) return NextResponse.redirect(new URL("/login", req.url));
  return NextResponse.next();
}

export function middleware(req: NextRequest) {
  const signedIn = hasSessionCookie(req);
  const res = route(req, signedIn);
  // The readable session hint follows the session cookie (lib/auth/session-hint.ts): set for a
  // session the sign-in responses did not mark (next-auth's provider callback, sessions older than
  // the hint), dropped once the session cookie is gone, so the page's session check asks only when
  // there may be a session.
  const hinted = req.cookies.get(SESSION_HINT_COOKIE)?.value === "1";
  if (signedIn && !hinted) {
    res.cookies.set(SESSION_HINT_COOKIE, "1", { path: "/", sameSite: "lax", maxAge: SESSION_HINT_MAX_AGE_SECONDS });
  } else if (!signedIn && req.cookies.has(SESSION_HINT_COOKIE)) {
    res.cookies.set(SESSION_HINT_COOKIE, "", { path: "/", sameSite: "lax", maxAge: 0 });
  }
  return res;
}

export const config = {
  // Every page (for the session hint), not the API, Next's assets or files with an extension.
  matcher: ["/biblia/:path+", "/((?!api/|_next/|.*\\.[a-z0-9]+$).*)"],
};
