"use client";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Text typed into a server-rendered form before React hydrates stays in the inputs (React keeps the
 * DOM value when hydrating) while the controlled state starts empty, so the form would submit ""
 * under a filled-in field — on a slow phone, "Escribe tu contraseña." for a password that is there.
 * Once hydrated, each field's DOM value (found by name or id) becomes the state. Returns the ref
 * to put on the form.
 */
export function useTypedBeforeHydration(
  setters: Record<string, (value: string) => void>,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    for (const [name, set] of Object.entries(setters)) {
      const field = el.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement) &&
        field.value
      )
        set(field.value);
    }
    // Only the first commit: afterwards onChange keeps state and DOM together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}
