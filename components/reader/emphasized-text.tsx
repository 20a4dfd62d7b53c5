import { emphasisParts } from "@/lib/scripture/reader/emphasis.ts";

/** Text written in Markdown for the chat, shown with its *emphasis* and without the asterisks. */
export function EmphasizedText({ text }: { text: string }) {
  return <>{emphasisParts(text).map((p, i) => (p.emphasis ? <em key={i}>{p.text}</em> : p.text))}</>;
}
