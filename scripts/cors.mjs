// Credentialed CORS for /api/v1, only for the origins an operator lists in CORS_ORIGINS (when the
// browser's API base addresses point at another origin). Other origins get no CORS headers at all,
// so browsers refuse to expose responses to them.
const ALLOWED_HEADERS = "Content-Type, Accept, X-Guest-Session-ID";
const ALLOWED_METHODS = "GET, POST, OPTIONS";

export function parseOrigins(value) {
  return String(value ?? "")
    .split(",")
    .map((s) => s.trim().replace(/\/$/, ""))
    .filter(Boolean);
}

/**
 * Returns the CORS headers for a request, and whether it is a preflight to answer directly.
 * `headers` is a plain object of lower-cased request headers.
 */
export function corsFor({ method, url, headers }, allowedOrigins) {
  const origin = headers.origin;
  if (!origin || !url.startsWith("/api/v1") || !allowedOrigins.includes(origin)) {
    return { headers: {}, preflight: false };
  }
  const out = {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    Vary: "Origin",
  };
  if (method === "OPTIONS") {
    out["Access-Control-Allow-Methods"] = ALLOWED_METHODS;
    out["Access-Control-Allow-Headers"] = ALLOWED_HEADERS;
    out["Access-Control-Max-Age"] = "600";
    return { headers: out, preflight: true };
  }
  return { headers: out, preflight: false };
}
