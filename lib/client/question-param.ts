// 'Preguntar a Berea sobre este pasaje' opens /chat?pregunta=… (or, for a guest, the landing's demo
// with the same parameter): the question arrives typed in the input, for the person to send or edit.
import { MAX_MESSAGE_CHARS } from "../chat/message-limits.ts";

export const QUESTION_PARAM = "pregunta";

/** The question in the address, then removed from it so a reload does not type it again. */
export function takeQuestionParam(): string {
  const url = new URL(window.location.href);
  const question = (url.searchParams.get(QUESTION_PARAM) ?? "").trim().slice(0, MAX_MESSAGE_CHARS);
  if (url.searchParams.has(QUESTION_PARAM)) {
    url.searchParams.delete(QUESTION_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
  return question;
}
