/* eslint-disable @next/next/no-html-link-for-pages -- plain links: next/link would add its client code and prefetch /biblia and both neighbouring chapters while the page hydrates (issue 14: a chapter scores ≥ 98); the reader pages are static, a full load is quick */
import { BOOK_INTROS } from "@/content/book-intros.ts";
import { EmphasizedText } from "@/components/reader/emphasized-text.tsx";
import type { Book } from "@/lib/scripture/books.ts";
import type { PassageVerse } from "@/lib/scripture/types.ts";
import { numberingNoteLines } from "@/lib/scripture/reader/chapter-notes.ts";
import { chapterSubjects } from "@/lib/scripture/reader/chapter-subjects.ts";
import { adjacentChapters, chapterJsonLd } from "@/lib/scripture/reader/chapter-meta.ts";
import { chapterPath } from "@/lib/scripture/reader/paths.ts";
import { readerHref } from "@/lib/scripture/reader/slugs.ts";
import { ReaderSearchBox } from "./reader-search-box.tsx";
import { VerseSelection } from "./verse-selection.tsx";
import styles from "./reader.module.css";

/**
 * One chapter of the reader, rendered on the server: the verses with their anchors (#v16), the
 * book's introduction, the RVR1960 numbering note, the subjects, previous and next. The selection
 * and share bar is the only client part.
 */
export function ChapterView({
  book,
  chapter,
  verses,
  initialSelected,
}: {
  book: Book;
  chapter: number;
  verses: PassageVerse[];
  initialSelected?: number[];
}) {
  const intro = BOOK_INTROS[book.osis];
  const notes = numberingNoteLines(book.osis, book.name, chapter);
  const subjects = chapterSubjects(book.osis, chapter);
  const { prev, next } = adjacentChapters(book, chapter);
  return (
    <main id="main" className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: chapterJsonLd(book, chapter) }} />
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Ruta" className={styles.crumbs}>
          <a href="/biblia">Biblia</a> › <span>{book.name}</span>
        </nav>
        <h1 className={styles.title}>
          {book.name} {chapter}
        </h1>
        <p className={styles.version}>Reina-Valera 1909 · {verses.length} versículos</p>
        <ReaderSearchBox />
        {intro ? (
          <section className={styles.intro} aria-labelledby="intro-title">
            <h2 id="intro-title">{intro.title}</h2>
            <p>
              <EmphasizedText text={intro.summary} />
            </p>
          </section>
        ) : null}
        {notes.length ? (
          <aside className={styles.note} aria-label="Numeración" data-testid="numbering-note">
            <strong>Numeración distinta de la Reina-Valera 1960.</strong> Si lees con la numeración de la RVR1960:
            <ul>
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </aside>
        ) : null}
        <p className={styles.hint}>
          Toca el número de un versículo para seleccionarlo y compartirlo, copiarlo o guardarlo.
        </p>
        <VerseSelection
          bookName={book.name}
          bookSlugPath={chapterPath(book, chapter)}
          chapter={chapter}
          initialSelected={initialSelected}
        >
          <ol className={styles.verses} data-testid="chapter-verses">
            {verses.map((v) => (
              <li key={v.verse} id={`v${v.verse}`} className={styles.verse} data-verse={v.verse}>
                {/* Enabled by VerseSelection once its code runs: before that a tap would be lost. */}
                <button
                  type="button"
                  className={styles.num}
                  disabled
                  aria-pressed="false"
                  aria-label={`Versículo ${v.verse}`}
                  data-verse-toggle={v.verse}
                >
                  {v.verse}
                </button>
                <span data-verse-text="">{v.text}</span>
              </li>
            ))}
          </ol>
        </VerseSelection>
        <nav className={styles.pager} aria-label="Capítulos">
          {prev ? (
            <a href={chapterPath(prev.book, prev.chapter)} rel="prev" data-testid="chapter-prev">
              ← {prev.book.name} {prev.chapter}
            </a>
          ) : (
            <span />
          )}
          {next ? (
            <a href={chapterPath(next.book, next.chapter)} rel="next" data-testid="chapter-next">
              {next.book.name} {next.chapter} →
            </a>
          ) : null}
        </nav>
        {subjects.length ? (
          <section className={styles.subjects} aria-labelledby="subjects-title" data-testid="chapter-subjects">
            <h2 id="subjects-title">Temas de este capítulo</h2>
            <ul>
              {subjects.map((s) => (
                <li key={s.id}>
                  <a href={`/biblia/buscar?q=${encodeURIComponent(s.name)}`}>{s.name}</a>:{" "}
                  {s.passages.map((p, i) => (
                    <span key={p}>
                      {i ? ", " : ""}
                      <a href={readerHref(p) ?? "#"}>{p}</a>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
