"use client";
import { useEffect, useState } from "react";

/**
 * On a 404 under /biblia, the nearest book and chapter ("/biblia/genesys/3" → Génesis 3). The 404
 * page is static, so the address is read in the browser. The root 404 ships with every page, so the
 * book tables are fetched only when a /biblia address actually missed (and a plain link keeps
 * next/link out of it).
 */
export function NearestPassage() {
  const [suggestion, setSuggestion] = useState<{ href: string; label: string } | null>(null);
  useEffect(() => {
    const path = window.location.pathname;
    if (!path.startsWith("/biblia/")) return;
    let live = true;
    void Promise.all([import("@/lib/scripture/reader/slugs.ts"), import("@/lib/scripture/reader/paths.ts")]).then(
      ([slugs, paths]) => {
        const where = slugs.resolveReaderPath(path);
        if (!live || where.kind !== "notFound") return;
        const { book, chapter } = where.suggestion;
        setSuggestion({ href: paths.chapterPath(book, chapter), label: `${book.name} ${chapter}` });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (!suggestion) return null;
  return (
    <p data-testid="nearest-passage">
      ¿Quisiste decir <a href={suggestion.href}>{suggestion.label}</a>?
    </p>
  );
}
