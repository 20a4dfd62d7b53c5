"use client";
import { createElement, useEffect, useState } from "react";
import { listenForCheckoutSuccess, loadStripeOrThrow } from "@/lib/client/checkout.ts";
import { FallbackPlans } from "./plan-card.tsx";
import styles from "./billing.module.css";

export const PRICING_TABLE_SCRIPT = "https://js.stripe.com/v3/pricing-table.js";
// Stripe's script on a slow or blocked network: after this the fallback cards are the better page.
const LOAD_TIMEOUT_MS = 10_000;

export interface PricingTableProps {
  publishableKey: string;
  pricingTableId: string;
  userId: string;
  email: string | null;
}

function loadPricingTableScript(): Promise<void> {
  if (customElements.get("stripe-pricing-table")) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${PRICING_TABLE_SCRIPT}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = PRICING_TABLE_SCRIPT;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener("error", () => reject(new Error("Stripe pricing table failed to load")), { once: true });
    const timer = setTimeout(() => reject(new Error("Stripe pricing table timed out")), LOAD_TIMEOUT_MS);
    void customElements.whenDefined("stripe-pricing-table").then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Stripe's embedded pricing table with the user id as client reference and the e-mail as customer
 * e-mail. If Stripe's scripts cannot load, the two fallback plan cards take its place.
 */
export function PricingTable({ publishableKey, pricingTableId, userId, email }: PricingTableProps) {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => listenForCheckoutSuccess(), []);

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadStripeOrThrow(publishableKey), loadPricingTableScript()])
      .then(() => !cancelled && setState("ready"))
      .catch((err: unknown) => {
        // The spec's pricing-table load error: fall back to the plan cards.
        console.warn(
          "[billing] pricing table unavailable, showing the plan cards:",
          err instanceof Error ? err.message : err,
        );
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey]);

  if (state === "failed") return <FallbackPlans />;
  return (
    <div className={styles.pricingTable} data-testid="stripe-pricing-table">
      {state === "loading" && (
        <div className={styles.loading} role="status">
          <div className="spinner" aria-hidden="true" />
          <span>Cargando planes…</span>
        </div>
      )}
      {state === "ready" &&
        createElement("stripe-pricing-table", {
          "pricing-table-id": pricingTableId,
          "publishable-key": publishableKey,
          "client-reference-id": userId,
          ...(email ? { "customer-email": email } : {}),
        })}
    </div>
  );
}
