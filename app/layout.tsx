import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/lib/product.ts";
import { siteUrl } from "@/lib/env.ts";
import { AuthProvider } from "@/components/auth/auth-provider.tsx";
import { AnalyticsInit } from "@/lib/analytics/analytics-init.tsx";
import { ReadingPreferences } from "@/components/ui/reading-preferences.tsx";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${PRODUCT_NAME} — Estudio bíblico con IA en español`, template: `%s | ${PRODUCT_NAME}` },
  description:
    "Haz preguntas sobre la Biblia y recibe respuestas cálidas y fieles al texto, con citas verificadas de la Reina-Valera 1909.",
  keywords: ["Biblia", "estudio bíblico", "versículos", "Reina-Valera", "chat bíblico", "México", "IA"],
  // Every screen shares the 1200x630 share image unless it sets its own (app/(marketing)/seo.ts).
  openGraph: {
    locale: "es_MX",
    type: "website",
    siteName: PRODUCT_NAME,
    images: [
      { url: "/og-image.png", width: 1200, height: 630, alt: `${PRODUCT_NAME}: estudio bíblico con IA en español` },
    ],
  },
  twitter: { card: "summary_large_image", images: ["/og-image.png"] },
  icons: { icon: "/logo.svg" },
  other: { "content-language": "es-MX", "geo.region": "MX" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#7a4b1f" },
    { media: "(prefers-color-scheme: dark)", color: "#14110e" },
  ],
  colorScheme: "light dark",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body>
        <AuthProvider>{children}</AuthProvider>
        <AnalyticsInit />
        <ReadingPreferences />
      </body>
    </html>
  );
}
