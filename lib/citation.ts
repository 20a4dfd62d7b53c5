// Client-safe: the chat screen and the server share it.

/** A quoted passage as answers carry it and the API sends it: its reference and its RV1909 text. */
export interface Citation {
  reference: string;
  text: string;
}
