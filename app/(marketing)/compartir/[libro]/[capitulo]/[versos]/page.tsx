import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChapterView } from "@/components/reader/chapter-view.tsx";
import { bookSlug } from "@/lib/scripture/reader/paths.ts";
import { sharedSelection } from "@/lib/scripture/reader/shared-selection.ts";
import { chapterMetadata } from "../../../../biblia/chapter-metadata.ts";

// /biblia/juan/3?v=16-17 lands here (a middleware rewrite; the address stays). The same chapter page,
// with those verses selected and, as its link preview, the image of those verses.

type Params = { libro: string; capitulo: string; versos: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const s = sharedSelection(p.libro, p.capitulo, p.versos);
  if (!s) return {};
  return chapterMetadata(s.book, s.chapter, s.verses, {
    reference: s.reference,
    text: s.text,
    imagePath: `/compartir-imagen/${bookSlug(s.book)}/${s.chapter}/${s.list}`,
  });
}

export default async function SharedPassagePage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const s = sharedSelection(p.libro, p.capitulo, p.versos);
  if (!s) notFound();
  return <ChapterView book={s.book} chapter={s.chapter} verses={s.verses} initialSelected={s.selected} />;
}
