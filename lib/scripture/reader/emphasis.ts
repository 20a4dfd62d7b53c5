// Book introductions and subject summaries are written once for the chat, in Markdown, and a few
// stress a phrase with *asterisks* ("los dichos que comienzan con *Yo soy*"). The reader shows them as
// plain text, where the asterisks would be printed: each such phrase becomes its own emphasised part.

export interface TextPart {
  text: string;
  emphasis: boolean;
}

const EMPHASIS = /\*([^*\n]+)\*/g;

/** "con *Yo soy*, y" → [{con }, {Yo soy, emphasis}, {, y}]; text without asterisks is one plain part. */
export function emphasisParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(EMPHASIS)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), emphasis: false });
    parts.push({ text: m[1], emphasis: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), emphasis: false });
  return parts;
}
