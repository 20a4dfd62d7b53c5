// Brotli for the build's static files (/_next/static: the JavaScript and CSS every page loads).
// Next.js compresses with gzip only; brotli makes the same scripts ~15% smaller, which is most of
// what a phone on a slow network waits for (issue 14: the landing's JavaScript budget is 130 KB).
// The files are immutable (their names carry their hash), so each is compressed once, at the
// highest quality, in the background when the server starts, and kept in memory (the whole folder
// is ~1.4 MB, ~350 KB once compressed). A file not compressed yet is left to Next.js (gzip).
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);

const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=UTF-8",
};
const PREFIX = "/_next/static/";
/** Below this size the header costs more than compression saves. */
const MIN_BYTES = 1024;

/** Whether the request's Accept-Encoding takes brotli (and does not refuse it with q=0). */
export function acceptsBrotli(header) {
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "br") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function decodedPath(url) {
  try {
    return decodeURIComponent(String(url ?? "").split("?")[0]);
  } catch {
    return null;
  }
}

async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile()) yield p;
  }
}

/**
 * Wraps Next.js's request handler: GET/HEAD of a compressible /_next/static file from a browser that
 * takes brotli is answered from memory; everything else goes to `handle`.
 * @param {{ handle: Function, distDir: string, warm?: boolean }} o
 */
export function withStaticBrotli({ handle, distDir, warm = true }) {
  const root = path.resolve(distDir, "static");
  /** URL path → { body, etag, type } */
  const cache = new Map();
  const pending = new Map();

  async function compress(file) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const url = PREFIX + rel;
    const type = TYPES[path.extname(file)];
    if (!type || cache.has(url) || pending.has(url)) return;
    const job = (async () => {
      const raw = await readFile(file);
      if (raw.length < MIN_BYTES) return;
      const body = await brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
      const etag = `"br-${createHash("sha1").update(raw).digest("base64url").slice(0, 20)}"`;
      cache.set(url, { body, etag, type });
    })()
      .catch((err) => {
        if (err?.code !== "ENOENT") console.warn(`[server] brotli for ${url} failed; gzip it is`, err);
      })
      .finally(() => pending.delete(url));
    pending.set(url, job);
    return job;
  }

  /** Compresses every static file, one at a time (the server keeps answering meanwhile). */
  async function warmAll() {
    for await (const file of walk(root)) await compress(file);
  }
  const ready = warm ? warmAll() : Promise.resolve();

  function handler(req, res, ...rest) {
    const url = decodedPath(req.url);
    if (url && (req.method === "GET" || req.method === "HEAD") && url.startsWith(PREFIX)) {
      const hit = cache.get(url);
      if (hit && acceptsBrotli(req.headers["accept-encoding"])) {
        res.setHeader("Vary", "Accept-Encoding");
        if (req.headers["if-none-match"] === hit.etag) {
          res.statusCode = 304;
          res.setHeader("ETag", hit.etag);
          res.end();
          return;
        }
        res.statusCode = 200;
        res.setHeader("Content-Type", hit.type);
        res.setHeader("Content-Encoding", "br");
        res.setHeader("Content-Length", hit.body.length);
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.setHeader("ETag", hit.etag);
        res.end(req.method === "HEAD" ? undefined : hit.body);
        return;
      }
      // A file added since start (or not yet reached by the warm-up) is compressed for next time.
      if (!hit && !url.includes("..")) {
        const file = path.join(root, url.slice(PREFIX.length));
        if (file.startsWith(root + path.sep)) void compress(file);
      }
    }
    return handle(req, res, ...rest);
  }
  handler.ready = ready;
  return handler;
}
