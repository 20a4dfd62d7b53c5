"use client";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";

// The bar's code (share, copy, saving to Mi biblioteca) is fetched with the first selection: a
// chapter's first load stays small (issue 14: a chapter scores ≥ 98 in Lighthouse).
const SelectionBar = lazy(() => import("./selection-bar.tsx").then((m) => ({ default: m.SelectionBar })));

/**
 * Selecting verses on a chapter page. The verses are rendered on the server (children); this
 * component listens to clicks on them (one listener, no client copy of the text) and marks the
 * selection on the elements. When verses are selected a fixed bar (./selection-bar.tsx) offers
 * 'Compartir', 'Copiar', saving to Mi biblioteca and 'Preguntar a Berea sobre este pasaje'.
 */
export function VerseSelection({
  bookName,
  bookSlugPath,
  chapter,
  initialSelected = [],
  children,
}: {
  bookName: string;
  /** The chapter's address, "/biblia/juan/3". */
  bookSlugPath: string;
  chapter: number;
  initialSelected?: number[];
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<number[]>(initialSelected);
  const [status, setStatus] = useState("");
  const root = useRef<HTMLDivElement>(null);

  // The verse numbers are rendered disabled (a tap before this code runs would be lost, and a
  // test's click waits for them): now they work.
  useEffect(() => {
    root.current?.querySelectorAll<HTMLButtonElement>("[data-verse-toggle]").forEach((b) => (b.disabled = false));
  }, []);

  // Mirror the selection on the server-rendered verses.
  useEffect(() => {
    const chosen = new Set(selected);
    root.current?.querySelectorAll<HTMLElement>("[data-verse]").forEach((el) => {
      const on = chosen.has(Number(el.dataset.verse));
      el.dataset.selected = String(on);
      el.querySelector("[data-verse-toggle]")?.setAttribute("aria-pressed", String(on));
    });
  }, [selected]);

  const toggle = useCallback((verse: number) => {
    setStatus("");
    setSelected((s) => (s.includes(verse) ? s.filter((v) => v !== verse) : [...s, verse].sort((a, b) => a - b)));
  }, []);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const button = target.closest<HTMLElement>("[data-verse-toggle]");
    if (button) return toggle(Number(button.dataset.verseToggle));
    // A tap on the verse's text selects it too, unless the reader is selecting words or following a link.
    const verse = target.closest<HTMLElement>("[data-verse]");
    if (!verse || target.closest("a") || (window.getSelection()?.toString() ?? "") !== "") return;
    toggle(Number(verse.dataset.verse));
  };

  return (
    <div ref={root} onClick={onClick} data-testid="verse-selection">
      {children}
      {selected.length > 0 ? (
        // Fixed, so nothing moves while its code arrives.
        <Suspense fallback={null}>
          <SelectionBar
            bookName={bookName}
            bookSlugPath={bookSlugPath}
            chapter={chapter}
            selected={selected}
            root={root}
            status={status}
            setStatus={setStatus}
            onClear={() => setSelected([])}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
