"use client";
import { useState } from "react";
import { ApiError } from "@/lib/client/api.ts";

const GENERIC_ERROR = "No pudimos completar la solicitud. Revisa tu conexión e inténtalo de nuevo.";

/**
 * One API call behind a button or form: busy while it runs, the server's Spanish `detail` when it
 * fails (a generic sentence when there was no answer at all), and the error's code for callers that
 * place it on a field.
 */
export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; detail: string } | null>(null);
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (busy) return undefined;
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (err) {
      setError(
        err instanceof ApiError && !err.network
          ? { code: err.code, detail: err.detail }
          : { code: "network", detail: GENERIC_ERROR },
      );
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
