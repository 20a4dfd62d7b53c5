"use client";
/* eslint-disable @next/next/no-html-link-for-pages -- the root layout is gone here; a plain link reloads the app */

// Shown only when the root layout itself fails. Next's default is in English and, being part of every
// page's first load, heavier than this (inline styles, icon): a short Spanish page instead.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: "4rem 1.5rem", textAlign: "center" }}>
        <h1 style={{ fontSize: "1.5rem" }}>No pudimos cargar esta página</h1>
        <p>Vuelve a intentarlo en un momento.</p>
        <p>
          <button type="button" onClick={reset}>
            Reintentar
          </button>{" "}
          <a href="/">Ir al inicio</a>
        </p>
      </body>
    </html>
  );
}
