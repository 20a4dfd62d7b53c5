import type { Metadata } from "next";
import Link from "next/link";
import { LibraryItemActions } from "@/components/reader/library-item-actions.tsx";
import styles from "@/components/reader/reader.module.css";
import { HIGHLIGHT_COLORS } from "@/content/highlight-colors.ts";
import { getSessionUser } from "@/lib/auth/session.ts";
import { hasActiveSubscription } from "@/lib/billing/index.ts";
import { listLibrary } from "@/lib/library/index.ts";
import { pageMetadata } from "../seo.ts";

// Mi biblioteca. Everyone can see what it is; subscribers save from the reader, and whoever saved
// keeps reading, searching and exporting after the subscription ends.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Mi biblioteca",
    description: "Guarda versículos y pasajes de la Biblia con un color y una nota privada, búscalos y expórtalos.",
    path: "/biblioteca",
  }),
  robots: { index: false },
};

const swatch = (id: string) => HIGHLIGHT_COLORS.find((c) => c.id === id)?.swatch ?? "#ccc";

function Pitch({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={styles.intro} aria-labelledby="pitch-title" data-testid="library-pitch">
      <h2 id="pitch-title">Tu biblioteca bíblica personal</h2>
      <p>
        Con el plan Premium guardas los versículos y pasajes que te hablan, cada uno con un color de resaltado y una
        nota privada; los encuentras con el buscador y los exportas en Markdown cuando quieras. Selecciona versículos en{" "}
        <Link href="/biblia">la Biblia</Link> y elige «Guardar en Mi biblioteca».
      </p>
      <p style={{ marginTop: "0.75rem" }}>
        {signedIn ? (
          <Link href="/subscribe" className="btn btn-primary" data-testid="library-subscribe">
            Suscribirme ahora
          </Link>
        ) : (
          <Link href="/login" className="btn btn-primary">
            Iniciar Sesión
          </Link>
        )}
      </p>
    </section>
  );
}

export default async function LibraryPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : (raw ?? "")).trim();
  const user = await getSessionUser();
  const [canSave, items] = user
    ? await Promise.all([hasActiveSubscription(user.id), listLibrary({ userId: user.id, search: q })])
    : [false, []];
  return (
    <main id="main" className={styles.page}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>Mi biblioteca</h1>
        <p className={styles.version}>Tus versículos guardados, con su color y tu nota.</p>
        {!canSave ? <Pitch signedIn={Boolean(user)} /> : null}
        {user && (canSave || items.length > 0 || q) ? (
          <>
            <form className={styles.search} action="/biblioteca" method="get" role="search">
              <label htmlFor="library-q" className="visually-hidden">
                Buscar en Mi biblioteca
              </label>
              <input
                id="library-q"
                name="q"
                type="search"
                defaultValue={q}
                placeholder="Busca por cita, texto o nota"
                maxLength={200}
              />
              <button type="submit" className="btn btn-primary">
                Buscar
              </button>
            </form>
            <p>
              <a href="/api/v1/library/export" download="mi-biblioteca.md" data-testid="library-export">
                Exportar en Markdown
              </a>
            </p>
            {items.length === 0 ? (
              <p data-testid="library-empty">
                {q
                  ? `Nada guardado coincide con «${q}».`
                  : "Aún no has guardado versículos. Selecciónalos en la Biblia para guardarlos aquí."}
              </p>
            ) : (
              <ul className={styles.results} data-testid="library-items">
                {items.map((item) => (
                  <li
                    key={item.id}
                    data-testid="library-item"
                    style={{ borderLeft: `6px solid ${swatch(item.color)}`, paddingLeft: "0.8rem" }}
                  >
                    <a href={item.href}>{item.reference}</a>
                    <blockquote>{item.text}</blockquote>
                    {item.note ? <p data-testid="library-note">Nota: {item.note}</p> : null}
                    <LibraryItemActions id={item.id} reference={item.reference} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </main>
  );
}
