// Client-safe: the chat inputs and the server's validation share it.

/** The longest question a person may send, in characters (after trimming). */
export const MAX_MESSAGE_CHARS = 2000;
