import "server-only";
import { serverEnv } from "../env.ts";

// This site's origin as the browser reached it. `new URL(req.url).origin` is not that: behind
// `npm start` it is the address the server listens on (http://0.0.0.0:3000), and a return URL built
// from it lands the browser on another origin, without its session cookie.

function firstValue(header: string | null): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const trustProxy = serverEnv().TRUST_PROXY;
  const host = (trustProxy && firstValue(req.headers.get("x-forwarded-host"))) || req.headers.get("host") || url.host;
  const proto = (trustProxy && firstValue(req.headers.get("x-forwarded-proto"))) || url.protocol.replace(/:$/, "");
  return `${proto}://${host}`;
}
