import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// posthog-js stand-in: records init and capture calls.
const calls = vi.hoisted(() => ({ init: [] as unknown[][], capture: [] as unknown[][], optOut: 0 }));
vi.mock("posthog-js", () => ({
  default: {
    init: (...args: unknown[]) => void calls.init.push(args),
    capture: (...args: unknown[]) => void calls.capture.push(args),
    opt_out_capturing: () => void calls.optOut++,
  },
}));

// The server's answer to GET account/analytics (the person's 'Oponerme' choice), or a failure.
const server = { answer: { opted_out: false } as unknown, status: 200, asked: [] as string[] };

const g = globalThis as unknown as { window?: unknown };

async function loadClient(key: string | undefined) {
  vi.resetModules();
  if (key) process.env.NEXT_PUBLIC_POSTHOG_KEY = key;
  else delete process.env.NEXT_PUBLIC_POSTHOG_KEY;
  process.env.NEXT_PUBLIC_POSTHOG_HOST = "https://eu.i.posthog.com";
  return import("../../lib/analytics/client.ts");
}

describe("browser analytics", () => {
  const seen: unknown[] = [];
  beforeEach(() => {
    calls.init.length = 0;
    calls.capture.length = 0;
    calls.optOut = 0;
    server.answer = { opted_out: false };
    server.status = 200;
    server.asked = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      server.asked.push(`${url} ${init?.credentials}`);
      return new Response(JSON.stringify(server.answer), { status: server.status });
    });
    seen.length = 0;
    const target = new EventTarget();
    target.addEventListener("berea:track", (e) => seen.push((e as CustomEvent).detail));
    g.window = target;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete g.window;
    delete process.env.NEXT_PUBLIC_POSTHOG_KEY;
    delete process.env.NEXT_PUBLIC_POSTHOG_HOST;
  });

  it("without a key never loads posthog-js, yet the page can still observe the event", async () => {
    const { track, initAnalytics, analyticsEnabled } = await loadClient(undefined);
    expect(analyticsEnabled()).toBe(false);
    track("DemoClick", { remaining: 5 });
    expect(await initAnalytics()).toBeUndefined();
    expect(calls.init).toHaveLength(0);
    expect(calls.capture).toHaveLength(0);
    expect(seen).toEqual([{ event: "DemoClick", props: { remaining: 5 } }]);
  });

  it("with a key starts PostHog once with the spec's defaults and sends each event", async () => {
    const { track, initAnalytics } = await loadClient("phc_key");
    track("Signup", { source: "footer" });
    track("SectionNavigation", { section: "features" });
    await initAnalytics();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.init).toHaveLength(1);
    expect(calls.init[0][0]).toBe("phc_key");
    expect(calls.init[0][1]).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10000,
    });
    expect(calls.capture).toEqual([
      ["Signup", { source: "footer" }],
      ["SectionNavigation", { section: "features" }],
    ]);
  });

  it("never starts PostHog for a person who opposed analytics on their account, nor when the choice cannot be read", async () => {
    server.answer = { opted_out: true };
    let client = await loadClient("phc_key");
    client.track("Signup", { source: "footer" });
    expect(await client.initAnalytics()).toBeUndefined();
    expect(server.asked).toEqual(["/api/v1/account/analytics include"]);
    expect(calls.init).toHaveLength(0);
    expect(calls.capture).toHaveLength(0);
    // The page still sees its own event (nothing leaves the browser).
    expect(seen).toEqual([{ event: "Signup", props: { source: "footer" } }]);

    server.status = 500;
    server.answer = { detail: "x" };
    client = await loadClient("phc_key");
    client.track("DemoClick");
    expect(await client.initAnalytics()).toBeUndefined();
    expect(calls.init).toHaveLength(0);
    expect(calls.capture).toHaveLength(0);
  });

  it("stops sending at once when the person opposes analytics on /account, and starts again when they withdraw it", async () => {
    const client = await loadClient("phc_key");
    client.track("DemoClick", { n: 1 });
    await client.initAnalytics();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.capture).toEqual([["DemoClick", { n: 1 }]]);

    await client.applyAnalyticsChoice(true);
    expect(calls.optOut).toBe(1);
    client.track("DemoClick", { n: 2 });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.capture).toHaveLength(1);

    await client.applyAnalyticsChoice(false);
    client.track("DemoClick", { n: 3 });
    await client.initAnalytics();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.capture).toEqual([
      ["DemoClick", { n: 1 }],
      ["DemoClick", { n: 3 }],
    ]);
  });
});
