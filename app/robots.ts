import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env.ts";

// Public pages may be indexed; the signed-in areas and the API may not.
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: {
      userAgent: "*",
      allow: ["/", "/terms", "/biblia", "/compartir-imagen/"],
      disallow: ["/api/", "/chat", "/account", "/subscribe", "/cuenta/", "/demo/"],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
