import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { AFTER_PAINT_LOADER, scriptsAfterPaint, withScriptsAfterPaint } from "../../scripts/scripts-after-paint.mjs";
import { withPageBrotli } from "../../scripts/page-compression.mjs";

// The production server requests a prerendered page's scripts after its first paint
// (scripts/scripts-after-paint.mjs): Next.js's chunk tags become a list the loader reads; nothing
// else in the page changes, and pages it does not recognise go out as they came.

const HEAD =
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""></script>`;
const BODY =
  `<main><p>Porque de tal manera amó Dios al mundo</p></main>` +
  `<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  `<script src="/_next/static/chunks/boot.js" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`;
const PAGE = `<!DOCTYPE html><html lang="es"><head>${HEAD}</head><body>${BODY}</body></html>`;
/** As Next.js writes a page rendered per request: the same tags with a nonce, in either place. */
const NONCED_PAGE = PAGE.replace(
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/boot.js"/>`,
)
  .replace(`"/_next/static/chunks/react.js" async=""`, `"/_next/static/chunks/react.js" async="" nonce="n0nce=="`)
  .replace(`"/_next/static/chunks/boot.js" async=""`, `"/_next/static/chunks/boot.js" nonce="n0nce==" async=""`)
  .replace(`<script id="_R_">`, `<script nonce="n0nce==" id="_R_">`);

describe("scriptsAfterPaint", () => {
  const out = scriptsAfterPaint(PAGE);

  it("no chunk is requested by the markup: no script tag with a src but the legacy one, no script preload", () => {
    expect(out.match(/<script[^>]*\bsrc=[^>]*>/g)).toEqual([
      `<script src="/_next/static/chunks/legacy.js" noModule="">`,
    ]);
    expect(out).not.toContain(`rel="preload" as="script"`);
  });

  it("the loader gets every chunk once, in the page's order, and runs last in the body", () => {
    const list = /<script type="application\/json" id="berea-scripts">(.*?)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(list ?? "null")).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/boot.js",
    ]);
    expect(out.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
  });

  it("the text and Next.js's inline scripts stay where they were", () => {
    expect(out).toContain(`<main><p>Porque de tal manera amó Dios al mundo</p></main><script id="_R_">`);
    expect(out).toContain(`<script>(self.__next_f=self.__next_f||[]).push([0])</script>`);
  });

  it("a page without chunk tags, or without </body>, is left as it is", () => {
    const plain = `<!DOCTYPE html><html><body><p>hola</p></body></html>`;
    expect(scriptsAfterPaint(plain)).toBe(plain);
    const cut = PAGE.replace("</body></html>", "");
    expect(scriptsAfterPaint(cut)).toBe(cut);
  });
});

describe("withScriptsAfterPaint", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      if (req.url === "/biblia/juan/3" || req.url === "/terms") {
        // As Next.js sends a prerendered page: whole, with an ETag and its length.
        res.setHeader("ETag", '"abc"');
        res.setHeader("Content-Length", Buffer.byteLength(PAGE));
        res.end(PAGE);
      } else if (req.url === "/?entrar=1") {
        // The landing sends a signed-in visitor on to /chat.
        res.statusCode = 307;
        res.setHeader("Location", "/chat");
        res.end();
      } else if (req.url === "/" || req.url === "/?section=planes") {
        // The landing is rendered per request: its tags carry the request's nonce, in parts.
        const page = NONCED_PAGE;
        res.write(page.slice(0, 120));
        res.write(Buffer.from(page.slice(120, 400)));
        res.end(page.slice(400));
      } else if (req.url === "/biblia/nada/1") {
        res.statusCode = 404;
        res.setHeader("ETag", '"nf"');
        res.end(PAGE);
      } else {
        // A page rendered per request streams, without an ETag.
        res.write(PAGE.slice(0, 100));
        res.end(PAGE.slice(100));
      }
    };
    server = http.createServer(withScriptsAfterPaint({ handle: next }) as http.RequestListener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a prerendered reader page goes out rewritten, with its new length", async () => {
    const res = await fetch(`${base}/biblia/juan/3`);
    const body = await res.text();
    expect(body).toBe(scriptsAfterPaint(PAGE));
    expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(body));
  });

  it("the landing, rendered per request and streamed in parts, goes out whole and rewritten", async () => {
    for (const path of ["/", "/?section=planes"]) {
      const body = await (await fetch(`${base}${path}`)).text();
      expect(body).toBe(scriptsAfterPaint(NONCED_PAGE));
      expect(body.match(/<script[^>]*\bsrc=[^>]*>/g)).toEqual([
        `<script src="/_next/static/chunks/legacy.js" noModule="">`,
      ]);
      expect(body).not.toContain(`rel="preload" as="script"`);
      const list = /<script type="application\/json" id="berea-scripts">(.*?)<\/script>/.exec(body)?.[1];
      expect(JSON.parse(list ?? "null")).toEqual([
        "/_next/static/chunks/react.js",
        "/_next/static/chunks/page.js",
        "/_next/static/chunks/boot.js",
      ]);
      expect(body).toContain(`<script nonce="n0nce==" id="_R_">`);
    }
  });

  it("the landing's redirect of a signed-in visitor is sent as it was", async () => {
    const res = await fetch(`${base}/?entrar=1`, { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("/chat");
  });

  it("streamed pages, error pages and pages outside the reader are sent as Next.js wrote them", async () => {
    expect(await (await fetch(`${base}/biblia/buscar?q=amor`)).text()).toBe(PAGE);
    expect(await (await fetch(`${base}/biblia/nada/1`)).text()).toBe(PAGE);
    expect(await (await fetch(`${base}/terms`)).text()).toBe(PAGE);
  });
});

describe("withScriptsAfterPaint inside the page compressor, as the production server stacks them", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    // Next.js sends a streamed page's headers first, then its parts.
    const next = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.flushHeaders();
      res.write(NONCED_PAGE.slice(0, 200));
      res.end(NONCED_PAGE.slice(200));
    };
    server = http.createServer(
      withPageBrotli({ handle: withScriptsAfterPaint({ handle: next }) }) as http.RequestListener,
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a browser taking brotli gets the landing compressed and rewritten", async () => {
    const res = await fetch(`${base}/`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe(scriptsAfterPaint(NONCED_PAGE));
  });
});
