"use client";
import { useState, type FormEvent } from "react";
import { HIGHLIGHT_COLORS, type HighlightColorId } from "@/content/highlight-colors.ts";
import { NOTE_MAX } from "@/lib/library/limits.ts";
import styles from "./reader.module.css";

type Outcome =
  { kind: "idle" } | { kind: "saved" } | { kind: "signin" } | { kind: "subscribe" } | { kind: "error"; detail: string };

/**
 * 'Guardar en Mi biblioteca' in the selection bar: a colour and a private note, saved through
 * /api/v1/library. Signed-out visitors are invited to sign in; free users see the premium path.
 */
export function SaveToLibrary({ book, chapter, verses }: { book: string; chapter: number; verses: string }) {
  const [open, setOpen] = useState(false);
  const [color, setColor] = useState<HighlightColorId>("amarillo");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await fetch("/api/v1/library", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ book, chapter, verses, color, note }),
      });
      if (res.ok) {
        setOutcome({ kind: "saved" });
        setOpen(false);
        setNote("");
      } else if (res.status === 401) setOutcome({ kind: "signin" });
      else if (res.status === 403) setOutcome({ kind: "subscribe" });
      else
        setOutcome({
          kind: "error",
          detail:
            ((await res.json().catch(() => ({}))) as { detail?: string }).detail ??
            "No pudimos guardar el pasaje. Inténtalo de nuevo.",
        });
    } catch {
      setOutcome({ kind: "error", detail: "No pudimos guardar el pasaje. Revisa tu conexión e inténtalo de nuevo." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {!open ? (
        <div className={styles.barActions}>
          <button type="button" onClick={() => setOpen(true)} data-testid="library-open">
            Guardar en Mi biblioteca
          </button>
        </div>
      ) : (
        <form className={styles.saveForm} onSubmit={(e) => void onSubmit(e)} data-testid="library-form">
          <fieldset className={styles.colors}>
            <legend className="visually-hidden">Color de resaltado</legend>
            {HIGHLIGHT_COLORS.map((c) => (
              <label key={c.id}>
                <input
                  type="radio"
                  name="color"
                  value={c.id}
                  checked={color === c.id}
                  onChange={() => setColor(c.id)}
                />
                <span
                  aria-hidden="true"
                  style={{ display: "inline-block", width: 14, height: 14, borderRadius: 4, background: c.swatch }}
                />
                {c.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor="library-note" className="visually-hidden">
            Nota privada
          </label>
          <textarea
            id="library-note"
            rows={2}
            maxLength={NOTE_MAX}
            placeholder="Nota privada (opcional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className={styles.barActions}>
            <button type="submit" disabled={busy}>
              {busy ? "Guardando..." : "Guardar"}
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancelar
            </button>
          </div>
        </form>
      )}
      <p className={styles.status} role="status" data-testid="library-status">
        {outcome.kind === "saved" ? (
          <>
            Guardado en <a href="/biblioteca">Mi biblioteca</a>.
          </>
        ) : outcome.kind === "signin" ? (
          <>
            <a href="/login">Inicia sesión</a> para guardar versículos en Mi biblioteca.
          </>
        ) : outcome.kind === "subscribe" ? (
          <>
            Mi biblioteca es parte del plan Premium. <a href="/subscribe">Suscribirme ahora</a>
          </>
        ) : outcome.kind === "error" ? (
          outcome.detail
        ) : null}
      </p>
    </div>
  );
}
