import type { MetadataRoute } from "next";
import { allChapters } from "@/lib/scripture/reader/chapter-meta.ts";
import { chapterPath } from "@/lib/scripture/reader/paths.ts";
import { siteUrl } from "@/lib/env.ts";

// Built once (static): APP_URL is read at build time, so rebuild when it changes.
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return [
    { url: `${base}/`, changeFrequency: "weekly", priority: 1 },
    { url: `${base}/terms`, changeFrequency: "yearly", priority: 0.3 },
    { url: `${base}/biblia`, changeFrequency: "monthly", priority: 0.8 },
    ...allChapters().map(({ book, chapter }) => ({
      url: `${base}${chapterPath(book, chapter)}`,
      changeFrequency: "yearly" as const,
      priority: 0.6,
    })),
  ];
}
