"use client";
import { useState } from "react";
import { REFLECTION_TEXTS } from "@/content/reflections.ts";
import { apiFetch, ApiError } from "@/lib/client/api.ts";
import styles from "./support.module.css";

// The page behind the link in each morning e-mail. It asks for one click instead of acting on the
// GET itself: mail scanners open links, and must not switch anything off for the person.
export function ReflectionUnsubscribe({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" | "done" } | { kind: "error"; detail: string }>({
    kind: "idle",
  });
  if (state.kind === "done") {
    return (
      <p className={styles.promise} role="status" data-testid="unsubscribe-done">
        {REFLECTION_TEXTS.unsubscribeDone}
      </p>
    );
  }
  const onClick = async () => {
    setState({ kind: "sending" });
    try {
      await apiFetch("chat", "reflections/unsubscribe", { method: "POST", body: JSON.stringify({ token }) });
      setState({ kind: "done" });
    } catch (err) {
      setState({
        kind: "error",
        detail:
          err instanceof ApiError && !err.network ? err.detail : "No pudimos guardar tu elección. Inténtalo de nuevo.",
      });
    }
  };
  return (
    <div className={styles.card}>
      {state.kind === "error" ? (
        <p className={styles.alert} role="alert" data-testid="unsubscribe-error">
          {state.detail}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void onClick()}
        disabled={state.kind === "sending"}
        data-testid="unsubscribe-confirm"
      >
        {REFLECTION_TEXTS.unsubscribeButton}
      </button>
    </div>
  );
}
