// What the production server refuses before Next.js sees a request, and how long it waits for one.
// Route handlers read bodies whole and have no size limit (the webhook's before its signature is
// checked), so the size is judged here from Content-Length, before a byte of the body is read; a
// body of unknown length (Transfer-Encoding: chunked) is refused with 411 rather than counted, since
// no client of ours sends one. Node's parser guarantees a body never exceeds its Content-Length.

/** Documented in README ("Limits"): the JSON API takes 64 KB, Stripe's webhook 1 MB. */
export const BODY_LIMITS = { api: 64 * 1024, webhook: 1024 * 1024 };
export const WEBHOOK_PATH = "/api/v1/payments/webhook";

// The same sentences as lib/api/errors.ts (tests/unit/http-guard.test.ts keeps them equal).
export const GUARD_ERRORS = {
  "too_large:body": [413, "La solicitud es demasiado grande."],
  "length_required:body": [411, "La solicitud debe indicar su tamaño (Content-Length)."],
  "bad_request:path": [400, "La dirección de la solicitud no es válida."],
};

/** Timeouts against slow clients (slow-loris); each can be tuned with an env variable in ms. */
export function serverTimeouts(env = process.env) {
  const ms = (name, fallback) => {
    const n = Number(env[name]);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    // Time to send the request line and headers.
    headersTimeout: ms("HTTP_HEADERS_TIMEOUT_MS", 15_000),
    // Time to send the whole request (headers and body). Node stops this clock once the request is
    // received, so a long streamed answer (SSE) is not cut by it.
    requestTimeout: ms("HTTP_REQUEST_TIMEOUT_MS", 30_000),
    keepAliveTimeout: ms("HTTP_KEEP_ALIVE_TIMEOUT_MS", 5_000),
    // Node checks the two timeouts above only this often (30 s by default).
    connectionsCheckingInterval: ms("HTTP_TIMEOUT_CHECK_MS", 1_000),
  };
}

export function bodyLimitFor(pathname) {
  return pathname === WEBHOOK_PATH ? BODY_LIMITS.webhook : BODY_LIMITS.api;
}

const CONTROL = /[\u0000-\u001f\u007f]/;

/** The path and query decode cleanly (no broken percent-escape, no control character). */
function addressIsValid(url) {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  try {
    if (CONTROL.test(decodeURIComponent(path))) return false;
    if (q >= 0) {
      for (const [k, v] of new URLSearchParams(url.slice(q + 1))) if (CONTROL.test(k) || CONTROL.test(v)) return false;
      decodeURIComponent(url.slice(q + 1).replace(/\+/g, " "));
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the refusal for a request that must not reach the app ({status, code, detail}), or null.
 * `req` needs method, url and lower-cased headers (Node's IncomingMessage).
 */
export function refusalFor(req) {
  const url = req.url ?? "/";
  if (!addressIsValid(url)) return refusal("bad_request:path");
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (!hasBody) return null;
  if (req.headers["transfer-encoding"] !== undefined) return refusal("length_required:body");
  const length = Number(req.headers["content-length"]);
  const pathname = url.split("?")[0];
  if (!Number.isFinite(length) || length > bodyLimitFor(pathname)) return refusal("too_large:body");
  return null;
}

function refusal(code) {
  const [status, detail] = GUARD_ERRORS[code];
  return { status, code, detail };
}

/** Answers a refused request with the JSON error contract and closes the connection (its body is never read). */
export function sendRefusal(res, r) {
  const body = JSON.stringify({ detail: r.detail, code: r.code });
  res.writeHead(r.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(body);
}
