"use client";
// "/pure": the package's main entry injects Stripe.js as soon as it is imported; demo billing (and any
// page without the pricing table) must load nothing from Stripe.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { ApiError, apiFetch } from "./api.ts";
import type { PlanId } from "../billing/plans.ts";

// Browser side of subscribing. Checkout Sessions are created on the server (POST payments/checkout);
// the browser only navigates to the url it gets back: Stripe Checkout, or the demo checkout page.

export const SIGN_UP_URL = "/login?isSignUp=true";

/** 'User must be logged in': checkout without a user, or a session that ended meanwhile (401). */
export class NotLoggedInError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("User must be logged in", options);
    this.name = "NotLoggedInError";
  }
}

export interface CheckoutUser {
  id: string;
}

/**
 * Sends a signed-in user to checkout for `plan`. Throws 'User must be logged in' without a user (or
 * when the server says the session is gone); any failure is logged and rethrown for the caller.
 */
export async function redirectToCheckout(plan: PlanId, user: CheckoutUser | null | undefined): Promise<void> {
  try {
    if (!user) throw new NotLoggedInError();
    let url: string;
    try {
      ({ url } = await apiFetch<{ url: string }>("payments", "payments/checkout", {
        method: "POST",
        body: JSON.stringify({ plan }),
      }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) throw new NotLoggedInError({ cause: err });
      throw err;
    }
    window.location.assign(new URL(url, window.location.href).toString());
  } catch (err) {
    console.error("Checkout redirect failed:", err);
    throw err;
  }
}

/**
 * The spec's subscribe action: signed out goes to sign-up, signed in goes to checkout. A session that
 * ended while the page was open counts as signed out.
 */
export async function subscribe(plan: PlanId, user: CheckoutUser | null | undefined): Promise<void> {
  const toSignUp = () => window.location.assign(new URL(SIGN_UP_URL, window.location.href).toString());
  if (!user) return toSignUp();
  try {
    await redirectToCheckout(plan, user);
  } catch (err) {
    if (err instanceof NotLoggedInError) return toSignUp();
    throw err;
  }
}

/** GET payments/portal and go there; failures are logged ('Error accessing subscription portal') and rethrown. */
export async function openBillingPortal(): Promise<void> {
  try {
    const { url } = await apiFetch<{ url: string }>("payments", "payments/portal");
    window.location.assign(new URL(url, window.location.href).toString());
  } catch (err) {
    console.error("Error accessing subscription portal", err);
    throw err;
  }
}

/** Stripe.js, for pages where Stripe is configured; 'Stripe failed to load' when its script cannot load. */
export async function loadStripeOrThrow(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    stripe = await loadStripe(publishableKey);
  } catch (err) {
    console.error("Stripe failed to load", err);
    throw new Error("Stripe failed to load", { cause: err });
  }
  if (!stripe) {
    const err = new Error("Stripe failed to load");
    console.error(err.message);
    throw err;
  }
  return stripe;
}

export interface CheckoutSuccessMessage {
  type: "checkout-success";
  checkoutSessionId: string;
}

export function isCheckoutSuccessMessage(data: unknown): data is CheckoutSuccessMessage {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.type === "checkout-success" && typeof d.checkoutSessionId === "string" && d.checkoutSessionId.length > 0;
}

/**
 * Only our own pages and Stripe's (embedded pricing table, checkout; always https) may announce a
 * finished checkout: any other page that frames or opens ours could otherwise send it.
 */
export function trustedCheckoutOrigin(origin: string): boolean {
  if (origin === window.location.origin) return true;
  try {
    const url = new URL(origin);
    const host = url.hostname;
    return url.protocol === "https:" && url.port === "" && (host === "stripe.com" || host.endsWith(".stripe.com"));
  } catch {
    return false;
  }
}

export function checkoutSuccessUrl(checkoutSessionId: string): string {
  return `/chat?session_id=${encodeURIComponent(checkoutSessionId)}`;
}

/**
 * A window message `{type: 'checkout-success', checkoutSessionId}` sends the browser to
 * /chat?session_id={checkoutSessionId}. Returns the function that stops listening.
 */
export function listenForCheckoutSuccess(
  navigate: (url: string) => void = (u) => window.location.assign(u),
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!trustedCheckoutOrigin(event.origin) || !isCheckoutSuccessMessage(event.data)) return;
    navigate(checkoutSuccessUrl(event.data.checkoutSessionId));
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
