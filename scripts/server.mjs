// The production server: Next.js behind a tiny Node HTTP server, because route handlers cannot see
// the socket's address. It stamps each request with the client IP (x-berea-client-ip), replacing
// whatever the client sent, so quotas per IP cannot be forged. X-Forwarded-For is believed only when
// TRUST_PROXY says a proxy we run sits in front (then its last hop is the address that proxy saw).
import http from "node:http";
import next from "next";
import { corsFor, parseOrigins } from "./cors.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustProxy = ["true", "1"].includes(process.env.TRUST_PROXY ?? "");
const corsOrigins = parseOrigins(process.env.CORS_ORIGINS);

export function clientIp(req) {
  if (trustProxy) {
    const xff = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (xff.length) return xff[xff.length - 1];
  }
  return (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();
const server = http.createServer((req, res) => {
  req.headers["x-berea-client-ip"] = clientIp(req);
  const cors = corsFor({ method: req.method, url: req.url ?? "/", headers: req.headers }, corsOrigins);
  for (const [k, v] of Object.entries(cors.headers)) res.setHeader(k, v);
  if (cors.preflight) {
    res.statusCode = 204;
    res.end();
    return;
  }
  handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(`[server] Berea listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    server.close();
    process.exit(0);
  });
}
