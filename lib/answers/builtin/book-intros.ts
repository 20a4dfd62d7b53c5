import "server-only";
import { BOOK_PATTERN, WORD_LIKE, bookFromMatch } from "../../scripture/book-names.ts";
import type { Book } from "../../scripture/books.ts";
import { findReferences, SUBJECTS, verseCount, type Subject } from "../../scripture/index.ts";
import { spanOf } from "../../scripture/subjects/index.ts";
import { foldAccents, foldKeepingPositions } from "../../scripture/normalize.ts";
import { plain } from "../text.ts";
import { joinQuotes, quoteRefs } from "./quotes.ts";
import { BOOK_INTROS } from "../../../content/book-intros.ts";
import { BOOK_STORIES } from "../../../content/story-answers.ts";

// Questions about a book of the Bible as a whole ("¿Quién escribió Hebreos?", "resumen de Génesis"):
// a short introduction per book (content/book-intros.ts), with its key passages quoted from the database.

export type BookFocus = "author" | "date" | "chapters" | "summary";

export interface BookQuestion {
  book: Book;
  /** What the question asked for first; "summary" also for a general "háblame del libro de X". */
  focus: BookFocus;
}

// Cues are matched on plain() text right before the book's name. Each may be followed by an article
// or by "libro/evangelio/carta de (los)": "¿Quién escribió la carta a los Hebreos?".
const TAIL = String.raw`(?: (?:(?:el|la|los|las|del|al) )?(?:libro|evangelio|carta|epistola)s?(?: (?:de|del|segun|a|al))?(?: (?:los|las|san|el|la))?| (?:el|la|los|las))?`;

const CUES: [BookFocus, string][] = [
  [
    "author",
    String.raw`quien(?:es)? (?:lo |la )?(?:escribio|escribieron|redacto|es el autor de|fue el autor de|son los autores de)|autor(?:es)? (?:de|del)|autoria (?:de|del)`,
  ],
  [
    "date",
    String.raw`cuando (?:se )?(?:escribio|escribieron|fue escrito|fue escrita|redacto|redactaron)|en que (?:ano|fecha|epoca|siglo) (?:se )?(?:escribio|fue escrito|fue escrita)|fecha (?:de (?:escritura|composicion|redaccion) )?(?:de|del)`,
  ],
  [
    "chapters",
    String.raw`cuantos capitulos(?: (?:tiene|tienen|hay en|contiene|trae|son en))?|numero de capitulos (?:de|del)`,
  ],
  [
    "summary",
    String.raw`de que (?:se )?(?:trata|habla)|resumen (?:de|del)|resumeme|resume|introduccion (?:a|al|de|del)|panorama (?:de|del)|(?:tema|mensaje|proposito)(?: principal| central)? (?:de|del)`,
  ],
];
const STRONG = CUES.map(([focus, cue]) => [focus, new RegExp(`(?:^| )(?:${cue})${TAIL}$`)] as const);

/** "libro de", "el evangelio según", "la carta a los": names the book, but says nothing of what is asked. */
const BOOK_NOUN =
  /(?:^| )(?:(?:el|la|los|las|del|al) )?(?:libro|evangelio|carta|epistola)s?(?: (?:de|del|segun|a|al))?(?: (?:los|las|san|el|la))?$/;

// With only a noun cue ("el libro de Proverbios") the rest of the question must be small talk;
// "¿Qué dice el libro de Proverbios sobre el dinero?" is a topic question and keeps its old answer.
const FILLER = new Set(
  (
    "que es el la los las lo un una unos del de a al sobre acerca libro libros evangelio carta epistola segun san " +
    "hablame cuentame platicame explicame dime me puedes podrias quiero quisiera saber conocer estudiar leer entender " +
    "algo mas poco por favor porfa informacion biblia en sabes se tienes hay cual como y o este ese completo general " +
    "breve introduccion resumen panorama estudio empezar comenzar ayudame necesito dice ensena trata habla mensaje tema " +
    "para mi nos hola oye acerca todo sabemos significa"
  ).split(" "),
);

const BOOK_ANY = new RegExp(BOOK_PATTERN, "gu");

/** Asked anywhere in a question that names a book: who wrote it, or what it is about. */
const LOOSE_AUTHOR = /\b(?:escribio|escribieron|autor|autores|autoria)\b/;
const LOOSE_SUMMARY =
  /\b(?:de que (?:se )?trata|resumen|de que habla|mensaje|proposito|le dicen|le llaman|por que esta\b.*\ben la biblia|que (?:nos )?ensena (?:el|la) (?:libro|carta|evangelio))\b/;

/** Book names that are also words ("he", "mi", "sal") name a book here only when that is the book's own name (Rut, Job). */
function usableAlias(book: Book, alias: string): boolean {
  return !WORD_LIKE.has(alias) || alias === foldAccents(book.name).replace(/[\s.]/g, "");
}

/**
 * A question about a book of the Bible as a whole ("¿Quién escribió Hebreos?", "resumen de
 * Génesis", "háblame del libro de Job"), or null. References ("Romanos 8") are lookups, and a bare
 * name asked about as a person ("¿Quién fue Rut?") is left to the figure answers.
 */
