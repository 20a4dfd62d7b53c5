// A thread's title. Client-safe (no server imports): the chat screen names a thread it just started
// the way the server will.

export const TITLE_MAX = 80;

/** A thread's title from its first question: one line, at most TITLE_MAX characters, cut between words. */
export function titleFromQuestion(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
