import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChapterView } from "@/components/reader/chapter-view.tsx";
import { chapterVerses } from "@/lib/scripture/reader/chapter-text.ts";
import { allChapters } from "@/lib/scripture/reader/chapter-meta.ts";
import { chapterMetadata } from "../../chapter-metadata.ts";
import { bookBySlug, bookSlug } from "@/lib/scripture/reader/slugs.ts";

// All 1,189 chapters are built once from data/bible (no database at build). Any other address is
// either redirected by the middleware (/biblia/Juan/3, /biblia/jn/3, /biblia/juan/3/16) or a 404.
export const dynamicParams = false;

type Params = { libro: string; capitulo: string };

export function generateStaticParams(): Params[] {
  return allChapters().map(({ book, chapter }) => ({ libro: bookSlug(book), capitulo: String(chapter) }));
}

function resolve(params: Params) {
  const book = bookBySlug(params.libro);
  const chapter = Number(params.capitulo);
  if (!book || !Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return null;
  return { book, chapter };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const at = resolve(await params);
  return at ? chapterMetadata(at.book, at.chapter, chapterVerses(at.book.osis, at.chapter)) : {};
}

export default async function ChapterPage({ params }: { params: Promise<Params> }) {
  const at = resolve(await params);
  if (!at) notFound();
  return <ChapterView book={at.book} chapter={at.chapter} verses={chapterVerses(at.book.osis, at.chapter)} />;
}
