"use client";
import { useEffect, useState } from "react";
import { ApiError, apiFetch } from "@/lib/client/api.ts";

export type SubscriptionState =
  | { kind: "loading" }
  | { kind: "error"; detail: string }
  /** justSubscribed: back from checkout and now paid; the chat confirms it once. */
  | { kind: "ready"; hasPaid: boolean; justSubscribed?: boolean };

const CHECKOUT_RECHECKS = 8;
const CHECKOUT_RECHECK_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function goToSignIn(): Promise<void> {
  try {
    const { auth_url } = await apiFetch<{ auth_url?: string }>("auth", "auth/login");
    window.location.assign(new URL(auth_url || "/login", window.location.href).toString());
  } catch {
    window.location.assign(new URL("/login", window.location.href).toString());
  }
}

/**
 * GET payments/status for the chat page. 401/403 mean "sign in again" and show no error; other
 * failures show the spec's error box; a network (cross-origin) failure goes to the sign-in address.
 * Back from checkout (?session_id=) the status is rechecked until the webhook has made it paid.
 */
export function useSubscriptionStatus(userId: string): SubscriptionState {
  const [state, setState] = useState<SubscriptionState>({ kind: "loading" });

  useEffect(() => {
    let cancelled = false;
    const url = new URL(window.location.href);
    const fromCheckout = url.searchParams.has("session_id");

    const check = async (): Promise<boolean | null> => {
      try {
        const status = await apiFetch<{ has_paid?: unknown }>(
          "payments",
          `payments/status?client_reference_id=${encodeURIComponent(userId)}`,
        );
        return status?.has_paid === true;
      } catch (err) {
        if (cancelled) return null;
        const e = err instanceof ApiError ? err : new ApiError(0, "network", String(err), true);
        if (e.network) {
          await goToSignIn();
          return null;
        }
        if (e.status === 401 || e.status === 403) return false;
        setState({ kind: "error", detail: e.detail });
        return null;
      }
    };

    (async () => {
      let paid = await check();
      if (paid === null || cancelled) return;
      setState({ kind: "ready", hasPaid: paid, justSubscribed: fromCheckout && paid });
      if (!fromCheckout) return;
      for (let i = 0; i < CHECKOUT_RECHECKS && !paid && !cancelled; i++) {
        await sleep(CHECKOUT_RECHECK_MS);
        if (cancelled) return;
        paid = await check();
        if (paid === null) return;
        if (paid) setState({ kind: "ready", hasPaid: true, justSubscribed: true });
      }
      if (!cancelled) {
        url.searchParams.delete("session_id");
        window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
      }
    })();

    return () => {
      cancelled = true;
    };
  }, [userId]);

  return state;
}
