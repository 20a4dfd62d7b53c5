import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  checkoutSuccessUrl,
  listenForCheckoutSuccess,
  openBillingPortal,
  redirectToCheckout,
  subscribe,
} from "../../lib/client/checkout.ts";

// The browser helpers, in Node with a minimal window: a real EventTarget for messages, a recorded
// location.assign, and fetch answering like Berea's API.

const ORIGIN = "https://berea.test";
let assigned: string[];
let fetchCalls: { url: string; init: RequestInit }[];
let fetchReply: () => Response;

class FakeWindow extends EventTarget {
  location = { origin: ORIGIN, href: `${ORIGIN}/subscribe`, assign: (u: string) => assigned.push(u) };
}

beforeEach(() => {
  assigned = [];
  fetchCalls = [];
  fetchReply = () => Response.json({ url: "https://checkout.stripe.test/c/pay/cs_1" });
  vi.stubGlobal("window", new FakeWindow());
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    fetchCalls.push({ url, init });
    return fetchReply();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function post(data: unknown, origin = ORIGIN) {
  (window as unknown as EventTarget).dispatchEvent(Object.assign(new Event("message"), { data, origin }));
}

describe("checkout-success window message", () => {
  it("navigates to /chat?session_id={checkoutSessionId}, from our origin or Stripe's", () => {
    const stop = listenForCheckoutSuccess();
    post({ type: "checkout-success", checkoutSessionId: "cs_test_a1" });
    post({ type: "checkout-success", checkoutSessionId: "cs_test_b2" }, "https://js.stripe.com");
    expect(assigned).toEqual(["/chat?session_id=cs_test_a1", "/chat?session_id=cs_test_b2"]);
    stop();
    post({ type: "checkout-success", checkoutSessionId: "cs_after_stop" });
    expect(assigned).toHaveLength(2);
  });

  it("ignores other messages and other origins", () => {
    const stop = listenForCheckoutSuccess();
    post({ type: "checkout-cancel", checkoutSessionId: "cs_1" });
    post({ type: "checkout-success" });
    post("checkout-success");
    post({ type: "checkout-success", checkoutSessionId: "cs_evil" }, "https://evil.example");
    post({ type: "checkout-success", checkoutSessionId: "cs_evil" }, "https://stripe.com.evil.example");
    // Stripe's pages are served over https on the default port; anything else is not Stripe.
    post({ type: "checkout-success", checkoutSessionId: "cs_evil" }, "http://js.stripe.com");
    post({ type: "checkout-success", checkoutSessionId: "cs_evil" }, "https://js.stripe.com:8443");
    post({ type: "checkout-success", checkoutSessionId: "cs_evil" }, "null");
    expect(assigned).toEqual([]);
    stop();
  });

  it("escapes the session id into the query", () => {
    expect(checkoutSuccessUrl("a&b=c")).toBe("/chat?session_id=a%26b%3Dc");
  });
});

describe("subscribe and redirectToCheckout", () => {
  it("signed out, subscribing goes to /login in sign-up mode without calling the API", async () => {
    await subscribe("monthly", null);
    expect(assigned).toEqual([`${ORIGIN}/login?isSignUp=true`]);
    expect(fetchCalls).toHaveLength(0);
  });

  it("signed in, POSTs payments/checkout with the plan and credentials, then navigates to the url", async () => {
    await subscribe("annual", { id: "u1" });
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0].url).toBe("/api/v1/payments/checkout");
    expect(fetchCalls[0].init.method).toBe("POST");
    expect(fetchCalls[0].init.credentials).toBe("include");
    expect(JSON.parse(String(fetchCalls[0].init.body))).toEqual({ plan: "annual" });
    expect(assigned).toEqual(["https://checkout.stripe.test/c/pay/cs_1"]);
  });

  it("a relative url from demo billing resolves against this origin", async () => {
    fetchReply = () => Response.json({ url: "/demo/checkout?plan=monthly" });
    await redirectToCheckout("monthly", { id: "u1" });
    expect(assigned).toEqual([`${ORIGIN}/demo/checkout?plan=monthly`]);
  });

  it("without a user: 'User must be logged in', logged and rethrown", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(redirectToCheckout("monthly", null)).rejects.toThrow("User must be logged in");
    expect(err).toHaveBeenCalledOnce();
    expect(fetchCalls).toHaveLength(0);
  });

  it("a 401 from the server is 'User must be logged in' too; other failures keep the server's detail", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchReply = () =>
      Response.json({ code: "unauthorized:auth", detail: "Necesitas iniciar sesión para continuar." }, { status: 401 });
    await expect(redirectToCheckout("monthly", { id: "u1" })).rejects.toThrow("User must be logged in");
    fetchReply = () =>
      Response.json(
        { code: "upstream:billing", detail: "No pudimos comunicarnos con el sistema de pagos. Inténtalo más tarde." },
        { status: 502 },
      );
    await expect(redirectToCheckout("monthly", { id: "u1" })).rejects.toMatchObject({
      status: 502,
      code: "upstream:billing",
    });
    expect(err).toHaveBeenCalledTimes(2);
    expect(assigned).toEqual([]);
  });
});

describe("subscribe with a session that ended meanwhile", () => {
  it("goes to sign-up when the server answers 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchReply = () =>
      Response.json({ code: "unauthorized:auth", detail: "Necesitas iniciar sesión para continuar." }, { status: 401 });
    await subscribe("monthly", { id: "u1" });
    expect(assigned).toEqual([`${ORIGIN}/login?isSignUp=true`]);
  });

  it("other failures still reach the caller", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchReply = () => Response.json({ code: "upstream:billing", detail: "x" }, { status: 502 });
    await expect(subscribe("monthly", { id: "u1" })).rejects.toMatchObject({ status: 502 });
    expect(assigned).toEqual([]);
  });
});

describe("openBillingPortal", () => {
  it("goes to the url from payments/portal", async () => {
    fetchReply = () =>
      Response.json({ url: "https://billing.stripe.test/p/login/x?prefilled_email=ana%40example.com" });
    await openBillingPortal();
    expect(fetchCalls[0].url).toBe("/api/v1/payments/portal");
    expect(assigned).toEqual(["https://billing.stripe.test/p/login/x?prefilled_email=ana%40example.com"]);
  });

  it("logs 'Error accessing subscription portal' and rethrows", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchReply = () =>
      Response.json({ code: "unauthorized:auth", detail: "Necesitas iniciar sesión para continuar." }, { status: 401 });
    await expect(openBillingPortal()).rejects.toMatchObject({ status: 401 });
    expect(err.mock.calls[0][0]).toBe("Error accessing subscription portal");
  });
});

describe("loadStripeOrThrow", () => {
  it("throws 'Stripe failed to load' (and logs it) when Stripe.js gives nothing back", async () => {
    vi.unstubAllGlobals();
    const { loadStripeOrThrow } = await import("../../lib/client/checkout.ts");
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    // Outside a browser loadStripe resolves to null, as it does when the script is blocked.
    await expect(loadStripeOrThrow("pk_test_x")).rejects.toThrow("Stripe failed to load");
    expect(err).toHaveBeenCalled();
  });
});
