"use client";
import { useCallback, useState } from "react";
import type { Verse } from "@/content/verses.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { readCount, STORAGE_KEYS, writeCount } from "./browser-storage.ts";
import { LANDSCAPES, landscapeSrc } from "./landscapes.ts";
import { LazySignupModal } from "./lazy-signup-modal.tsx";
import { otherIndex, SHARE_CLICK_LIMIT, shareVerse } from "./verse-share.ts";
import styles from "./verse-card.module.css";
import { StrokeIcon } from "@/components/ui/stroke-icon.tsx";
import { useHydrated } from "@/components/ui/use-hydrated.ts";

/**
 * The shareable verse card. The first verse and landscape are drawn on the server (passed in), so
 * the HTML already holds them and hydration is stable; 'Nuevo Mensaje' draws new ones here (the verse
 * list is fetched on that first click, keeping it out of the landing's first load).
 * 'Compartir' and 'Nuevo Mensaje' share the shareClickCount counter: past 5 clicks the sign-up
 * modal opens instead.
 */
export function VerseCard({
  initialVerse,
  initialIndex,
  initialLandscape,
}: {
  initialVerse: Verse;
  /** initialVerse's place in content/verses.ts, so 'Nuevo Mensaje' always changes it. */
  initialIndex: number;
  initialLandscape: number;
}) {
  const [shown, setShown] = useState({ index: initialIndex, verse: initialVerse });
  // The landing's scripts load after its first paint: until then a click would do nothing.
  const hydrated = useHydrated();
  const [landscape, setLandscape] = useState(initialLandscape);
  const [modalOpen, setModalOpen] = useState(false);
  const closeModal = useCallback(() => setModalOpen(false), []);
  const verse = shown.verse;

  /** Counts the click; false (and the modal) once the visitor is past the limit. */
  const countClick = (): boolean => {
    const count = readCount(STORAGE_KEYS.shareClickCount, 0) + 1;
    writeCount(STORAGE_KEYS.shareClickCount, count);
    if (count > SHARE_CLICK_LIMIT) {
      setModalOpen(true);
      return false;
    }
    return true;
  };

  const onShare = () => {
    if (!countClick()) return;
    void shareVerse(verse, PRODUCT_NAME);
  };

  const onNew = () => {
    if (!countClick()) return;
    setLandscape((i) => otherIndex(i, LANDSCAPES.length));
    void import("@/content/verses.ts").then(({ VERSES }) =>
      setShown((s) => {
        const index = otherIndex(s.index, VERSES.length);
        return { index, verse: VERSES[index] };
      }),
    );
  };

  return (
    <div className={styles.wrap}>
      <figure className={styles.card} data-testid="verse-card">
        {/* The landscapes are already small WebP files (1200×750, under 10 KB): a plain image, without
            next/image's client code on the landing's first load. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={landscapeSrc(landscape)}
          alt={`Paisaje: ${LANDSCAPES[landscape]}`}
          width={1200}
          height={750}
          loading="lazy"
          decoding="async"
          className={styles.image}
          data-testid="verse-landscape"
        />
        <div className={styles.shade} aria-hidden="true" />
        <blockquote className={styles.quote} aria-live="polite">
          <p className={styles.text} data-testid="verse-text">
            {verse.texto}
          </p>
          <figcaption className={styles.ref} data-testid="verse-ref">
            {verse.referencia} <span className={styles.version}>RV1909</span>
          </figcaption>
        </blockquote>
        <span className={styles.brand} aria-hidden="true">
          {PRODUCT_NAME}
        </span>
      </figure>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onShare}
          disabled={!hydrated}
          data-hydrating={hydrated ? undefined : ""}
        >
          <ShareIcon /> Compartir
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={onNew}
          disabled={!hydrated}
          data-hydrating={hydrated ? undefined : ""}
        >
          <RefreshIcon /> Nuevo Mensaje
        </button>
      </div>
      <LazySignupModal
        open={modalOpen}
        onClose={closeModal}
        reason="Crea tu cuenta gratuita para seguir descubriendo y compartiendo versículos cada día."
      />
    </div>
  );
}

function ShareIcon() {
  return (
    <StrokeIcon size={18} strokeWidth={2}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </StrokeIcon>
  );
}

function RefreshIcon() {
  return (
    <StrokeIcon size={18} strokeWidth={2}>
      <path d="M21 12a9 9 0 1 1-2.6-6.4" />
      <path d="M21 3v6h-6" />
    </StrokeIcon>
  );
}
