"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

/** Removing a saved passage (allowed to its owner with or without a subscription). */
export function LibraryItemActions({ id, reference }: { id: string; reference: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const remove = async () => {
    setBusy(true);
    setError("");
    try {
      const res = await fetch(`/api/v1/library/${encodeURIComponent(id)}`, {
        method: "DELETE",
        credentials: "include",
      });
      if (!res.ok) throw new Error(String(res.status));
      router.refresh();
    } catch {
      setError("No pudimos quitarlo. Inténtalo de nuevo.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => void remove()}
        disabled={busy}
        aria-label={`Quitar ${reference} de Mi biblioteca`}
      >
        Quitar
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </p>
  );
}
