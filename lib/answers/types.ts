import "server-only";
// The answers contract other modules code against (re-exported by lib/answers/index.ts).

export interface HistoryTurn {
  sender: "user" | "bot";
  text: string;
  /**
   * The passages a bot turn quoted, as stored with it: what a follow-up ("¿y el versículo
   * siguiente?", "¿quién lo escribió?") refers back to. Absent for user turns and older messages.
   */
  citations?: AnswerCitation[];
}

export interface AnswerInput {
  text: string;
  /** Earlier turns of the conversation, oldest first (signed-in chat only). */
  history?: HistoryTurn[];
  signal?: AbortSignal;
}

import type { Citation as AnswerCitation } from "../citation.ts";
export type { AnswerCitation };

export interface Answer {
  text: string;
  citations: AnswerCitation[];
}

/** While a model looks passages up, the screen may say so ('Buscando pasajes…'); it carries no answer text. */
export type AnswerStatus = "searching";

export type AnswerEvent =
  { type: "delta"; text: string } | { type: "status"; status: AnswerStatus } | { type: "done"; answer: Answer };