export function detectBookQuestion(text: string): BookQuestion | null {
  if (findReferences(text).length) return null;
  const folded = foldKeepingPositions(text);
  BOOK_ANY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BOOK_ANY.exec(folded))) {
    const start = m.index;
    BOOK_ANY.lastIndex = start + Math.max(1, m[0].length);
    const found = bookFromMatch(m, text);
    if (!found || !usableAlias(found.book, found.alias)) continue;
    const before = plain(text.slice(0, start));
    for (const [focus, rx] of STRONG) if (rx.test(before)) return { book: found.book, focus };
    // The book named, and what is asked said elsewhere in the sentence: "hechos de los apóstoles, ¿quién
    // lo escribió?", "¿todos los salmos los escribió David?", "¿por qué a Filipenses le dicen la carta del gozo?".
    const whole = plain(text);
    if (LOOSE_AUTHOR.test(whole)) return { book: found.book, focus: "author" };
    if (LOOSE_SUMMARY.test(whole)) return { book: found.book, focus: "summary" };
    // "primera carta a los Corintios" carries its noun inside the book's name.
    if (BOOK_NOUN.test(before) || /\b(?:libro|carta|epistola)\b/.test(plain(m[0]))) {
      const rest = `${before} ${plain(text.slice(start + m[0].length))}`.split(" ").filter(Boolean);
      if (rest.every((w) => FILLER.has(w))) return { book: found.book, focus: "summary" };
    }
  }
  return null;
}

const FACT_ORDER: BookFocus[] = ["author", "date", "chapters"];

/** The built-in answer's Markdown for a book question; key passages are quoted from the database. */
/** Passages a book's answer quotes in all: its key passages, then the heart of its stories. */
const BOOK_QUOTES = 5;

/**
 * The best-known stories told in a book (the index lists the best-known first), in the book's order:
 * a narrative book is known by its stories as much as by its key verses.
 */
function storiesOf(osis: string, n: number): Subject[] {
  if (n <= 0) return [];
  const at = (s: Subject) => spanOf(s.passages[0].ref);
  return SUBJECTS.filter((s) => s.kind === "story" && s.key?.length && at(s)?.osis === osis)
    .slice(0, n)
    .sort((a, b) => at(a)!.chapter - at(b)!.chapter || (at(a)!.verse ?? 0) - (at(b)!.verse ?? 0));
}

const OPENS = "Así comienza el libro:";
const AUTHOR_SAYS = "Lo que la Biblia misma dice de quién lo escribió:";
/** Verses of a book's opening quoted in its answer. */
const OPENING_VERSES = 3;

/** The book's first verses ("Apocalipsis 1:1-3"), unless a key passage already quotes them. */
function openingOf(book: Book, keys: readonly string[]): string | null {
  const keyOpens = keys.some((k) => {
    const span = spanOf(k);
    return span?.chapter === 1 && (span.verse ?? 1) <= OPENING_VERSES;
  });
  if (keyOpens) return null;
  const n = Math.min(OPENING_VERSES, verseCount(book.osis, 1));
  return n > 1 ? `${book.name} 1:1-${n}` : `${book.name} 1:1`;
}

export async function bookIntroAnswer(q: BookQuestion): Promise<string> {
  const intro = BOOK_INTROS[q.book.osis];
  const facts: Partial<Record<BookFocus, string>> = {
    author: `**Autor:** ${intro.author}`,
    date: `**Fecha aproximada:** ${intro.date}`,
    chapters: `**Capítulos:** ${q.book.chapters}`,
  };
  const lead = facts[q.focus];
  const out = [`### ${intro.title}`, ""];
  if (lead) out.push(lead, "");
  out.push(
    intro.summary,
    "",
    FACT_ORDER.filter((f) => f !== q.focus)
      .map((f) => `- ${facts[f]}`)
      .join("\n"),
  );
  // How the book opens: in the prophets and letters its first verses name who wrote it and to whom; in
  // the stories, where and with whom it begins.
  const opening = openingOf(q.book, intro.keyPassages);
  const [first] = opening ? await quoteRefs([opening]) : [];
  // Asked who wrote it or when, the opening answers first, with where the Bible says who wrote it;
  // asked what it is about, its key passages do.
  const openingFirst = q.focus === "author" || q.focus === "date";
  const byAuthor = q.focus === "author" ? await quoteRefs(intro.authorPassages ?? []) : [];
  const room = Math.max(1, BOOK_QUOTES - byAuthor.length - (first ? 1 : 0));
  const quotes = await quoteRefs(openingFirst ? intro.keyPassages.slice(0, room) : intro.keyPassages);
  if (first && openingFirst) out.push("", OPENS, "", first.markdown);
  if (byAuthor.length) out.push("", AUTHOR_SAYS, "", joinQuotes(byAuthor));
  if (quotes.length) out.push("", "Algunos pasajes clave:", "", joinQuotes(quotes));
  if (first && !openingFirst) out.push("", OPENS, "", first.markdown);
  const told = new Set([...quotes, ...byAuthor, ...(first ? [first] : [])].map((x) => x.reference));
  const stories = storiesOf(q.book.osis, BOOK_QUOTES - told.size);
  const storyQuotes = await quoteRefs(stories.map((s) => s.key![0]));
  const shown = stories
    .map((s, i) => ({ name: s.name, quote: storyQuotes[i] }))
    .filter((x) => x.quote && !told.has(x.quote.reference));
  if (shown.length) {
    out.push("", BOOK_STORIES);
    for (const x of shown) out.push("", `**${x.name}**`, "", x.quote.markdown);
  }
  out.push(
    "",
    "¿Te gustaría que leamos alguno de estos pasajes en su contexto, o que conozcamos otro libro de la Biblia?",
  );
  return out.join("\n");
}
