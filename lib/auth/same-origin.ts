import "server-only";
import { serverEnv } from "../env.ts";
import { AppError } from "../api/errors.ts";
import { requestOrigin } from "../api/request-origin.ts";
import { publicBaseUrl } from "./site.ts";

// CSRF defence for state-changing requests (POST and friends): a browser always sends Origin on
// them, so a request whose Origin is neither this site nor a configured CORS origin is refused with
// 403 forbidden:origin. SameSite=Lax on the session cookie is the second line. Requests without
// Origin come from non-browser clients (curl, tests), which cannot be tricked into sending cookies.

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return req.headers.get("sec-fetch-site") !== "cross-site";
  const env = serverEnv();
  if (env.CORS_ORIGINS.includes(origin)) return true;
  const base = publicBaseUrl();
  if (base && new URL(base).origin === origin) return true;
  // This site as the request reached it (the Host header; a trusted proxy's X-Forwarded-Host).
  return originHost(origin) === new URL(requestOrigin(req)).host;
}

export function assertSameOrigin(req: Request): void {
  if (!isAllowedOrigin(req)) throw new AppError("forbidden:origin");
}
