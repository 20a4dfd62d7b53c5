import type { Verse } from "@/content/verses.ts";
import { copyText } from "@/components/ui/clipboard.ts";

export const SHARE_CLICK_LIMIT = 5;
export const COPIED_ALERT = "¡Mensaje copiado al portapapeles!";

/** The text shared or copied: the verse in quotes, its reference, and where it came from. */
export function shareText(verse: Verse, productName: string): string {
  return `«${verse.texto}» — ${verse.referencia} (RV1909)\n\nCompartido desde ${productName}`;
}

/** A different index from `current` in [0, length), so "Nuevo Mensaje" always changes something. */
export function otherIndex(current: number, length: number, random: () => number = Math.random): number {
  if (length <= 1) return 0;
  const next = Math.floor(random() * (length - 1));
  return next >= current ? next + 1 : next;
}

/** Web Share API where the browser has it; elsewhere copy the text and tell the visitor. */
export async function shareVerse(verse: Verse, productName: string): Promise<"shared" | "copied" | "cancelled"> {
  const text = shareText(verse, productName);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: verse.referencia, text, url: window.location.origin });
      return "shared";
    } catch (err) {
      // The visitor closed the share sheet: nothing to do.
      if (err instanceof DOMException && err.name === "AbortError") return "cancelled";
    }
  }
  await copyText(text);
  window.alert(COPIED_ALERT);
  return "copied";
}
