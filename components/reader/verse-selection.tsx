"use client";
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { copyText, shareOrCopy } from "@/components/landing/verse-share.ts";
import { formatVerseList, selectionReference } from "@/lib/scripture/reader/verse-list.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { SaveToLibrary } from "./save-to-library.tsx";
import styles from "./reader.module.css";

/**
 * Selecting verses on a chapter page. The verses are rendered on the server (children); this
 * component listens to clicks on them (one listener, no client copy of the text) and marks the
 * selection on the elements. When verses are selected a fixed bar offers 'Compartir', 'Copiar',
 * saving to Mi biblioteca and 'Preguntar a Berea sobre este pasaje'. Fixed, so nothing moves.
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

  const reference = selectionReference(bookName, chapter, selected);
  const text = () =>
    selected.map((v) => root.current?.querySelector(`#v${v} [data-verse-text]`)?.textContent?.trim() ?? "").join(" ");
  const url = () => `${window.location.origin}${bookSlugPath}?v=${formatVerseList(selected)}`;
  const quote = () => `«${text()}» — ${reference} (RV1909)`;

  const onShare = async () => {
    const r = await shareOrCopy({
      title: reference,
      text: `${quote()}\n\nCompartido desde ${PRODUCT_NAME}`,
      url: url(),
    });
    if (r === "shared") setStatus("Compartido.");
  };
  const onCopy = async () => {
    await copyText(`${quote()}\n${url()}`);
    setStatus("Copiado al portapapeles.");
  };
  const askHref = `/chat?pregunta=${encodeURIComponent(`¿Qué enseña ${reference}?`)}`;

  return (
    <div ref={root} onClick={onClick} data-testid="verse-selection">
      {children}
      {selected.length > 0 ? (
        <div className={styles.bar} role="region" aria-label="Versículos seleccionados" data-testid="selection-bar">
          <p data-testid="selection-reference">{reference}</p>
          <div className={styles.barActions}>
            <button type="button" onClick={() => void onShare()}>
              Compartir
            </button>
            <button type="button" onClick={() => void onCopy()}>
              Copiar
            </button>
            <a href={askHref} data-testid="ask-about-passage">
              Preguntar a {PRODUCT_NAME} sobre este pasaje
            </a>
            <button type="button" onClick={() => setSelected([])}>
              Quitar selección
            </button>
          </div>
          <SaveToLibrary book={bookSlugPath.split("/")[2]} chapter={chapter} verses={formatVerseList(selected)} />
          <p className={styles.status} role="status" data-testid="selection-status">
            {status}
          </p>
        </div>
      ) : null}
    </div>
  );
}
