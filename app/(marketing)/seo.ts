import type { Metadata } from "next";
import { PRODUCT_NAME } from "@/lib/product.ts";

// Full metadata for a public page: Next merges metadata shallowly, so a page that sets openGraph or
// twitter must set all of it (image, locale) or the layout's values are lost.

export const OG_IMAGE = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${PRODUCT_NAME}: estudio bíblico con IA en español`,
};

export const BASE_KEYWORDS = [
  "Biblia",
  "estudio bíblico",
  "Biblia en español",
  "Reina-Valera 1909",
  "versículos",
  "preguntas sobre la Biblia",
  "chat bíblico",
  "IA cristiana",
  "devocional",
  "México",
];

export function pageMetadata({
  title,
  description,
  path,
  keywords = [],
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${PRODUCT_NAME}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: [...keywords, ...BASE_KEYWORDS],
    alternates: { canonical: path, languages: { "es-MX": path } },
    openGraph: {
      type: "website",
      locale: "es_MX",
      siteName: PRODUCT_NAME,
      title: fullTitle,
      description,
      url: path,
      images: [OG_IMAGE],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      images: [OG_IMAGE.url],
    },
    other: { "content-language": "es-MX", "geo.region": "MX", "geo.country": "MX" },
  };
}
