"use client";
import { setTextSize, TEXT_SIZES, useTextSize } from "./text-size.ts";
import { useHydrated } from "./use-hydrated.ts";
import styles from "./text-size-control.module.css";

/** Three steps of reading text size; the choice stays in this browser for every page. */
export function TextSizeControl({ className = "" }: { className?: string }) {
  const current = useTextSize();
  // On the landing the scripts load after the first paint: until then a click would do nothing.
  const hydrated = useHydrated();
  return (
    <div className={`${styles.group} ${className}`} role="group" aria-label="Tamaño del texto" data-testid="text-size">
      {TEXT_SIZES.map((s, i) => (
        <button
          key={s.id}
          type="button"
          className={styles.step}
          data-step={i}
          aria-pressed={current === s.id}
          aria-label={s.label}
          title={s.label}
          onClick={() => setTextSize(s.id)}
          disabled={!hydrated}
          data-hydrating={hydrated ? undefined : ""}
          data-testid={`text-size-${s.id}`}
        >
          A
        </button>
      ))}
    </div>
  );
}
