import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { VERSE_IMAGE_SIZE, VerseImageCard } from "@/components/reader/verse-image-card.tsx";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { sharedSelection } from "@/lib/scripture/reader/shared-selection.ts";

// The link preview of /biblia/juan/3?v=16-17: the verses' text from data/bible and their reference,
// drawn with the bundled font (no network). Same verses, same image: cached by browsers and CDNs.

type Params = { libro: string; capitulo: string; versos: string };

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | null = null;

function loadFonts() {
  const dir = path.join(process.cwd(), "assets", "fonts");
  fonts ??= Promise.all([
    readFile(path.join(dir, "lora-latin-400-normal.woff")).then((data) => ({
      name: "Lora",
      data,
      weight: 400 as const,
      style: "normal" as const,
    })),
    readFile(path.join(dir, "lora-latin-700-normal.woff")).then((data) => ({
      name: "Lora",
      data,
      weight: 700 as const,
      style: "normal" as const,
    })),
  ]);
  return fonts;
}

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const p = await params;
  const s = sharedSelection(p.libro, p.capitulo, p.versos);
  if (!s) {
    return Response.json({ detail: "Ese pasaje no existe en la Biblia.", code: "not_found:passage" }, { status: 404 });
  }
  return new ImageResponse(<VerseImageCard reference={s.reference} text={s.text} productName={PRODUCT_NAME} />, {
    ...VERSE_IMAGE_SIZE,
    fonts: await loadFonts(),
    headers: { "Cache-Control": "public, max-age=86400, immutable" },
  });
}
