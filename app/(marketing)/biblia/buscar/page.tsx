import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EmphasizedText } from "@/components/reader/emphasized-text.tsx";
import { ReaderSearchBox } from "@/components/reader/reader-search-box.tsx";
import styles from "@/components/reader/reader.module.css";
import { readerSearch } from "@/lib/scripture/reader/reader-search.ts";

export const metadata: Metadata = {
  title: "Buscar en la Biblia",
  description: "Busca en la Biblia Reina-Valera 1909 por cita, por una frase que recuerdes o por tema.",
  robots: { index: false },
};

export default async function BibleSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : (raw ?? "")).trim();
  const result = await readerSearch(q);
  if (result.redirect) redirect(result.redirect);
  const empty = q !== "" && result.verses.length === 0 && result.subjects.length === 0;
  return (
    <main id="main" className={styles.page}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Ruta" className={styles.crumbs}>
          <Link href="/biblia">Biblia</Link> › <span>Buscar</span>
        </nav>
        <h1 className={styles.title}>{q ? `Resultados para «${q}»` : "Buscar en la Biblia"}</h1>
        <ReaderSearchBox defaultValue={q} />
        {empty ? (
          <p data-testid="search-empty">
            No encontramos versículos ni temas con esas palabras. Prueba con otras o con una cita, como Juan 3:16.
          </p>
        ) : null}
        {result.subjects.length ? (
          <section className={styles.section} aria-labelledby="temas" data-testid="search-subjects">
            <h2 id="temas">Temas</h2>
            {result.subjects.map((s) => (
              <div key={s.name}>
                <h3>{s.name}</h3>
                {s.summary ? (
                  <p>
                    <EmphasizedText text={s.summary} />
                  </p>
                ) : null}
                <ul>
                  {s.passages.map((p) => (
                    <li key={p.reference}>
                      <a href={p.href}>{p.reference}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
        {result.verses.length ? (
          <section className={styles.section} aria-labelledby="versiculos">
            <h2 id="versiculos">Versículos</h2>
            <ul className={styles.results} data-testid="search-verses">
              {result.verses.map((v) => (
                <li key={v.reference}>
                  <a href={v.href}>{v.reference}</a>
                  <blockquote>{v.text}</blockquote>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
