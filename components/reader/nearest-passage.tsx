"use client";
import Link from "next/link";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import { chapterPath } from "@/lib/scripture/reader/paths.ts";
import { resolveReaderPath } from "@/lib/scripture/reader/slugs.ts";

/**
 * On a 404 under /biblia, the nearest book and chapter ("/biblia/genesys/3" → Génesis 3). The 404
 * page is static, so the address is read in the browser once hydrated.
 */
export function NearestPassage() {
  const hydrated = useHydrated();
  if (!hydrated || !window.location.pathname.startsWith("/biblia/")) return null;
  const where = resolveReaderPath(window.location.pathname);
  if (where.kind !== "notFound") return null;
  const { book, chapter } = where.suggestion;
  return (
    <p data-testid="nearest-passage">
      ¿Quisiste decir <Link href={chapterPath(book, chapter)}>{`${book.name} ${chapter}`}</Link>?
    </p>
  );
}
