import type { Metadata } from "next";
import { pageMetadata } from "../seo.ts";
import type { Book } from "@/lib/scripture/books.ts";
import type { PassageVerse } from "@/lib/scripture/types.ts";
import { chapterPath } from "@/lib/scripture/reader/paths.ts";

// es-MX metadata of a chapter page: its own title and description (its first verses), the chapter's
// canonical address, and, for a shared selection, the verse image as the link preview.

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export function chapterMetadata(
  book: Book,
  chapter: number,
  verses: PassageVerse[],
  share?: { reference: string; text: string; imagePath: string },
): Metadata {
  const opening = verses
    .slice(0, 3)
    .map((v) => v.text)
    .join(" ");
  const description = share
    ? clip(`«${share.text}» ${share.reference}, Reina-Valera 1909.`, 200)
    : clip(`${book.name} ${chapter} en la Biblia Reina-Valera 1909: ${opening}`, 160);
  const meta = pageMetadata({
    title: share ? `${share.reference} — Reina-Valera 1909` : `${book.name} ${chapter} — Reina-Valera 1909`,
    description,
    path: chapterPath(book, chapter),
    keywords: [`${book.name} ${chapter}`, `${book.name} capítulo ${chapter}`, "Reina Valera 1909"],
  });
  if (!share) return meta;
  const image = { url: share.imagePath, width: 1200, height: 630, alt: `${share.reference}: ${clip(share.text, 120)}` };
  return {
    ...meta,
    openGraph: { ...meta.openGraph, images: [image] },
    twitter: { ...meta.twitter, images: [share.imagePath] },
  };
}
