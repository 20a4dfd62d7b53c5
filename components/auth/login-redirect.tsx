"use client";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { apiFetch, ApiError } from "@/lib/client/api.ts";
import styles from "./auth.module.css";

// /login (spec §2, §4, §5, §8): fetches the authorization URL (GET auth/login, carrying isSignUp and
// the e-mail typed in the landing footer) and sends the browser there. States: initializing,
// fetching, error. The spec's strings are English and used exactly as given.

type Phase = { kind: "initializing" } | { kind: "fetching" } | { kind: "error"; message: string };

export const LOGIN_MESSAGES = {
  redirecting: "Redirecting to login...",
  errorTitle: "Authentication Error",
  tryAgain: "Try Again",
  authFailed: "Authentication failed. Please try again.",
  connect: "Failed to connect to authentication service. Please try again later.",
  noUrl: "Failed to get authorization URL",
  invalid: "Invalid response from auth server",
} as const;

/** The message for a sign-in failure. */
export function loginFailureMessage(err: unknown): string {
  if (err instanceof ApiError) {
    // No answer at all, or the provider itself is down (503 upstream:auth_provider).
    if (err.network || err.status >= 502) return LOGIN_MESSAGES.connect;
    return LOGIN_MESSAGES.noUrl;
  }
  return LOGIN_MESSAGES.invalid;
}

export function LoginRedirect() {
  const params = useSearchParams();
  const errorParam = params.get("error");
  const [phase, setPhase] = useState<Phase>(() =>
    errorParam
      ? { kind: "error", message: errorParam === "auth_failed" ? LOGIN_MESSAGES.authFailed : errorParam }
      : { kind: "initializing" },
  );
  const started = useRef(false);

  useEffect(() => {
    if (errorParam || started.current) return;
    started.current = true;
    const q = new URLSearchParams();
    if (params.get("isSignUp") === "true") q.set("isSignUp", "true");
    const email = params.get("email");
    if (email) q.set("email", email);
    const query = q.toString();
    setPhase({ kind: "fetching" });
    apiFetch<{ auth_url?: unknown }>("auth", `auth/login${query ? `?${query}` : ""}`)
      .then((data) => {
        if (!data || typeof data.auth_url !== "string" || !data.auth_url) {
          setPhase({ kind: "error", message: LOGIN_MESSAGES.invalid });
          return;
        }
        window.location.assign(data.auth_url);
      })
      .catch((err: unknown) => {
        console.warn("[login] could not start sign-in:", err);
        setPhase({ kind: "error", message: loginFailureMessage(err) });
      });
  }, [errorParam, params]);

  if (phase.kind === "error") {
    return (
      <div className={styles.errorBox} role="alert">
        <h2>{LOGIN_MESSAGES.errorTitle}</h2>
        <p>{phase.message}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            // Reloading with ?error would show the same box again: reload the sign-in itself.
            if (errorParam) {
              const url = new URL(window.location.href);
              url.searchParams.delete("error");
              window.location.replace(url.toString());
            } else {
              window.location.reload();
            }
          }}
        >
          {LOGIN_MESSAGES.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.status} role="status" aria-live="polite" data-phase={phase.kind}>
      <div className="spinner" aria-hidden="true" />
      <p>{LOGIN_MESSAGES.redirecting}</p>
    </div>
  );
}
