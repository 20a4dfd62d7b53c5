// No "server-only": the reader's save form limits its note field with it.

/** The longest private note on a saved passage, in characters. */
export const NOTE_MAX = 2000;
