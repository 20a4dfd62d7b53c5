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
// page-compression.mjs) are rewritten: their controls are plain links and forms, or say they are
// not ready (the verse numbers are disabled until VerseSelection runs). Forms elsewhere (sign-in)
// are used at once. A page whose markup does not look as expected is sent unchanged.
import { createHash } from "node:crypto";

/** Next.js's chunk tags: `<script src="/_next/static/…js" async="">` (noModule polyfills are left). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/** The data block the loader reads (a JSON list of addresses; data blocks do not run). */
const LIST_ID = "berea-scripts";

/**
 * Requests the listed scripts after the first frame is presented. A page opened in a background tab
 * gets no animation frame until it is shown, so there the scripts are requested at once.
 */
export const AFTER_PAINT_LOADER =
  `(function(){var l=document.getElementById("${LIST_ID}");if(!l)return;var s=JSON.parse(l.textContent);` +
  `function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
  `if(document.hidden||!window.requestAnimationFrame)return go();` +
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
 * Wraps Next.js's request handler: a prerendered reader page (under `prefix`, sent whole with an
 * ETag, as text/html) goes out with its scripts after the first paint. Pages rendered per request
 * stream and are left as they are.
 * @param {{ handle: Function, prefix?: string }} o
 */
export function withScriptsAfterPaint({ handle, prefix = "/biblia" }) {
  return function handler(req, res, ...rest) {
    const url = String(req.url ?? "");
    if (req.method === "GET" && (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))) {
      const end = res.end.bind(res);
      res.end = function (chunk, encoding, cb) {
        if (
          chunk !== undefined &&
          chunk !== null &&
          typeof chunk !== "function" &&
          res.statusCode === 200 &&
          !res.headersSent &&
          res.getHeader("ETag") &&
          !res.getHeader("Content-Encoding") &&
          /^text\/html/i.test(String(res.getHeader("Content-Type") ?? ""))
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
    return handle(req, res, ...rest);
  };
}
