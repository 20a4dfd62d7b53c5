import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { acceptsBrotli, withStaticBrotli } from "../../scripts/static-compression.mjs";

// The production server's brotli for /_next/static (scripts/server.mjs): a browser that takes
// brotli gets the build's scripts compressed with it, byte for byte the same once decoded; anything
// else (another encoding, other addresses, files too small to gain) is left to Next.js.

const SCRIPT = `/* a chunk */\n${Array.from({ length: 400 }, (_, i) => `export const v${i} = "value ${i}";`).join("\n")}`;
let dist: string;
let server: http.Server;
let base: string;
const passedOn: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "berea-br-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  writeFileSync(path.join(dist, "static", "chunks", "app.js"), SCRIPT);
  writeFileSync(path.join(dist, "static", "chunks", "tiny.js"), "x=1");
  const handle = withStaticBrotli({
    distDir: dist,
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => {
      passedOn.push(req.url ?? "");
      res.end("from next");
    },
  });
  await handle.ready;
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body itself). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    // The path as written: a URL would resolve its dot segments before sending.
    http
      .get({ hostname, port, path: url, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

describe("brotli for the build's static files", () => {
  it("serves a script compressed with brotli, immutable, decoding to the file itself", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("answers a repeat visit's If-None-Match with 304", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("leaves to Next.js a browser without brotli, tiny files, unknown files and other addresses", async () => {
    passedOn.length = 0;
    for (const [url, enc] of [
      ["/_next/static/chunks/app.js", "gzip"],
      ["/_next/static/chunks/app.js", "br;q=0, gzip"],
      ["/_next/static/chunks/tiny.js", "br"],
      ["/_next/static/chunks/missing.js", "br"],
      ["/_next/static/../static/chunks/app.js", "br"],
      ["/terms", "br"],
    ]) {
      const res = await get(url, { "accept-encoding": enc });
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(res.body.toString(), url).toBe("from next");
    }
    expect(passedOn).toHaveLength(6);
  });
});

describe("acceptsBrotli", () => {
  it("reads Accept-Encoding as browsers send it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
