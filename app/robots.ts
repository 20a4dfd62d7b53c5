import type { MetadataRoute } from "next";

// Public pages may be indexed; the signed-in areas and the API may not.
export default function robots(): MetadataRoute.Robots {
  const base = process.env.APP_URL ?? "http://localhost:3000";
  return {
    rules: { userAgent: "*", allow: ["/", "/terms", "/biblia", "/compartir-imagen/"], disallow: ["/api/", "/chat", "/account", "/subscribe", "/cuenta/", "/demo/"] },
    sitemap: `${base.replace(/\/$/, "")}/sitemap.xml`,
  };
}
