// Security headers for every page and API answer, set by the production server (http-server.mjs).
//
// Content-Security-Policy, per mode: 'self' plus only the third-party hosts the configuration uses
// (Stripe's js, frames and API when Stripe billing is on; the PostHog hosts when set; the OIDC issuer
// for form posts; other origins the browser's API base addresses name). Every page carries every host
// of the mode, because a client-side navigation keeps the first page's policy.
//
// Scripts: no 'unsafe-inline'. Pages rendered per request get a fresh nonce, which Next.js reads from
// the request's Content-Security-Policy header and puts on its own scripts. Pages prerendered at build
// time cannot carry a per-request nonce (Next.js serves them as built), so their inline scripts are
// allowed by hash: read from the build output when the server starts. The 404 and error pages are
// prerendered too and may answer any address, so their hashes join every page's policy.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { STRIPE_VARIABLES } from "../lib/billing/stripe-variables.mjs";
import { AFTER_PAINT_LOADER_HASH } from "./scripts-after-paint.mjs";

const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: [
    "https://js.stripe.com",
    "https://*.js.stripe.com",
    "https://checkout.stripe.com",
    "https://hooks.stripe.com",
  ],
  connect: ["https://api.stripe.com", "https://*.stripe.com"],
  img: ["https://*.stripe.com"],
};

function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** PostHog's browser library loads its extra code from the assets host beside the API host. */
function posthogHosts(host) {
  const api = originOf(host);
  if (!api) return [];
  const assets = api.replace(/^https:\/\/([a-z0-9-]+)\.i\.posthog\.com$/, "https://$1-assets.i.posthog.com");
  return [...new Set([api, assets])];
}

/** What the configuration needs beyond 'self' (env as in process.env; read once at start). */
export function policySources(env = process.env) {
  const set = (name) => Boolean(env[name]?.trim());
  const stripe = STRIPE_VARIABLES.some(set);
  const posthog = set("NEXT_PUBLIC_POSTHOG_KEY")
    ? posthogHosts(env.NEXT_PUBLIC_POSTHOG_HOST || "https://us.i.posthog.com")
    : [];
  const apis = ["NEXT_PUBLIC_AUTH_API_URL", "NEXT_PUBLIC_CHAT_API_URL", "NEXT_PUBLIC_PAYMENTS_API_URL"]
    .map((n) => (set(n) ? originOf(env[n]) : undefined))
    .filter(Boolean);
  const oidc = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? originOf(env.OIDC_ISSUER) : undefined;
  return {
    script: [...(stripe ? STRIPE.script : []), ...posthog],
    frame: stripe ? STRIPE.frame : [],
    connect: [...new Set([...(stripe ? STRIPE.connect : []), ...posthog, ...apis])],
    // A hosted provider's profile pictures live on its own CDN, which we cannot name in advance.
    img: [...(stripe ? STRIPE.img : []), ...(oidc ? ["https:"] : [])],
    formAction: oidc ? [oidc] : [],
  };
}

/** The policy for one page: `scripts` is `'nonce-…'` or a list of `'sha256-…'`. */
export function pagePolicy(sources, scripts, { https = false } = {}) {
  const d = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts, ...sources.script],
    // Inline style attributes are everywhere in React output; styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...sources.img],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...sources.connect],
    ["frame-src", ...(sources.frame.length ? sources.frame : ["'none'"])],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...sources.formAction],
    ["frame-ancestors", "'none'"],
  ];
  if (https) d.push(["upgrade-insecure-requests"]);
  return d.map((parts) => parts.join(" ")).join("; ");
}

/** The build's immutable files (hashed names). */
const STATIC_ASSETS = "/_next/static/";

/** JSON answers run nothing and are framed by no one. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of the executable inline scripts in an HTML document. */
export function inlineScriptHashes(html) {
  const out = new Set();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(m[1])?.[1]?.toLowerCase();
    // Data blocks (JSON-LD, Next's JSON) do not run, so CSP does not apply to them.
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    out.add(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return [...out];
}

function decodePath(p) {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

/**
 * Reads the prerendered pages of a build: address → hashes of its inline scripts, plus the hashes of
 * the fallback pages (404, error) that may answer any address. Missing files are skipped.
 */
export function loadStaticPages(distDir) {
  const pages = new Map();
  const fallback = new Set();
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) return { pages, fallback: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  for (const route of Object.keys(manifest.routes ?? {})) {
    // Next.js names the file after the route as written, or decoded for non-ASCII addresses.
    const file = [route, decodePath(route)]
      .map((r) => path.join(distDir, "server", "app", `${r === "/" ? "/index" : r}.html`))
      .find((f) => existsSync(f));
    if (!file) continue;
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    if (route === "/_not-found" || route === "/_global-error" || route === "/_error")
      hashes.forEach((h) => fallback.add(h));
    else pages.set(decodePath(route), hashes);
  }
  for (const name of ["_not-found", "_global-error"]) {
    const file = path.join(distDir, "server", "app", `${name}.html`);
    if (existsSync(file)) inlineScriptHashes(readFileSync(file, "utf8")).forEach((h) => fallback.add(h));
  }
  return { pages, fallback: [...fallback] };
}

/**
 * Makes the function the server calls for each request: it sets the response's security headers
 * and, for pages rendered per request, the request's CSP header that hands Next.js the nonce.
 */
export function securityHeaders({ distDir, env = process.env }) {
  const sources = policySources(env);
  const { pages, fallback: fallbackPages } = loadStaticPages(distDir);
  // The server adds one inline script of its own to prerendered pages (scripts-after-paint.mjs).
  const fallback = [...fallbackPages, AFTER_PAINT_LOADER_HASH];
  const permissions = [
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "usb=()",
    // Stripe's pricing table may offer wallet payments inside its frame.
    sources.frame.length ? 'payment=(self "https://js.stripe.com")' : "payment=()",
  ].join(", ");

  return function apply(req, res, { https }) {
    // A client's own CSP request header must never choose the nonce.
    delete req.headers["content-security-policy"];
    delete req.headers["content-security-policy-report-only"];
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000");
    const pathname = decodePath((req.url ?? "/").split("?")[0]);
    // The build's scripts, styles and fonts are no documents: a policy, framing or permissions
    // header means nothing on them (browsers apply those to pages), and the page policy alone is
    // ~600 bytes on each of the dozen files every page loads.
    if (pathname.startsWith(STATIC_ASSETS)) return;
    res.setHeader("Permissions-Policy", permissions);
    res.setHeader("X-Frame-Options", "DENY");
    if (pathname.startsWith("/api/v1/")) {
      res.setHeader("Content-Security-Policy", API_POLICY);
      return;
    }
    // A shared Bible selection (/biblia/juan/3?v=16-17) has a prerendered chapter's path, but
    // middleware.ts rewrites it to a page rendered per request, which needs the nonce.
    const query = (req.url ?? "").split("?")[1] ?? "";
    const sharedSelection = pathname.startsWith("/biblia/") && new URLSearchParams(query).has("v");
    const prerendered = sharedSelection
      ? undefined
      : pages.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
    if (prerendered) {
      res.setHeader("Content-Security-Policy", pagePolicy(sources, [...prerendered, ...fallback], { https }));
      return;
    }
    const nonce = randomBytes(16).toString("base64");
    const policy = pagePolicy(sources, [`'nonce-${nonce}'`, ...fallback], { https });
    req.headers["content-security-policy"] = policy;
    res.setHeader("Content-Security-Policy", policy);
  };
}
