"use client";
import { useEffect, useRef, useState } from "react";
import { LOGIN_MESSAGES } from "./login-redirect.tsx";
import styles from "./auth.module.css";

// Hands the browser to the hosted provider: fetches next-auth's CSRF token, then submits its sign-in
// POST (/api/auth/signin/oidc) at once. Query parameters of that POST become authorization
// parameters: login_hint (the e-mail typed on the landing) and screen_hint=sign-up (WorkOS AuthKit).

export function ProviderHandoff({
  params,
  callbackUrl = "/chat",
}: {
  params: Record<string, string>;
  callbackUrl?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [csrfToken, setCsrfToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const action = `/api/auth/signin/oidc${Object.keys(params).length ? `?${new URLSearchParams(params)}` : ""}`;

  useEffect(() => {
    let cancelled = false;
    fetch("/api/auth/csrf", { credentials: "include", cache: "no-store" })
      .then((r) =>
        r.ok ? (r.json() as Promise<{ csrfToken?: string }>) : Promise.reject(new Error(`HTTP ${r.status}`)),
      )
      .then((d) => {
        if (cancelled) return;
        if (!d.csrfToken) throw new Error("no csrfToken");
        setCsrfToken(d.csrfToken);
      })
      .catch((err: unknown) => {
        console.warn("[login] could not reach next-auth:", err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (csrfToken) formRef.current?.submit();
  }, [csrfToken]);

  if (failed) {
    return (
      <div className={styles.errorBox} role="alert">
        <h2>{LOGIN_MESSAGES.errorTitle}</h2>
        <p>{LOGIN_MESSAGES.connect}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {LOGIN_MESSAGES.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <form ref={formRef} method="post" action={action} className={styles.status} aria-live="polite">
      <input type="hidden" name="csrfToken" value={csrfToken ?? ""} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="spinner" aria-hidden="true" />
      <p>{LOGIN_MESSAGES.redirecting}</p>
    </form>
  );
}
