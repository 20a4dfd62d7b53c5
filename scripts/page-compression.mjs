// Brotli for the pages themselves (HTML, and the RSC payload of a client-side navigation). Next.js
// compresses them with gzip, whose 32 KB window cannot see that a page repeats itself: the inlined
// CSS goes out in the <style> and again, ~40 KB later, in the RSC payload, and so does the page's
// text (a chapter's verses are in the HTML and in the payload). Brotli's window spans the whole page,
// so each repeat costs a few bytes: a chapter goes 19.7 → 13.1 KB, the landing 26.0 → 17.0 KB, and
// a phone on a slow network gets the first screen one round trip sooner (issue 14's LCP aims).
// Quality 5 compresses a 100 KB page in ~1.5 ms (quality 11 takes ~80 ms), so a page is sent at
// quality 5, still streamed (Next.js calls res.flush() after each part it writes). A static page
// (a chapter, /biblia: Next.js sends it whole, with an ETag that is the hash of its bytes) is also
// compressed at quality 11 in the background, and later requests get that copy: a chapter 13.1 →
// 11.7 KB, which with the headers fits in the first round trip of a new connection (10 TCP segments).
import zlib from "node:zlib";
import { acceptsBrotli } from "./static-compression.mjs";

/** Content types worth compressing (what the page routes answer; images are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

/** API routes keep Next.js's gzip (event streams and their flushes), the build's files their own. */
function isPageRequest(req) {
  if (req.method !== "GET") return false;
  const url = String(req.url ?? "");
  return !url.startsWith("/_next/") && !url.startsWith("/api/");
}

function appendVary(res, value) {
  const current = res.getHeader("Vary");
  const list = String(current ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.some((v) => v === "*" || v.toLowerCase() === value.toLowerCase())) list.push(value);
  res.setHeader("Vary", list.join(", "));
}

/**
 * The best-compressed copies of static pages, by ETag (Next.js's hash of the page's bytes), least
 * recently used first; at most `maxBytes` of compressed pages (a chapter is ~12 KB).
 */
function bestCopies(maxBytes) {
  const copies = new Map();
  const pending = new Set();
  let bytes = 0;
  return {
    get(key) {
      const body = copies.get(key);
      if (body) {
        copies.delete(key);
        copies.set(key, body);
      }
      return body;
    },
    /** Compresses `raw` at quality 11 in the background, once per key. */
    make(key, raw) {
      if (copies.has(key) || pending.has(key) || raw.length > maxBytes) return;
      pending.add(key);
      zlib.brotliCompress(
        raw,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        },
        (err, body) => {
          pending.delete(key);
          if (err) return;
          copies.set(key, body);
          bytes += body.length;
          for (const [k, b] of copies) {
            if (bytes <= maxBytes) break;
            copies.delete(k);
            bytes -= b.length;
          }
        },
      );
    },
  };
}

/**
 * Compresses `res` with brotli if, when its headers go out, it turns out to be a compressible body
 * that nothing encoded yet. Next.js was told the client takes no encoding, so it never gzips it.
 */
function brotliResponse(res, quality, copies) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  /** undefined: not decided yet; null: sent as is; else the brotli stream. */
  let stream;
  let ended = false;
  /** Set once the body starts: from then on writeHead() sends. */
  let sending = false;

  const compressible = () => {
    const status = res.statusCode;
    return !(
      res.headersSent ||
      status < 200 ||
      status === 204 ||
      status === 304 ||
      res.getHeader("Content-Encoding") ||
      !COMPRESSIBLE.test(String(res.getHeader("Content-Type") ?? ""))
    );
  };
  const encodedHeaders = () => {
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", "br");
    appendVary(res, "Accept-Encoding");
  };

  const decide = () => {
    if (stream !== undefined) return stream;
    if (!compressible()) {
      stream = null;
      return stream;
    }
    const length = Number(res.getHeader("Content-Length") ?? NaN);
    encodedHeaders();
    stream = zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        ...(Number.isFinite(length) ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
      },
    });
    stream.on("data", (chunk) => write(chunk));
    stream.on("end", () => end());
    stream.on("error", (err) => {
      console.warn("[server] brotli for a page failed", err);
      res.destroy(err);
    });
    res.on("close", () => {
      if (!ended) stream.destroy();
    });
    return stream;
  };

  // Headers given to writeHead() before the body are kept on `res` and go out with the body (Node
  // calls writeHead again then), so the decision sees them and a static page can still get its copy.
  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((r) => r && typeof r === "object");
    const message = rest.find((r) => typeof r === "string");
    res.statusCode = statusCode;
    if (message) res.statusMessage = message;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    }
    if (!sending) return res;
    decide();
    return writeHead(statusCode);
  };
  res.flushHeaders = function () {
    decide();
    sending = true;
    return flushHeaders();
  };
  res.write = function (chunk, encoding, cb) {
    const s = decide();
    sending = true;
    if (!s) return write(chunk, encoding, cb);
    if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    s.write(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk, cb);
    // The brotli stream buffers what the socket has not taken; the page is small enough.
    return true;
  };
  res.end = function (chunk, encoding, cb) {
    if (typeof chunk === "function") [cb, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    const whole = chunk !== undefined && chunk !== null;
    const etag = res.getHeader("ETag");
    // A whole page with an ETag is a static one: its best copy, or the makings of it.
    if (stream === undefined && whole && etag && compressible()) {
      const raw = typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
      const key = `${etag} ${res.getHeader("Content-Type")}`;
      const best = copies.get(key);
      if (best) {
        stream = null;
        sending = true;
        encodedHeaders();
        res.setHeader("Content-Length", best.length);
        return end(best, cb);
      }
      copies.make(key, raw);
      chunk = raw;
      encoding = undefined;
    }
    const s = decide();
    sending = true;
    if (!s) return end(chunk, encoding, cb);
    ended = true;
    if (cb) res.once("finish", cb);
    if (whole) s.end(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    else s.end();
    return res;
  };
  /** What Next.js calls after each part of a streamed page, as with the compression middleware. */
  res.flush = function () {
    if (stream) stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH);
  };
}

/**
 * Wraps Next.js's request handler: a page GET from a browser that takes brotli is answered with
 * brotli (quality 5, or the quality-11 copy of a static page) instead of Next.js's gzip; API routes,
 * the build's files and other clients are left as they were.
 * @param {{ handle: Function, quality?: number, maxCopyBytes?: number }} o
 */
export function withPageBrotli({ handle, quality = 5, maxCopyBytes = 8 * 1024 * 1024 }) {
  const copies = bestCopies(maxCopyBytes);
  return function handler(req, res, ...rest) {
    if (isPageRequest(req) && acceptsBrotli(req.headers["accept-encoding"])) {
      req.headers["accept-encoding"] = "identity";
      brotliResponse(res, quality, copies);
    }
    return handle(req, res, ...rest);
  };
}
