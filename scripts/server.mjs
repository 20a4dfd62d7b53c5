// The production server: Next.js behind a tiny Node HTTP server (scripts/http-server.mjs), because
// route handlers cannot see the socket's address and have no body-size limit.
import next from "next";
import { parseOrigins } from "./cors.mjs";
import { createBereaServer } from "./http-server.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { withPageBrotli } from "./page-compression.mjs";
import { withStaticBrotli } from "./static-compression.mjs";
import { withScriptsAfterPaint } from "./scripts-after-paint.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustProxy = ["true", "1"].includes(process.env.TRUST_PROXY ?? "");
const corsOrigins = parseOrigins(process.env.CORS_ORIGINS);

const app = next({ dev: false, hostname, port, dir: process.cwd() });
await app.prepare();
const distDir = process.env.NEXT_DIST_DIR || ".next";
// Brotli for /_next/static (Next.js itself only gzips), compressed in the background from now on,
// and for the pages themselves, compressed as they are sent; a prerendered page's scripts are
// requested after its first paint (scripts-after-paint.mjs).
const handle = withStaticBrotli({
  handle: withPageBrotli({ handle: withScriptsAfterPaint({ handle: app.getRequestHandler() }) }),
  distDir,
});
// Read after prepare(): the build's prerendered pages give the script hashes of static pages.
const headers = securityHeaders({ distDir });
const server = createBereaServer({ handle, corsOrigins, trustProxy, headers });
server.listen(port, hostname, () => {
  console.log(`[server] Berea listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
  void startUpCheck();
});

// Next.js runs instrumentation.ts (configuration check, migrations, housekeeping) on the first request,
// and a failure there only turns every answer into a 500. Asking ourselves for /api/v1/health at once
// runs it at start, and a failure (a half-configured Stripe, an unreachable database) stops the server.
async function startUpCheck() {
  const self = ["0.0.0.0", "::"].includes(hostname) ? "127.0.0.1" : hostname;
  try {
    const res = await fetch(`http://${self.includes(":") ? `[${self}]` : self}:${port}/api/v1/health`, {
      signal: AbortSignal.timeout(300_000),
    });
    if (res.status < 500) return;
    console.error(
      `[server] start-up check failed: GET /api/v1/health answered ${res.status} (the error is above); stopping`,
    );
  } catch (err) {
    console.error("[server] start-up check failed; stopping", err);
  }
  process.exit(1);
}
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    server.close();
    process.exit(0);
  });
}
