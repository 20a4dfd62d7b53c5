// The HTTP server in front of Next.js (scripts/server.mjs hands it Next's request handler; tests hand
// it their own). Route handlers cannot see the socket's address, so it stamps each request with the
// client IP (x-berea-client-ip), replacing whatever the client sent, so quotas per IP cannot be
// forged. X-Forwarded-For is believed only when TRUST_PROXY says a proxy we run sits in front (then
// its last hop is the address that proxy saw). Oversized, unsized or undecodable requests are refused
// before their body is read, and slow clients are cut off (http-guard.mjs).
import http from "node:http";
import { corsFor } from "./cors.mjs";
import { refusalFor, sendRefusal, serverTimeouts } from "./http-guard.mjs";

export function clientIpOf(req, trustProxy) {
  if (trustProxy) {
    const xff = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (xff.length) return xff[xff.length - 1];
  }
  return (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}

/**
 * The scheme the request came over: the socket's, or with TRUST_PROXY the proxy's X-Forwarded-Proto
 * (its last value, the one our proxy wrote).
 */
export function protoOf(req, trustProxy) {
  if (req.socket.encrypted) return "https";
  if (trustProxy) {
    const last = String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last === "https" || last === "http") return last;
  }
  return "http";
}

/** @param {{handle: Function, corsOrigins?: string[], trustProxy?: boolean, env?: Record<string, string | undefined>, headers?: Function}} o */
export function createBereaServer({ handle, corsOrigins = [], trustProxy = false, env = process.env, headers }) {
  return http.createServer(serverTimeouts(env), (req, res) => {
    // Security headers (security-headers.mjs) on everything, refusals included.
    headers?.(req, res, { https: protoOf(req, trustProxy) === "https" });
    const refused = refusalFor(req);
    if (refused) {
      sendRefusal(res, refused);
      return;
    }
    req.headers["x-berea-client-ip"] = clientIpOf(req, trustProxy);
    // The scheme decides Secure cookies (lib/auth/site.ts). Without a trusted proxy, a client's own
    // X-Forwarded-Proto/Host are replaced too: Next.js and next-auth would otherwise believe them.
    const proto = protoOf(req, trustProxy);
    req.headers["x-berea-proto"] = proto;
    if (!trustProxy) {
      req.headers["x-forwarded-proto"] = proto;
      delete req.headers["x-forwarded-host"];
    }
    const cors = corsFor({ method: req.method, url: req.url ?? "/", headers: req.headers }, corsOrigins);
    for (const [k, v] of Object.entries(cors.headers)) res.setHeader(k, v);
    if (cors.preflight) {
      res.statusCode = 204;
      res.end();
      return;
    }
    handle(req, res);
  });
}
