// How people type in a chat, read as the words they stand for: "el q habita", "no temas xq yo estoy
// contigo", "toy triste". Written as the readers see words: lower case, accents folded. One table for
// every reader; each reader may spell a word its own way (the meaning reader splits "porque").
export const TEXTING_SHORTHAND: Readonly<Record<string, string>> = {
  q: "que",
  k: "que",
  ke: "que",
  xq: "porque",
  xk: "porque",
  pq: "porque",
  pk: "porque",
  porq: "porque",
  porke: "porque",
  x: "por",
  d: "de",
  toy: "estoy",
  stoy: "estoy",
  tb: "tambien",
  tmb: "tambien",
  bn: "bien",
  mxo: "mucho",
  muxo: "mucho",
};
