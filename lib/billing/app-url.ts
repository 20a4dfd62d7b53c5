import "server-only";
import { requestOrigin } from "../api/request-origin.ts";
import { serverEnv } from "../env.ts";

/** The public address used in return URLs: APP_URL, else NEXTAUTH_URL, else the request's origin. */
export function appBaseUrl(req: Request): string {
  const env = serverEnv();
  const base = env.APP_URL ?? env.NEXTAUTH_URL ?? requestOrigin(req);
  return base.replace(/\/+$/, "");
}
