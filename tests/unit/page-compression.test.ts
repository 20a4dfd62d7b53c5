import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import http from "node:http";
import zlib from "node:zlib";
import { withPageBrotli } from "../../scripts/page-compression.mjs";

// The production server's brotli for the pages (scripts/server.mjs): a browser that takes brotli gets
// a page compressed with it, byte for byte the same once decoded, still streamed part by part; API
// routes, the build's files, other clients and bodies that are not text are left as Next.js sends them.

const PAGE = `<!DOCTYPE html><html lang="es"><body>${Array.from({ length: 300 }, (_, i) => `<p>Versículo ${i}: Porque de tal manera amó Dios al mundo</p>`).join("")}</body></html>`;
const seen: { url: string; acceptEncoding: string | undefined }[] = [];
let server: http.Server;
let base: string;
/** Lets the streamed page's second part go once the client has its first part. */
let releaseSecondPart: () => void = () => {};

function next(req: http.IncomingMessage, res: http.ServerResponse & { flush?: () => void }) {
  seen.push({ url: req.url ?? "", acceptEncoding: req.headers["accept-encoding"] });
  const url = req.url ?? "";
  if (url === "/stream") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.flushHeaders();
    res.write("<p>primera parte</p>");
    res.flush?.();
    releaseSecondPart = () => res.end("<p>segunda parte</p>");
    return;
  }
  if (url === "/image") {
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": "4" });
    res.end(Buffer.from([1, 2, 3, 4]));
    return;
  }
  if (url === "/not-modified") {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (url === "/static") {
    // As Next.js sends a prerendered page: whole, with an ETag and its length.
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", '"static-1"');
    res.setHeader("Content-Length", Buffer.byteLength(PAGE));
    res.end(PAGE);
    return;
  }
  if (url === "/static-head") {
    // The same page with its status and headers given to writeHead() before the body.
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ETag: '"static-2"' });
    res.end(PAGE);
    return;
  }
  if (url === "/head-object") {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", Vary: "rsc" });
    res.end(PAGE);
    return;
  }
  res.setHeader("Content-Type", url.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(PAGE));
  res.setHeader("Vary", "rsc, Accept-Encoding");
  res.end(PAGE);
}

beforeAll(async () => {
  const handle = withPageBrotli({ handle: next });
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

/** A raw request (fetch would decode the body itself); `onFirstData` sees the first part to arrive. */
function get(url: string, headers: Record<string, string> = {}, method = "GET", onFirstData?: () => void) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .request({ hostname, port, path: url, headers, method }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => {
          if (!parts.length) onFirstData?.();
          parts.push(c);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject)
      .end();
  });
}

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("brotli for the pages", () => {
  it("compresses a page with brotli and tells Next.js not to gzip it", async () => {
    seen.length = 0;
    const res = await get("/biblia/juan/3", BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    expect(res.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(PAGE);
    expect(seen).toEqual([{ url: "/biblia/juan/3", acceptEncoding: "identity" }]);
  });

  it("streams: the first part reaches the browser before the page ends", async () => {
    let firstBeforeEnd = false;
    const res = await get("/stream", BROWSER, "GET", () => {
      firstBeforeEnd = true;
      releaseSecondPart();
    });
    expect(firstBeforeEnd).toBe(true);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe("<p>primera parte</p><p>segunda parte</p>");
  });

  it.each([
    ["/static", '"static-1"'],
    ["/static-head", '"static-2"'],
  ])("keeps a quality-11 copy of a static page (%s) and sends it to later visitors", async (url, etag) => {
    const first = await get(url, BROWSER);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(PAGE);
    let later = first;
    for (let i = 0; i < 50 && later.headers["content-length"] === undefined; i++) {
      await new Promise((r) => setTimeout(r, 20));
      later = await get(url, BROWSER);
    }
    expect(later.headers["content-encoding"]).toBe("br");
    expect(Number(later.headers["content-length"])).toBe(later.body.length);
    expect(later.body.length).toBeLessThanOrEqual(first.body.length);
    expect(later.headers.etag).toBe(etag);
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(PAGE);
  });

  it("counts the headers given to writeHead", async () => {
    const res = await get("/head-object", BROWSER);
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(PAGE);
  });

  it("sends images and bodiless answers as they are", async () => {
    const image = await get("/image", BROWSER);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect([...image.body]).toEqual([1, 2, 3, 4]);
    const notModified = await get("/not-modified", BROWSER);
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves to Next.js API routes, the build's files, HEAD and browsers without brotli", async () => {
    seen.length = 0;
    for (const [url, enc, method] of [
      ["/api/v1/health", "gzip, br", "GET"],
      ["/_next/static/chunks/app.js", "br", "GET"],
      ["/biblia", "br", "HEAD"],
      ["/biblia", "gzip", "GET"],
      ["/biblia", "br;q=0, gzip", "GET"],
    ]) {
      const res = await get(url, { "accept-encoding": enc }, method);
      expect(res.headers["content-encoding"], `${method} ${url} ${enc}`).toBeUndefined();
      if (method === "GET") expect(res.body.toString(), url).toBe(PAGE);
    }
    expect(seen.map((s) => s.acceptEncoding)).toEqual(["gzip, br", "br", "br", "gzip", "br;q=0, gzip"]);
  });
});
