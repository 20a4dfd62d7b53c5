// What the built-in answerer says around a follow-up ("¿y el versículo siguiente?", "dame más",
// "¿qué pasó después?"). Edit freely; references written here must exist in the Reina-Valera 1909.

/** A follow-up with nothing earlier in the conversation to refer back to. */
export const NO_PASSAGE_YET =
  "Con gusto, pero no sé a qué pasaje te refieres: en esta conversación todavía no hemos leído ninguno. ¿Me dices cuál? Por ejemplo: *Juan 3:16* o *Salmos 23*.";
export const NO_TOPIC_YET =
  "Con gusto te doy más, pero no sé de qué tema hablamos: en esta conversación todavía no hemos visto ninguno. ¿Sobre qué tema quieres pasajes? Por ejemplo: *el perdón* o *la fe*.";
export const NO_STORY_YET =
  "¿De qué historia me hablas? En esta conversación todavía no hemos leído ninguna. Cuéntame cuál, por ejemplo: *la historia de José* o *Daniel en el foso de los leones*.";

export const SCOPE_NAMES = {
  NT: "el Nuevo Testamento",
  OT: "el Antiguo Testamento",
  gospels: "los evangelios",
} as const;

export const FOLLOW_UP = {
  nextVerse: (ref: string) => `Aquí tienes el versículo siguiente, **${ref}**:`,
  previousVerse: (ref: string) => `Aquí tienes el versículo anterior, **${ref}**:`,
  nextPart: (ref: string) => `Así sigue el pasaje, **${ref}**:`,
  newChapter: (chapter: number, book: string) => `*Con este versículo comienza el capítulo ${chapter} de ${book}.*`,
  bookEnds: (book: string) =>
    `Ahí termina el libro de ${book}: ya no hay un versículo siguiente. ¿Quieres que leamos otro pasaje o que conozcamos otro libro de la Biblia?`,
  bookStarts: (book: string) =>
    `Ese es el primer versículo del libro de ${book}: no hay uno anterior. ¿Quieres que sigamos leyendo desde ahí?`,
  wholeChapter: (chapter: number, book: string) =>
    `Aquí tienes el capítulo ${chapter} de ${book} completo, en la Reina-Valera 1909:`,
  chapterStart: (chapter: number, book: string, shown: number, total: number) =>
    `Aquí tienes el capítulo ${chapter} de ${book}; es largo (${total} versículos), así que van los primeros ${shown}:`,
  chapterRest: "*Pídeme la siguiente parte cuando quieras.*",
  noSuchChapter: (chapter: number, book: string, chapters: number) =>
    `No encontré el capítulo ${chapter} de ${book}: el libro tiene ${chapters === 1 ? "un solo capítulo" : `${chapters} capítulos`}.`,
  verseIntro: (ref: string) => `Aquí tienes **${ref}**:`,
  noSuchVerse: (verse: number, chapter: number, book: string, count: number) =>
    `No encontré el versículo ${verse} del capítulo ${chapter} de ${book}: ese capítulo tiene ${count} versículos. ¿Quieres que lo leamos completo?`,
  verseContext: "**Para entenderlo en su contexto:**",
  chapterSubjects: (names: string[]) => `En este capítulo: ${names.map((n) => `**${n}**`).join(", ")}.`,
  explainInvite:
    "Te sugiero leerlo junto con los versículos de alrededor y preguntarte qué dice de Dios y qué te pide a ti. ¿Quieres que leamos todo el capítulo?",
  verseInvite: "¿Quieres que sigamos con el versículo siguiente o que leamos todo el capítulo?",
  bookFactLead: (passage: string, title: string) => `El pasaje que leímos, ${passage}, está en ${title}.`,
  authorLabel: "**Autor:**",
  dateLabel: "**Fecha aproximada:**",
  bookInvite: "¿Quieres que sigamos leyendo el pasaje o que conozcamos mejor este libro?",
  moreIntro: (about: string | null, scope: string | null) =>
    `Aquí tienes más pasajes${about ? ` sobre ${about}` : " sobre lo que platicábamos"}${scope ? ` en ${scope}` : ""}:`,
  moreInvite: "¿Quieres más, o que leamos alguno de estos en su contexto?",
  noMore: (about: string | null, scope: string | null) =>
    `Ya te mostré los pasajes que encontré${about ? ` sobre ${about}` : ""}${scope ? ` en ${scope}` : ""}. ¿Quieres que busquemos otro tema, o que leamos alguno de ellos en su contexto?`,
  afterStory: (name: string) => `Después de eso, la Escritura cuenta **${name}**.`,
  afterContinues: (ref: string) => `Así continúa el relato, **${ref}**:`,
  storyReadMore: (ref: string) => `**Para leer toda la historia:** ${ref}.`,
  afterInvite: "¿Quieres saber qué pasó después, o que veamos qué nos enseña este pasaje?",
} as const;
