"use client";
import type { RefObject } from "react";
import { copyText, shareOrCopy } from "@/components/landing/verse-share.ts";
import { formatVerseList, selectionReference } from "@/lib/scripture/reader/verse-list.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { SaveToLibrary } from "./save-to-library.tsx";
import styles from "./reader.module.css";

/**
 * The fixed bar shown while verses are selected: 'Compartir', 'Copiar', 'Preguntar a Berea sobre
 * este pasaje', clearing the selection and saving to Mi biblioteca. Its own module, loaded with the
 * first selection (components/reader/verse-selection.tsx), so a chapter's first load carries none of it.
 */
export function SelectionBar({
  bookName,
  bookSlugPath,
  chapter,
  selected,
  root,
  status,
  setStatus,
  onClear,
}: {
  bookName: string;
  bookSlugPath: string;
  chapter: number;
  /** The selected verse numbers, ascending. */
  selected: number[];
  /** The element holding the server-rendered verses, where their text is read. */
  root: RefObject<HTMLDivElement | null>;
  status: string;
  setStatus: (status: string) => void;
  onClear: () => void;
}) {
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
        <button type="button" onClick={onClear}>
          Quitar selección
        </button>
      </div>
      <SaveToLibrary book={bookSlugPath.split("/")[2]} chapter={chapter} verses={formatVerseList(selected)} />
      <p className={styles.status} role="status" data-testid="selection-status">
        {status}
      </p>
    </div>
  );
}
