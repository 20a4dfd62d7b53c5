import type { Metadata } from "next";
import Link from "next/link";
import { ReaderSearchBox } from "@/components/reader/reader-search-box.tsx";
import styles from "@/components/reader/reader.module.css";
import { BOOKS } from "@/lib/scripture/books.ts";
import { chapterPath } from "@/lib/scripture/reader/paths.ts";
import { pageMetadata } from "../seo.ts";

export const metadata: Metadata = pageMetadata({
  title: "La Biblia Reina-Valera 1909 en línea",
  description:
    "Lee la Santa Biblia Reina-Valera 1909 completa: los 66 libros del Antiguo y el Nuevo Testamento, capítulo por capítulo, con búsqueda por cita, frase o tema.",
  path: "/biblia",
  keywords: ["Biblia en línea", "leer la Biblia", "Reina Valera 1909", "Antiguo Testamento", "Nuevo Testamento"],
});

const TESTAMENTS = [
  { id: "OT", title: "Antiguo Testamento" },
  { id: "NT", title: "Nuevo Testamento" },
] as const;

export default function BibleIndexPage() {
  return (
    <main id="main" className={styles.page}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>La Biblia</h1>
        <p className={styles.version}>Reina-Valera 1909 · 66 libros</p>
        <ReaderSearchBox />
        {TESTAMENTS.map((t) => (
          <section key={t.id} className={styles.testament} aria-labelledby={`t-${t.id}`}>
            <h2 id={`t-${t.id}`}>{t.title}</h2>
            <ul className={styles.books}>
              {BOOKS.filter((b) => b.testament === t.id).map((b) => (
                <li key={b.osis}>
                  <Link href={chapterPath(b, 1)} prefetch={false}>
                    {b.name}
                    <span className={styles.count}>{b.chapters === 1 ? "1 capítulo" : `${b.chapters} capítulos`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
