"use client";
import { useEffect, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useAuth } from "./auth-provider.tsx";
import styles from "./auth.module.css";

/**
 * Client guard for protected pages (/chat, /account, /subscribe): a spinner while auth loads, a
 * move to /login when there is no user, the children otherwise. The middleware and each server page
 * check first; this catches a session that ends while the page is open.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (status === "unauthenticated") router.replace("/login");
  }, [status, router]);
  if (status !== "authenticated" || !user) {
    return (
      <div className={styles.guard} role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Cargando…</span>
      </div>
    );
  }
  return <>{children}</>;
}
