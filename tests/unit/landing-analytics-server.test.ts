import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  captureServerEvent,
  resetServerAnalyticsForTests,
  serverAnalyticsEnabled,
} from "../../lib/analytics/server.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { setAnalyticsChoice } from "../../lib/analytics/preferences.ts";
import { withTestDb, TEST_DB_KIND } from "../support/test-db.ts";

const t = withTestDb();
const newUser = async (email: string) => (await t.db.prisma.user.create({ data: { email } })).id;

interface Received {
  url: string;
  body: string;
}

async function fakePosthog(): Promise<{ server: Server; host: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const gzipped = req.headers["content-encoding"] === "gzip" || (raw[0] === 0x1f && raw[1] === 0x8b);
      received.push({ url: req.url ?? "", body: (gzipped ? gunzipSync(raw) : raw).toString("utf8") });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, host: `http://127.0.0.1:${port}`, received };
}

describe("captureServerEvent", () => {
  afterEach(async () => {
    delete process.env.NEXT_PUBLIC_POSTHOG_KEY;
    delete process.env.POSTHOG_HOST;
    resetEnvCache();
    await resetServerAnalyticsForTests();
  });

  it("sends nothing anywhere when no PostHog key is set", async () => {
    const { server, host, received } = await fakePosthog();
    process.env.POSTHOG_HOST = host;
    resetEnvCache();
    expect(serverAnalyticsEnabled()).toBe(false);
    await captureServerEvent(await newUser("nokey@example.com"), "Signup", { method: "local" });
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(0);
    server.close();
  });

  it("delivers the event with its person and properties when a key is set", async () => {
    const { server, host, received } = await fakePosthog();
    process.env.NEXT_PUBLIC_POSTHOG_KEY = "phc_test";
    process.env.POSTHOG_HOST = host;
    resetEnvCache();
    expect(serverAnalyticsEnabled()).toBe(true);
    const id = await newUser("key@example.com");
    await captureServerEvent(id, "SubscriptionStarted", { plan: "annual" });
    const all = received.map((r) => r.body).join("\n");
    expect(all).toContain("SubscriptionStarted");
    expect(all).toContain(id);
    expect(all).toContain("annual");
    expect(all).toContain("phc_test");
    server.close();
  });

  it("never throws when the analytics host is unreachable", async () => {
    process.env.NEXT_PUBLIC_POSTHOG_KEY = "phc_test";
    process.env.POSTHOG_HOST = "http://127.0.0.1:9";
    resetEnvCache();
    await expect(captureServerEvent(await newUser("down@example.com"), "Signup")).resolves.toBeUndefined();
  });

  it(`sends nothing for a person who opposed analytics, and again once they withdraw it (${TEST_DB_KIND})`, async () => {
    const { server, host, received } = await fakePosthog();
    process.env.NEXT_PUBLIC_POSTHOG_KEY = "phc_test";
    process.env.POSTHOG_HOST = host;
    resetEnvCache();
    const opposed = await newUser("opuesta@example.com");
    const other = await newUser("otra@example.com");
    await setAnalyticsChoice({ userId: opposed, optedOut: true });
    await captureServerEvent(opposed, "SubscriptionStarted", { plan: "monthly" });
    await captureServerEvent(other, "Signup", { method: "local" });
    const sent = () => received.map((r) => r.body).join("\n");
    expect(sent()).toContain(other);
    expect(sent()).not.toContain(opposed);
    expect(sent()).not.toContain("SubscriptionStarted");

    await setAnalyticsChoice({ userId: opposed, optedOut: false });
    await captureServerEvent(opposed, "SubscriptionStarted", { plan: "monthly" });
    expect(sent()).toContain(opposed);
    server.close();
  });
});
