// A prerendered page's JavaScript is requested after its first paint, not while it is parsed.
//
// Next.js names a page's chunks in <script async> tags in the <head> (and preloads its bootstrap
// chunk), so a browser fetches ~120 KB of React and router code at the same moment as the text, and
// an async script that arrives first runs before the text is painted. A chapter of the reader is
// static text whose few controls work as plain HTML until React hydrates (links, the search form),
// so here the text comes first: the tags become a list that one small inline script requests once
// the first frame has been shown (two animation frames, then a task). Hydration starts a frame or
// two later than before; what a reader sees first no longer waits for, or competes with, the code.
// It is also what Lighthouse's simulated LCP needs (issue 14: a chapter's LCP under 1.5 s): that
// model counts every script that finished loading before the first paint it observed as if the paint
// had waited for it, which on a fast machine was every chunk (LCP ≈ 1.55 s instead of ≈ 0.7 s).
//
// Only the reader's pages (/biblia/…) that the server sends whole (prerendered, see
// page-compression.mjs) and the landing are rewritten: their controls are plain links and forms, or
// say they are not ready (the verse numbers, the verse card's and the demo's buttons are disabled
// until hydration). Forms elsewhere (sign-in) are used at once. A page whose markup does not look as
// expected is sent unchanged.
import { createHash } from "node:crypto";

/**
 * Next.js's chunk tags: `<script src="/_next/static/…js" async="">`, with a `nonce` before or after
 * `async` on a page rendered per request (noModule polyfills are left).
 */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/[^"<>]+\.js)"(?: nonce="[^"<>]*")? async=""(?: nonce="[^"<>]*")?><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"(?: nonce="[^"<>]*")?\/>/g;

/** The data block the loader reads (a JSON list of addresses; data blocks do not run). */
const LIST_ID = "berea-scripts";

/**
 * Requests the listed scripts once the first contentful paint has been presented: the browser's
 * paint timing says so (two animation frames are not enough: on a busy phone the first frame is
 * shown well after the second frame has begun, and the scripts then compete with the text).
 * Browsers without paint timing wait two frames and a task. A page opened in a background tab gets
 * no frame until it is shown, so there the scripts are requested at once; and they are never held
 * longer than three seconds.
 */
export const AFTER_PAINT_LOADER =
  `(function(){var l=document.getElementById("${LIST_ID}");if(!l)return;var s=JSON.parse(l.textContent),d=0;` +
  `function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
  `if(document.hidden||!window.requestAnimationFrame)return go();` +
  `setTimeout(go,3000);` +
  `var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});return}` +
  `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`;

/** The CSP source that lets the loader run (its text is the same on every page). */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash("sha256").update(AFTER_PAINT_LOADER, "utf8").digest("base64")}'`;

/**
 * The page with its chunk tags and chunk preloads replaced by the after-paint loader just before
 * </body>; the page unchanged when it has no chunk tags or no </body>.
 * @param {string} html
 */
export function scriptsAfterPaint(html) {
  const end = html.lastIndexOf("</body>");
  if (end < 0) return html;
  const sources = [];
  const rest = html.slice(0, end).replace(CHUNK_SCRIPT, (_, src) => {
    sources.push(src);
    return "";
  });
  if (!sources.length) return html;
  const list = JSON.stringify([...new Set(sources)]).replace(/</g, "\\u003c");
  return (
    rest.replace(CHUNK_PRELOAD, "") +
    `<script type="application/json" id="${LIST_ID}">${list}</script><script>${AFTER_PAINT_LOADER}</script>` +
    html.slice(end)
  );
}

/**
 * What the rewrite may touch: an HTML page answered 200 whose parts reach us as text. Brotli is the
 * page compressor's (page-compression.mjs wraps this handler and compresses what we pass on); any
 * other encoding was applied by Next.js itself and its parts are already compressed.
 */
function rewritable(res) {
  const encoding = res.getHeader("Content-Encoding");
  return (
    res.statusCode === 200 &&
    (encoding === undefined || encoding === "br") &&
    /^text\/html/i.test(String(res.getHeader("Content-Type") ?? ""))
  );
}

/**
 * Wraps Next.js's request handler: a prerendered reader page (under `prefix`, sent whole with an
 * ETag, as text/html) goes out with its scripts after the first paint. The landing (`streamed`
 * paths) is rendered per request and streamed; it is small and quick to render, so its parts are
 * held until the last one and the whole page is rewritten the same way (issue 14: the landing's
 * LCP, its hero text, waited for React's chunks as the chapters' did). Its controls that need
 * JavaScript are disabled until hydration (useHydrated), its forms work as plain HTML. Other pages
 * stream and are left as they are.
 * @param {{ handle: Function, prefix?: string, streamed?: string[] }} o
 */
export function withScriptsAfterPaint({ handle, prefix = "/biblia", streamed = ["/"] }) {
  return function handler(req, res, ...rest) {
    const url = String(req.url ?? "");
    if (req.method !== "GET") return handle(req, res, ...rest);
    if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) rewriteWholePage(res);
    else if (streamed.includes(url.split("?")[0])) rewriteStreamedPage(res);
    return handle(req, res, ...rest);
  };
}

/** A page Next.js sends whole (one end() with the body, an ETag): rewritten on the way out. */
function rewriteWholePage(res) {
  const end = res.end.bind(res);
  res.end = function (chunk, encoding, cb) {
    if (
      chunk !== undefined &&
      chunk !== null &&
      typeof chunk !== "function" &&
      !res.headersSent &&
      res.getHeader("ETag") &&
      rewritable(res)
    ) {
      const html = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
      const out = scriptsAfterPaint(html);
      if (out !== html) {
        if (res.getHeader("Content-Length") !== undefined) res.setHeader("Content-Length", Buffer.byteLength(out));
        return end(out, typeof encoding === "function" ? encoding : cb);
      }
    }
    return end(chunk, encoding, cb);
  };
}

/**
 * A streamed page: its parts are kept until end(), then the whole is rewritten and sent in one
 * piece. Decided at the first part: a redirect, an error page or anything not HTML streams through.
 */
function rewriteStreamedPage(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {Buffer[] | null} */
  let parts = null;
  let decided = false;
  const toBuffer = (chunk, encoding) =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
      : Buffer.from(chunk);
  const decide = () => {
    if (!decided) {
      decided = true;
      if (rewritable(res) && res.getHeader("Content-Length") === undefined) parts = [];
    }
    return parts;
  };
  res.write = function (chunk, encoding, cb) {
    const held = decide();
    if (!held) return write(chunk, encoding, cb);
    if (typeof encoding === "function") cb = encoding;
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    if (typeof cb === "function") queueMicrotask(cb);
    return true;
  };
  res.end = function (chunk, encoding, cb) {
    if (typeof chunk === "function") [cb, chunk, encoding] = [chunk, undefined, undefined];
    if (typeof encoding === "function") [cb, encoding] = [encoding, undefined];
    const held = decide();
    if (!held) return end(chunk, encoding, cb);
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    const html = Buffer.concat(held).toString("utf8");
    return end(scriptsAfterPaint(html), cb);
  };
}
