// What the chat shows beside 'Pensando...' while a model looks passages up (SSE `status` events).
// Client-safe: the server sends the text, and the chat screens show it.

export const ANSWER_STATUS_TEXT = {
  searching: "Buscando pasajes…",
} as const;
