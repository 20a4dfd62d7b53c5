// What the built-in answerer says around a story's passages (lib/answers/builtin/story.ts). "{…}"
// marks are filled in there.

/** Before the narrative's verses. */
export const STORY_TOLD = "Así lo cuenta la Escritura:";

/** Before another book's account of the same event. {book}: "Mateo". */
export const STORY_ALSO_TOLD = "También lo cuenta {book}:";

/** Before a letter or psalm that looks back on the story (Hebreos 11:5 on Enoc). {book}: "Hebreos". */
export const STORY_RECALLED = "Y así lo recuerda {book}:";

/** Where to read the whole narrative. {refs}: "Marcos 4:35-41" or "Jonás 1:1-16, Jonás 2:1-10 y Jonás 3:1-10". */
export const STORY_READ_MORE = "**Para leer toda la historia:** {refs}.";

/** Closes a story's answer. */
export const STORY_INVITATION = "¿Te gustaría que veamos qué nos enseña este pasaje para hoy?";

/** In a book's introduction, before the heart of its best-known stories. */
export const BOOK_STORIES = "Algunas de sus historias:";

/** Opens the answer on an event of someone's life found under Nave's headings, which has no telling of
 *  its own. {event}: "la muerte de Sara"; {ref}: "Génesis 23:1-6". */
export const LIFE_EVENT_TOLD_IN = "La Biblia habla de {event} en {ref}.";
